import type { ChipProps } from '@mui/material';
import type { LogStatus } from '../../../contract/log-codes';

/** How a message's status looks: done green, sent blue, waiting for a handler orange, not used grey, failed red. */
export const STATUS_COLOUR: Record<LogStatus, ChipProps['color']> = {
  VERWERKT: 'success',
  VERSTUURD: 'info',
  ONTVANGEN: 'warning',
  GENEGEERD: 'default',
  FOUT: 'error',
};
