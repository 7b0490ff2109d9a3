import { Box } from '@mui/material';

/** A raw message pretty-printed: JSON indented, anything else as it came; scrolls within itself and takes keyboard focus to do so. */
export const JsonBlock = ({ value, label, testId }: { value: unknown; label: string; testId: string }) => (
  <Box
    component="pre"
    tabIndex={0}
    aria-label={label}
    data-testid={testId}
    sx={{ m: 0, p: 1.5, maxHeight: 420, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
  >
    {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
  </Box>
);
