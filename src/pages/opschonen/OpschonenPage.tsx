import DeleteSweep from '@mui/icons-material/DeleteSweep';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { OPSCHONING_STATUS_CODES, type OpschoningStatus } from '../../../contract/cleanup';
import { useSession } from '../../authProvider/session';
import type { Opschoning } from '../../dataProvider/cleanup';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { CleanupConfirm } from './CleanupConfirm';
import { CleanupTable } from './CleanupTable';
import { cleanupRights, pollInterval, type RowAction } from './cleanupRules';

type Dialog = { kind: 'markAll' } | { kind: 'start' } | { kind: 'approve' | 'deleteData'; row: Opschoning } | null;

const CLEANUPS_KEY = ['opschoningen'] as const;
const LIMIT = { min: 1, max: 1000, initial: 100 };

/**
 * /opschonen (docs/cleanup.md, "Screens"): every clean-up with its status, filtered and paged by
 * the server; mark all that are due, approve, withdraw, start, delete one dossier's data now. The
 * list is read again every 1.5 s while a clean-up on it runs, so its bar moves without a reload.
 */
const OpschonenPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.cleanup.${key}`, options);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const session = useSession();
  const rights = cleanupRights(session?.permissions ?? [], session?.userCode);
  const [status, setStatus] = useState<OpschoningStatus | ''>('');
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [limit, setLimit] = useState(String(LIMIT.initial));

  const query = { ...paging, status: status || undefined };
  const { data } = useQuery({
    queryKey: [...CLEANUPS_KEY, query],
    queryFn: () => dataProvider.getCleanups(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => pollInterval(q.state.data?.content),
  });
  const approved = useQuery({
    queryKey: [...CLEANUPS_KEY, 'approved'],
    queryFn: () => dataProvider.getCleanups({ status: 'GOEDGEKEURD', page: 0, size: 1 }),
    enabled: dialog?.kind === 'start',
  }).data?.totalElements;

  const run = useMutation({
    mutationFn: (call: () => Promise<string>) => call(),
    onSuccess: (message) => notify(message, { type: 'success' }),
    // A refusal (409) is in the Foutmelding dialog already; the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANUPS_KEY }),
  });
  const act = (call: () => Promise<string>) => {
    setDialog(null);
    run.mutate(call);
  };

  const onRowAction = (action: RowAction, row: Opschoning) => {
    if (action === 'unmark') act(async () => (await dataProvider.unmarkDossierCleanup(row.dossierId), t('unmarkDone')));
    else setDialog({ kind: action, row });
  };
  const dossierLabel = (row: Opschoning) => (row.dossierNaam ? `${row.dossierId} (${row.dossierNaam})` : String(row.dossierId));
  const what = (anonimiseren: boolean) => t(anonimiseren ? 'whatAnonymise' : 'whatRemove');
  const limitValue = Number(limit);
  const limitValid = Number.isInteger(limitValue) && limitValue >= LIMIT.min && limitValue <= LIMIT.max;

  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('statusFilter')}
            value={status}
            onChange={(event) => (setStatus(event.target.value as OpschoningStatus | ''), setPaging({ ...paging, page: 0 }))}
            sx={{ minWidth: 260 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true }, htmlInput: { 'data-testid': 'cleanup-status-filter' } }}
          >
            <MenuItem value="">{t('allStatuses')}</MenuItem>
            {OPSCHONING_STATUS_CODES.map((code) => (
              <MenuItem key={code} value={code} data-testid={`cleanup-status-filter-${code}`}>
                {codeName('opschoningStatus', code)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          {rights.mark && (
            <Button variant="outlined" startIcon={<PlaylistAddCheck />} disabled={run.isPending} onClick={() => setDialog({ kind: 'markAll' })} data-testid="cleanup-mark-all">
              {t('actions.markAll')}
            </Button>
          )}
          {rights.approve && (
            <Button variant="contained" color="error" startIcon={<DeleteSweep />} disabled={run.isPending} onClick={() => setDialog({ kind: 'start' })} data-testid="cleanup-start">
              {t('actions.start')}
            </Button>
          )}
        </Stack>
        {data && !data.content.length ? (
          <Typography data-testid="cleanup-empty">{t('empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <CleanupTable rows={data?.content ?? []} rights={rights} mayOpenDossiers={session?.permissions.includes('MENU_DOSSIERS_VIEW') ?? false} busy={run.isPending} onAction={onRowAction} />
          </Box>
        )}
        {data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
      </CardContent>

      {dialog?.kind === 'markAll' && (
        <CleanupConfirm
          testId="cleanup-mark-all-dialog"
          title={t('markAll.title')}
          texts={[t('markAll.text')]}
          confirm={t('markAll.confirm')}
          onClose={() => setDialog(null)}
          onConfirm={() => act(async () => t('markAll.done', { smart_count: (await dataProvider.markAllDueForCleanup()).gemarkeerd }))}
        />
      )}
      {dialog?.kind === 'approve' && (
        <CleanupConfirm
          testId="cleanup-approve-dialog"
          title={t('approve.title')}
          texts={[t('approve.text', { dossier: dossierLabel(dialog.row) }), what(dialog.row.anonimiseren)]}
          confirm={t('approve.confirm')}
          onClose={() => setDialog(null)}
          onConfirm={() => act(async () => (await dataProvider.approveDossierCleanup(dialog.row.dossierId), t('approve.done')))}
        />
      )}
      {dialog?.kind === 'deleteData' && (
        <CleanupConfirm
          testId="cleanup-delete-data-dialog"
          destructive
          title={t('deleteData.title')}
          texts={[t('deleteData.text', { dossier: dossierLabel(dialog.row) }), what(dialog.row.anonimiseren), t('irreversible')]}
          confirm={t('deleteData.confirm')}
          onClose={() => setDialog(null)}
          onConfirm={() => act(async () => (await dataProvider.deleteDossierData(dialog.row.dossierId), t('deleteData.done')))}
        />
      )}
      {dialog?.kind === 'start' && (
        <CleanupConfirm
          testId="cleanup-start-dialog"
          destructive
          title={t('start.title')}
          texts={[...(approved === undefined ? [] : [t('start.ready', { smart_count: approved })]), t('start.text'), t('whatRemove'), t('start.anonymise'), t('irreversible')]}
          confirm={t('start.confirm')}
          missing={limitValid ? [] : [t('start.limit')]}
          disabled={approved === 0}
          onClose={() => setDialog(null)}
          onConfirm={() => act(async () => t('start.done', { smart_count: (await dataProvider.startCleanup(limitValue)).length }))}
        >
          <TextField
            type="number"
            size="small"
            required
            label={t('start.limit')}
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            error={!limitValid}
            helperText={t('start.limitHelp')}
            sx={{ mt: 1, width: 260 }}
            slotProps={{ htmlInput: { min: LIMIT.min, max: LIMIT.max, step: 1, 'data-testid': 'cleanup-limit' } }}
          />
        </CleanupConfirm>
      )}
    </Card>
  );
};

export default OpschonenPage;
