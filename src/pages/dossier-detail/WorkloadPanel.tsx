import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, ListItemText, Menu, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { personName } from '../../../contract/names';
import { WORKLOAD_TRANSITIONS, type WorkloadStatus, workloadStatusName } from '../../../contract/workload';
import { refreshCounters } from '../../shell/counters';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { SubmitButton } from '../../shell/forms/SubmitButton';

/** Staff who work the queue; the server refuses others (docs/workload.md). */
const WORKLOAD_USERS = ['M', 'E', 'B', 'V'];
const HANDLER_LIST = ['MENU_WERKVERDELING_VIEW', 'DOSSIER_WERKVERDELER_ASSIGN'];

/**
 * The side panel's workload: status and handler, changeable along WORKLOAD_TRANSITIONS. Handing out
 * (Uitgezet) needs a handler, chosen from the staff loads, so it is offered only to users who may
 * see them. A refused move (409) opens the Foutmelding dialog; the counters follow any change.
 */
export const WorkloadPanel = ({ dossier, onChanged }: { dossier: DossierDetail; onChanged: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [handler, setHandler] = useState<number | ''>('');
  const canChange = !!session && WORKLOAD_USERS.includes(session.userCode);
  const canHandOut = !!session?.permissions.some((p) => HANDLER_LIST.includes(p));
  const handlers = useQuery({ queryKey: ['handlerLoad'], queryFn: () => dataProvider.getHandlerLoad(), enabled: assigning });
  const current = dossier.workload?.status ?? 'UITZETTEN';
  const targets = WORKLOAD_TRANSITIONS[current].filter((s) => (s === 'UITGEZET' ? canHandOut : s !== current));

  const move = async (status: WorkloadStatus, gebruiker?: number) => {
    setAnchor(null);
    setAssigning(false);
    try {
      await dataProvider.setWorkloadStatus(dossier.id, status, gebruiker);
    } finally {
      onChanged();
      refreshCounters(queryClient);
    }
  };

  return (
    <Box data-testid="workload-panel">
      <Typography variant="body2" color="text.secondary">
        {translate('app.dossierDetail.side.workload')}
      </Typography>
      <Typography data-testid="workload-status">{workloadStatusName(current)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('app.dossierDetail.side.behandelaar')}
      </Typography>
      <Typography data-testid="workload-handler">{personName(dossier.workload?.gebruiker) || translate('app.dossierDetail.side.noHandler')}</Typography>
      {canChange && targets.length > 0 && (
        <Button size="small" sx={{ mt: 0.5, px: 0 }} onClick={(e) => setAnchor(e.currentTarget)} data-testid="workload-change">
          {translate('app.dossierDetail.side.changeWorkload')}
        </Button>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {targets.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              if (status !== 'UITGEZET') return move(status).catch(() => undefined);
              setAnchor(null);
              setAssigning(true);
            }}
            data-testid={`workload-to-${status}`}
          >
            <ListItemText primary={translate('app.dossierDetail.side.toWorkload', { status: workloadStatusName(status) })} />
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={assigning} onClose={() => setAssigning(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.dossierDetail.side.assign')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            label={translate('app.dossierDetail.side.handler')}
            value={handler}
            onChange={(e) => setHandler(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'workload-handler-select' } }}
          >
            {(handlers.data ?? []).map((h) => (
              <MenuItem key={h.id} value={h.id}>
                {personName(h)} ({h.totaal})
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAssigning(false)}>{translate('app.dossierDetail.actions.cancel')}</Button>
          <SubmitButton
            variant="contained"
            missing={handler === '' ? [translate('app.dossierDetail.side.handler')] : []}
            onClick={() => handler !== '' && move('UITGEZET', handler).catch(() => undefined)}
          >
            {translate('app.dossierDetail.side.assign')}
          </SubmitButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
