import { Box, Typography } from '@mui/material';

/** Label-value rows; empty values are left out. */
export const Facts = ({ rows, testId }: { rows: [string, string][]; testId?: string }) => (
  <Box component="dl" data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
    {rows
      .filter(([, value]) => value)
      .map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
  </Box>
);
