import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ICONS } from '../overview/DocumentCounts';
import { useStatusColours } from './useDocumentRefs';

/**
 * A document's status letter with its icon in the status colour (spec 001 §3, GET /rs/statuskleurs).
 * The colour is on the icon only: the letter stays in the text colour so it reads on any background.
 */
export const StatusLetter = ({ code, testId }: { code: string; testId?: string }) => {
  const translate = useTranslate();
  const status = useStatusColours().find((s) => s.code === code);
  const { Icon } = ICONS[status?.icoon as keyof typeof ICONS] ?? ICONS.PAPER;
  const label = status ? translate('app.documents.status', { omschrijving: status.omschrijving, code }) : code;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} title={label} data-testid={testId} data-status={code}>
      <Icon fontSize="small" sx={{ color: status?.kleur }} titleAccess={label} />
      <Typography variant="body2" component="span" aria-hidden>
        {code}
      </Typography>
    </Box>
  );
};
