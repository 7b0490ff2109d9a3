import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Button, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';

interface PrioritySelectProps {
  id: number;
  value: number;
  /** Normaal, Hoog, Spoed as GET /rs/taak/priorities names them (spec 000 §3, §7). */
  options: { id: number; displayName: string }[] | undefined;
  onChange: (value: number) => void;
}

/** The priority of a task as a select. */
export const PrioritySelect = ({ id, value, options, onChange }: PrioritySelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={options ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ htmlInput: { 'aria-label': `${translate('app.tasks.col.priority')} ${id}` } }}
      data-testid={`priority-${id}`}
    >
      {options?.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.displayName}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Mark done or open again, and delegate, on one row. */
export const TaskRowActions = ({ id, done, onDone, onDelegate }: { id: number; done: boolean; onDone: () => void; onDelegate: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <Button size="small" onClick={onDone} data-testid={`done-${id}`}>
        {translate(done ? 'app.tasks.markUndone' : 'app.tasks.markDone')}
      </Button>
      <Button size="small" onClick={onDelegate} data-testid={`delegate-${id}`}>
        {translate('app.tasks.delegate')}
      </Button>
    </>
  );
};

/** Mark a read task unread again: a small envelope beside its status 'Open'. */
export const MarkUnreadButton = ({ id, onClick }: { id: number; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.tasks.markUnread')}>
      <IconButton size="small" sx={{ ml: 0.5, p: 0.25 }} onClick={onClick} aria-label={translate('app.tasks.markUnreadRow', { id })} data-testid={`unread-${id}`}>
        <MarkEmailUnreadOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
