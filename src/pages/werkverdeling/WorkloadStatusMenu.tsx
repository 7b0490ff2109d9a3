import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import type { DossierRow } from '../../dataProvider/dossiers';
import { WORKLOAD_TRANSITIONS, type WorkloadStatus, workloadStatusName } from '../../../contract/workload';

interface Props {
  row: DossierRow;
  /** The handler chosen in the assign bar; moving to UITGEZET hands the dossier to them. */
  handler?: number;
  onChange: (row: DossierRow, status: WorkloadStatus) => void;
}

/** The workload moves docs/workload.md allows from the dossier's status; the server decides (409). */
export const WorkloadStatusMenu = ({ row, handler, onChange }: Props) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = row.workload?.status ?? 'UITZETTEN';
  const targets = WORKLOAD_TRANSITIONS[current].filter((status) => status !== current || status === 'UITGEZET');
  return (
    <>
      <Tooltip title={translate('app.werkverdeling.changeStatus')}>
        <IconButton size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-label={translate('app.werkverdeling.changeStatus')} data-testid={`status-menu-${row.id}`}>
          <MoreVert fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {targets.map((status) => {
          const needsHandler = status === 'UITGEZET' && !handler;
          return (
            <MenuItem
              key={status}
              disabled={needsHandler}
              onClick={() => {
                setAnchor(null);
                onChange(row, status);
              }}
              data-testid={`status-${row.id}-${status}`}
            >
              <ListItemText primary={translate('app.werkverdeling.toStatus', { status: workloadStatusName(status) })} secondary={needsHandler ? translate('app.werkverdeling.needsHandler') : undefined} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
