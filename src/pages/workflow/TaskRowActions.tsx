import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Button, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';

interface PrioritySelectProps {
  id: number;
  value: number;
  /** Normaal, Hoog, Spoed as GET /rs/taak/priorities names them (spec 000 §3, §7). */
  options: { id: number; displayName: string }[] | undefined;
  onChange: (value: number) => void;
  /** Another item than a task (a mail row): its own name and test id. */
  label?: string;
  testId?: string;
}

/** The priority of a task (or a mail of the list) as a select. */
export const PrioritySelect = ({ id, value, options, onChange, label, testId }: PrioritySelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={options ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ htmlInput: { 'aria-label': label ?? `${translate('app.tasks.col.priority')} ${id}` } }}
      data-testid={testId ?? `priority-${id}`}
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

/** Mark a read task (or mail of the list) unread again: a small envelope beside its status 'Open'. */
export const MarkUnreadButton = ({ id, onClick, label, testId }: { id: number; onClick: () => void; label?: string; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.tasks.markUnread')}>
      <IconButton size="small" sx={{ ml: 0.5, p: 0.25 }} onClick={onClick} aria-label={label ?? translate('app.tasks.markUnreadRow', { id })} data-testid={testId ?? `unread-${id}`}>
        <MarkEmailUnreadOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
