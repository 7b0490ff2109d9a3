import { Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { DossierCleanupAction } from '../opschonen/DossierCleanup';
import { ActionDialog } from './ActionDialog';
import { availableActions, type StatusActionSpec } from './statusActionRules';

/**
 * The status actions the user may take in the dossier's current state. A plain action (priority)
 * runs at once; the rest open their dialog. The result shows without a reload (the dossier is read
 * again); a refusal (409) lands in the Foutmelding dialog through the fetch wrapper. The marking for
 * deletion stands beside them (docs/cleanup.md).
 */
export const StatusActions = ({ dossier, onChanged }: { dossier: DossierDetail; onChanged: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const permissions = useSession()?.permissions ?? [];
  const [open, setOpen] = useState<StatusActionSpec | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = availableActions(dossier, permissions);

  const finish = async (run: Promise<unknown>) => {
    setOpen(null);
    setBusy(true);
    try {
      await run;
      notify('app.dossierDetail.actions.done', { type: 'success' });
    } catch {
      // Reported by the fetch wrapper (Foutmelding); the dossier is read again below either way.
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const cleanup = <DossierCleanupAction dossierId={dossier.id} onChanged={onChanged} />;
  if (actions.length === 0) return cleanup;
  return (
    <>
      <Stack direction="row" role="toolbar" aria-label={translate('app.dossierDetail.actions.label')} sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="status-actions">
        {actions.map((action) => (
          <Button
            key={action.key}
            size="small"
            variant="outlined"
            color={action.key === 'close' || action.key === 'reject' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (action.form === 'none' ? finish(action.run(dataProvider, dossier, {})) : setOpen(action))}
            data-testid={`action-${action.key}`}
          >
            {translate(`app.dossierDetail.actions.${action.key}`)}
          </Button>
        ))}
        {open && <ActionDialog action={open} dossier={dossier} onClose={() => setOpen(null)} onDone={finish} />}
      </Stack>
      {cleanup}
    </>
  );
};
