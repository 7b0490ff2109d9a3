import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { DOCUMENT_LIJST_CODES } from '../../../../contract/document-lists';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { documentsKey } from './useDocumentRefs';
import { SubmitButton } from '../../../shell/forms/SubmitButton';

interface Props {
  dossierId: number;
  documentId: number;
  pageCount: number;
  onClose: () => void;
  onChoose: (source: { id: number; naam: string }, insertAfterPageIndex: number) => void;
}

/** Merge (spec 001 §5): which other document of the dossier to insert whole, and after which page. */
export const MergeDialog = ({ dossierId, documentId, pageCount, onClose, onChoose }: Props) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.pageEditor.${key}`, options);
  const key = documentsKey(dossierId);
  const lists = useQueries({ queries: DOCUMENT_LIJST_CODES.map((lijst) => ({ queryKey: [...key, lijst], queryFn: () => dataProvider.getDocuments(dossierId, lijst) })) });
  const sources = lists.flatMap((list) => list.data ?? []).filter((d) => d.id !== documentId && d.bestand);
  const [sourceId, setSourceId] = useState<number | ''>('');
  const [after, setAfter] = useState(pageCount);
  const source = sources.find((d) => d.id === sourceId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="merge-dialog">
      <DialogTitle>{t('mergeTitle')}</DialogTitle>
      <DialogContent>
        {lists.every((list) => list.data) && sources.length === 0 && <Alert severity="info">{t('mergeNoSources')}</Alert>}
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={t('mergeSource')}
          value={source ? sourceId : ''}
          onChange={(e) => setSourceId(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'merge-source' } }}
        >
          {sources.map((d) => (
            <MenuItem key={d.id} value={d.id} data-testid={`merge-source-${d.id}`}>
              {`${d.naam} (${translate(`app.documents.lists.${d.lijst}`)})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          label={t('mergeAfter')}
          value={after}
          onChange={(e) => setAfter(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'merge-after' } }}
        >
          <MenuItem value={0}>{t('mergeAtStart')}</MenuItem>
          {Array.from({ length: pageCount }, (_, i) => (
            <MenuItem key={i + 1} value={i + 1}>
              {t('mergeAfterPage', { nummer: i + 1 })}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.documents.cancel')}</Button>
        <SubmitButton variant="contained" missing={source ? [] : [t('mergeSource')]} onClick={() => source && onChoose({ id: source.id, naam: source.naam }, after)} data-testid="merge-choose">
          {t('mergeChoose')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
