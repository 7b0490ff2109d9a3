import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslate } from 'ra-core';
import { DISPLAY_DATE } from '../../i18n/dates';
import { personName } from '../../../contract/names';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The change history of one extracted party (its rows of the dossier's audit trail), newest first. */
export const PartyHistoryDialog = ({ party, onClose }: { party: { id: number; naam: string } | null; onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['extracted-party-history', party?.id], queryFn: () => dataProvider.getPartyHistory(party!.id), enabled: party !== null });
  return (
    <Dialog open={party !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('app.extractedParties.historyTitle', { naam: party?.naam ?? '' })}</DialogTitle>
      <DialogContent data-testid="party-history">
        {data && !data.length ? (
          <Typography variant="body2">{translate('app.extractedParties.historyNone')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['gewijzigdOp', 'veld', 'oud', 'nieuw', 'gebruiker'] as const).map((c) => (
                  <TableCell key={c}>{translate(`app.extractedParties.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.map((change, i) => (
                <TableRow key={i}>
                  <TableCell>{dayjs(change.gewijzigdOp).format(`${DISPLAY_DATE} HH:mm`)}</TableCell>
                  <TableCell>{change.veld}</TableCell>
                  <TableCell>{change.oudeWaarde ?? ''}</TableCell>
                  <TableCell>{change.nieuweWaarde ?? ''}</TableCell>
                  <TableCell>{personName(change.gebruiker)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.extractedParties.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
