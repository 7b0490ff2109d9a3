import { Box } from '@mui/material';
import { useCounter } from '../counters';

/**
 * The unread counter of a sidebar entry; nothing at all while no source gives a number, and nothing
 * at zero: a badge says there is something waiting.
 */
export const CounterBadge = ({ counter }: { counter?: string }) => {
  const value = useCounter(counter);
  if (!value) return null;
  return (
    <Box
      component="span"
      data-testid={`counter-${counter}`}
      sx={{ ml: 'auto', px: 0.75, minWidth: 20, borderRadius: 10, fontSize: 11, fontWeight: 700, lineHeight: '18px', textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {value}
    </Box>
  );
};
