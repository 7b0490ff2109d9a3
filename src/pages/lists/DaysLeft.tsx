import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * How long until a date: past it in red, within 30 days in orange, else plain. `open` false (an
 * expired or withdrawn guarantee, an ended insurance) shows nothing: there is nothing to watch.
 */
export const DaysLeft = ({ days, open }: { days: number | null; open: boolean }) => {
  const translate = useTranslate();
  if (days === null || !open) return null;
  const label =
    days < 0 ? translate('app.covers.verlopenSinds', { smart_count: -days }) : days === 0 ? translate('app.covers.vandaag') : translate('app.covers.nogDagen', { smart_count: days });
  // Dark text on a light orange: MUI's warning colours miss the 4.5:1 contrast for small text.
  const sx = days < 0 ? undefined : days <= 30 ? { bgcolor: '#ffe0b2', color: 'text.primary' } : undefined;
  return <Chip size="small" label={label} color={days < 0 ? 'error' : 'default'} variant={days > 30 ? 'outlined' : 'filled'} sx={sx} data-testid="days-left" />;
};
