import AssignmentInd from '@mui/icons-material/AssignmentInd';
import { Alert, Box, Card, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import type { DossierRow } from '../../dataProvider/dossiers';
import { type WorkloadStatus, workloadStatusName } from '../../../contract/workload';
import { refreshCounters } from '../../shell/counters';
import { DossierFilters } from '../dossiers/DossierFilters';
import { COLUMNS, ColumnsButton, DossierTable, useChosenColumns } from '../dossiers/DossierTable';
import { personName } from '../../../contract/names';
import { dossierPath } from '../dossiers/dossierFormat';
import { useDossierList } from '../dossiers/useDossierList';
import { HandlerLoadTable } from './HandlerLoadTable';
import { WorkloadStatusMenu } from './WorkloadStatusMenu';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { SubmitButton } from '../../shell/forms/SubmitButton';

/** What the werkverdeling can show; the first choice fits a 1,366 px screen beside the checkboxes and the status menu. */
const AVAILABLE = [
  'id', 'naamHypotheekGever', 'kenmerk', 'fase', 'stap', 'labels', 'workloadStatus', 'behandelaar', 'stapSinds', 'geldverstrekker', 'ontvangenOp',
] as const;
const INITIAL = ['id', 'naamHypotheekGever', 'stap', 'labels', 'workloadStatus', 'behandelaar', 'stapSinds'] as const;

/**
 * /werkverdeling: the workload table with labels, each handler's load, and bulk assignment of
 * the selected dossiers (DOSSIER_WERKVERDELER_ASSIGN; the server checks too). After every
 * change the list, the loads and the sidebar counters are fetched anew.
 */
const WerkverdelingPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canAssign = !!useSession()?.permissions.includes('DOSSIER_WERKVERDELER_ASSIGN');
  const list = useDossierList('werkverdeling');
  const [chosen, setChosen] = useChosenColumns('werkverdeling', INITIAL);
  const handlers = useQuery({ queryKey: ['handler-load'], queryFn: () => dataProvider.getHandlerLoad(), retry: false });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [handler, setHandler] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    await Promise.all([list.refetch(), handlers.refetch(), refreshCounters(queryClient)]);
  };

  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await action();
      notify(message, { type: 'success' });
      setSelected(new Set());
    } catch {
      // The Foutmelding dialog already shows the server's (Dutch) reason.
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const assign = () => {
    if (!handler) return;
    const ids = [...selected];
    const name = personName(handlers.data?.find((h) => h.id === handler));
    void run(() => dataProvider.assignDossiers(handler, ids), translate('app.werkverdeling.assigned', { smart_count: ids.length, name }));
  };

  const changeStatus = (row: DossierRow, status: WorkloadStatus) =>
    void run(
      () => dataProvider.setWorkloadStatus(row.id, status, status === 'UITGEZET' ? handler : undefined),
      translate('app.werkverdeling.statusChanged', { id: row.id, status: workloadStatusName(status) }),
    );

  return (
    <Stack sx={{ gap: 2 }}>
      <Title title={translate('app.area.werkverdeling')} />
      <Card data-testid="werkverdeling">
        <Stack direction="row" sx={{ px: 2, pt: 1.5, alignItems: 'baseline', gap: 1.5 }}>
          <Typography component="h1" variant="h6">
            {translate('app.area.werkverdeling')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="dossier-total">
            {list.page ? translate('app.dossierList.total', { smart_count: list.page.totalElements }) : ''}
          </Typography>
        </Stack>
        <DossierFilters filter={list.state.filter} onChange={list.setFilter} />
        {canAssign ? (
          <Stack direction="row" sx={{ px: 2, py: 1.5, gap: 1.5, alignItems: 'center', bgcolor: selected.size ? 'action.selected' : undefined }} data-testid="assign-bar">
            <Typography variant="body2" sx={{ minWidth: 110 }} data-testid="selected-count">
              {translate('app.werkverdeling.selected', { smart_count: selected.size })}
            </Typography>
            <TextField
              select
              size="small"
              label={translate('app.werkverdeling.assignTo')}
              value={handler ?? ''}
              onChange={(event) => setHandler(Number(event.target.value) || undefined)}
              slotProps={{ htmlInput: { 'data-testid': 'assign-handler' } }}
              sx={{ minWidth: 240 }}
            >
              {(handlers.data ?? []).map((h) => (
                <MenuItem key={h.id} value={h.id} data-testid={`assign-option-${h.id}`}>
                  {personName(h)} ({h.totaal})
                </MenuItem>
              ))}
            </TextField>
            <SubmitButton
              variant="contained"
              startIcon={<AssignmentInd />}
              missing={[...(selected.size ? [] : [translate('app.werkverdeling.chooseDossiers')]), ...(handler ? [] : [translate('app.werkverdeling.assignTo')])]}
              disabled={busy}
              onClick={assign}
              data-testid="assign-submit"
            >
              {translate('app.werkverdeling.assign', { smart_count: selected.size })}
            </SubmitButton>
          </Stack>
        ) : (
          <Alert severity="info" sx={{ m: 2 }}>
            {translate('app.werkverdeling.noAssignRight')}
          </Alert>
        )}
        <DossierTable
          {...list.tableProps}
          columns={chosen.map((key) => COLUMNS[key])}
          toolbar={<ColumnsButton available={AVAILABLE} chosen={chosen} onChange={setChosen} />}
          loading={list.loading || busy}
          onOpen={(row) => navigate(dossierPath(row))}
          selection={canAssign ? { selected, onChange: setSelected } : undefined}
          actions={(row) => <WorkloadStatusMenu row={row} handler={handler} onChange={changeStatus} />}
        />
      </Card>
      {handlers.data && (
        <Card>
          <Box sx={{ overflowX: 'auto' }}>
            <HandlerLoadTable handlers={handlers.data} selected={handler} onPick={canAssign ? setHandler : () => undefined} />
          </Box>
        </Card>
      )}
    </Stack>
  );
};

export default WerkverdelingPage;
