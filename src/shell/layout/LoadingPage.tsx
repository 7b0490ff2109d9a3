import { Box, CircularProgress } from '@mui/material';

export const LoadingPage = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240, height: '100%' }} data-testid="loading">
    <CircularProgress />
  </Box>
);
