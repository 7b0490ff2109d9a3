import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../../i18n/dates';
import { documentsKey } from './useDocumentRefs';

const COLUMNS = ['wanneer', 'wie', 'wat', 'oud', 'nieuw'] as const;
const FIELD = /^(documenten|opgevraagdeDocumenten)\[(\d+)\]\.(\w+)$/;

interface Props {
  dossierId: number;
  /** One document's history; without it every document and request of the dossier. */
  document?: { id: number; naam: string };
  /** Names of the dossier's documents, so a line says which document it is about. */
  names: ReadonlyMap<number, string>;
  onClose: () => void;
}

/**
 * What happened to the dossier's documents (POST /dossiers/{id}/documenten/history), newest first:
 * when, who, which document and field, the old and the new value, from the dossier's audit trail.
 * A value that is an id or a code shows what it names (the server's `…WaardeNaam`).
 */
export const HistoryDialog = ({ dossierId, document, names, onClose }: Props) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.documents.${key}`, options);
  const { data } = useQuery({ queryKey: [...documentsKey(dossierId), 'history', document?.id ?? 'all'], queryFn: () => dataProvider.getDocumentHistory(dossierId, document?.id) });
  const what = (veld: string) => {
    const match = FIELD.exec(veld);
    if (!match) return veld;
    const [, kind, id, field] = match;
    const label = translate(`app.documents.historyFields.${field}`, { _: field });
    if (document) return label;
    const subject = kind === 'documenten' ? (names.get(Number(id)) ?? t('historyDocument', { id })) : t('historyRequest', { id });
    return `${subject} › ${label}`;
  };
  // The trail keeps yes/no as true/false.
  const value = (text: string | null) => (text === null ? '—' : text === 'true' ? translate('app.list.yes') : text === 'false' ? translate('app.list.no') : text);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="history-dialog" aria-labelledby="history-title">
      <DialogTitle id="history-title">{document ? t('historyOf', { naam: document.naam }) : t('historyTitle')}</DialogTitle>
      <DialogContent>
        {data?.length === 0 && <Alert severity="info">{t('historyNone')}</Alert>}
        {!!data?.length && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="history-table">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{t(`historyColumns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.gewijzigdOp)}</TableCell>
                    <TableCell>{entry.gebruiker?.naam ?? t('system')}</TableCell>
                    <TableCell title={entry.veld}>{what(entry.veld)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.oudeWaardeNaam ?? value(entry.oudeWaarde)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.nieuweWaardeNaam ?? value(entry.nieuweWaarde)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="history-close">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
