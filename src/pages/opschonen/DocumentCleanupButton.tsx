import DeleteForever from '@mui/icons-material/DeleteForever';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { documentsKey } from '../dossier-detail/documents/useDocumentRefs';
import { CleanupConfirm } from './CleanupConfirm';
import { cleanupRights, jobEnded } from './cleanupRules';

const JOB_POLL_MS = 1000;

/**
 * A document table row's 'definitief verwijderen' (DELETE /documenten/{id}/cleanup): the document
 * with every version and file, also a verified one, for who may approve clean-ups. The removal is
 * a background job; the button follows it and reads the dossier's documents again once it ends.
 */
export const DocumentCleanupButton = ({ document }: { document: { id: number; naam: string; dossierId: number } }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.cleanup.document.${key}`, options);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);

  const remove = async () => {
    setConfirming(false);
    let job = await dataProvider.cleanupDocument(document.id).catch(() => null);
    if (!job) return;
    setRunning(true);
    notify(t('started'), { type: 'info' });
    while (!jobEnded(job)) {
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
      job = await dataProvider.getJob(job.id).catch(() => ({ ...job!, status: 'MISLUKT' as const }));
    }
    setRunning(false);
    if (job.status === 'KLAAR') notify(t('done'), { type: 'success' });
    else notify(t('failed', { fout: job.fout ?? '' }), { type: 'error' });
    await queryClient.invalidateQueries({ queryKey: documentsKey(document.dossierId) });
  };

  if (!cleanupRights(session?.permissions ?? [], session?.userCode).approve) return null;
  const label = t('action', { naam: document.naam });
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" color="error" aria-label={label} disabled={running} onClick={() => setConfirming(true)} data-testid={`document-${document.id}-cleanup`}>
            {!running ? <DeleteForever fontSize="small" /> : <CircularProgress size={16} aria-label={t('started')} />}
          </IconButton>
        </span>
      </Tooltip>
      {confirming && (
        <CleanupConfirm
          testId="document-cleanup-dialog"
          destructive
          title={t('title')}
          texts={[t('text', { naam: document.naam })]}
          confirm={t('confirm')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
};
