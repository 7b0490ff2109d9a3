import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { personName } from '../../../contract/names';
import type { VoorbespreekDetail, VoorbespreekSummary } from '../../../contract/desks';
import type { DossierRow } from '../../dataProvider/dossiers';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ConfirmButton } from '../desks/ConfirmButton';
import { DossierSearchField } from '../desks/DossierSearchField';
import { SubmitButton } from '../../shell/forms/SubmitButton';

/** Links the conversation to a dossier of its office, chosen by number or client name. */
const LinkDialog = ({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: (summary: VoorbespreekSummary) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [dossier, setDossier] = useState<DossierRow | null>(null);
  const link = async () => {
    if (!dossier) return;
    const summary = await dataProvider.linkVoorbespreking(id, dossier.id);
    notify('app.voorbespreek.linked', { type: 'success', messageArgs: { id: dossier.id } });
    onDone(summary);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="voorbespreek-link-title">
      <DialogTitle id="voorbespreek-link-title">{translate('app.voorbespreek.linkTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <DossierSearchField search={dataProvider.searchLinkDossiers} value={dossier} onChange={setDossier} label={translate('app.overrule.dossierSearch')} testId="voorbespreek-link-dossier" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.desks.cancel')}</Button>
        <SubmitButton variant="contained" missing={dossier ? [] : [translate('app.desks.dossier')]} onClick={() => void link().catch(() => undefined)} data-testid="voorbespreek-link-submit">
          {translate('app.voorbespreek.linkDossier')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};

/**
 * What the user may do with a pre-discussion besides replying (spec 001 §4): set the handler
 * (VOORBESPREEKDESK_SET_BEHANDELAAR), link to or detach from a dossier and archive (the back office,
 * EDIT), end it (the adviser, EDIT). The server checks each again.
 */
export const VoorbespreekActions = ({ data, may, isAdviser, onChanged }: { data: VoorbespreekDetail; may: (permission: string) => boolean; isAdviser: boolean; onChanged: (summary?: VoorbespreekSummary) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.${key}`);
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [linking, setLinking] = useState(false);
  const canEdit = may('VOORBESPREEKDESK_EDIT') && !may('VOORBESPREEKDESK_VIEW_ONLY');
  const canAssign = may('VOORBESPREEKDESK_SET_BEHANDELAAR') && !may('VOORBESPREEKDESK_VIEW_ONLY');
  const { data: handlers } = useQuery({ queryKey: ['deskHandlers'], queryFn: () => dataProvider.getDeskHandlers(), enabled: canAssign, staleTime: 600_000 });
  if (data.gearchiveerd || !(canEdit || canAssign)) return null;
  const done = (message: string) => (summary: VoorbespreekSummary) => {
    notify(message, { type: 'success' });
    onChanged(summary);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {canAssign && (
        <TextField
          select
          size="small"
          sx={{ minWidth: 220 }}
          label={t('voorbespreek.handler')}
          value={handlers?.some((h) => h.id === data.behandelaar?.id) ? data.behandelaar!.id : ''}
          onChange={(event) => void dataProvider.setVoorbespreekHandler(data.id, Number(event.target.value)).then(done('app.voorbespreek.handlerSaved'), () => undefined)}
          data-testid="voorbespreek-handler"
        >
          {handlers?.map((h) => (
            <MenuItem key={h.id} value={h.id}>
              {personName(h)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {canEdit && !data.dossierId && (
        <Button variant="outlined" size="small" onClick={() => setLinking(true)} data-testid="voorbespreek-link">
          {t('voorbespreek.linkDossier')}
        </Button>
      )}
      {canEdit && data.dossierId && (
        <ConfirmButton
          label="app.voorbespreek.detach"
          question="app.voorbespreek.detach"
          testId="voorbespreek-detach"
          onConfirm={async () => {
            done('app.voorbespreek.detached')(await dataProvider.detachVoorbespreking(data.id));
          }}
        />
      )}
      {canEdit && isAdviser && data.status !== 'BEEINDIGD' && (
        <ConfirmButton
          label="app.voorbespreek.end"
          question="app.voorbespreek.endConfirm"
          testId="voorbespreek-end"
          onConfirm={async () => {
            done('app.voorbespreek.ended')(await dataProvider.endVoorbespreking(data.id));
          }}
        />
      )}
      {canEdit && !isAdviser && (
        <ConfirmButton
          label="app.desks.archiveAction"
          question="app.desks.archiveConfirm"
          testId="voorbespreek-archive"
          onConfirm={async () => {
            done('app.desks.archivedDone')(await dataProvider.archiveVoorbespreking(data.id));
          }}
        />
      )}
      {linking && (
        <LinkDialog
          id={data.id}
          onClose={() => setLinking(false)}
          onDone={(summary) => {
            setLinking(false);
            onChanged(summary);
          }}
        />
      )}
    </Stack>
  );
};
