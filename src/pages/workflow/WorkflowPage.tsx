import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, Link, MenuItem, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkflowScope } from '../../../contract/workflow';
import type { MailItem } from '../../dataProvider/mail';
import type { Task } from '../../dataProvider/tasks';
import type { Recipient } from '../../dataProvider/workflow';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { dateRangeParams, formatDateTime } from '../../i18n/dates';
import { refreshCounters } from '../../shell/counters';
import { DateField } from '../../shell/inputs/DateField';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { TaskDetailDialog } from '../taken/TaskDetailDialog';
import { DelegateDialog, recipientName } from './DelegateDialog';
import { MailWorkflowRow } from './MailWorkflowRow';
import { MarkUnreadButton, PrioritySelect, TaskRowActions } from './TaskRowActions';

const SCOPES: WorkflowScope[] = ['MIJN', 'TEAM', 'ALLE'];
/**
 * Fixed widths, the subject taking what is left, so the list fits a 1,366 px screen with room in
 * Aan for a name like 'M.J. van der Heijden-Smits' on one line; what is left holds a long Dutch
 * compound ('Werkgeversverklaring') in bold on one line.
 */
const COLUMN_WIDTHS = [
  ['id', 60],
  ['onderwerp', 'auto'],
  ['dossier', 68],
  ['category', 100],
  ['priority', 96],
  ['deadline', 132],
  ['to', 184],
  ['status', 100],
  ['actions', 168],
] as const;

const DAY = 'YYYY-MM-DD';
/** Spec 000 §5: a date range ends tomorrow unless the user says otherwise. */
const tomorrow = () => dayjs().add(1, 'day').format(DAY);

/** A row of the list: a task, or a mail (docs/mail.md "Workflow and counters"). */
type Item = Task | (MailItem & { workflowType: 'MAIL' });
const keyOf = (item: Item) => `${item.workflowType}:${item.id}`;
const idsOf = (keys: readonly string[], kind: Item['workflowType']) => keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => Number(k.slice(kind.length + 1)));

/** A click on a control in a row does its own work, not open the task. */
const keepToCell = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * /workflow (spec 000 §7): my, my teams' or all open tasks and incoming mail, the filter of §3
 * (active people only, as the page sends it; a deadline range ending tomorrow, each day whole: from
 * T00:00:00Z to T23:59:59Z), the unread counts of the scope asked as §7 asks them, and the actions
 * per row and on a selection (done: tasks marked done, mails archived; delegating is for tasks),
 * each answered with a message. A task's row opens the task, a mail's subject opens it in
 * Berichten. A group action is all or nothing: the server's Dutch refusal is shown above the list.
 */
const WorkflowPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tasks.${key}`, options);
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<WorkflowScope>('MIJN');
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [search, setSearch] = useState('');
  const [typeId, setTypeId] = useState('');
  const [activeUsers, setActiveUsers] = useState(true);
  const [done, setDone] = useState(false);
  const [deadlineFrom, setDeadlineFrom] = useState<string>();
  const [deadlineTo, setDeadlineTo] = useState<string | undefined>(tomorrow);
  const [selected, setSelected] = useState<string[]>([]);
  const [delegating, setDelegating] = useState<{ ids: number[]; dossierId?: number | null } | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  const range = dateRangeParams(deadlineFrom, deadlineTo);
  const filter = { typeId: typeId ? Number(typeId) : undefined, activeUsers, deadlineFrom: range.from, deadlineTo: range.to, done: done || undefined };
  const query = { scope, search: search.trim() || undefined, ...paging };
  const countFilter = { activeUsers, deadlineFrom: range.from, deadlineTo: range.to };
  const { data } = useQuery({ queryKey: ['workflow', query, filter], queryFn: () => dataProvider.getWorkflow(query, filter), placeholderData: keepPreviousData });
  const { data: counts } = useQuery({ queryKey: ['workflow', 'counts', scope, countFilter], queryFn: () => dataProvider.getWorkflowCounts(scope, countFilter) });
  const { data: types } = useQuery({ queryKey: ['taskTypes'], queryFn: () => dataProvider.getTaskTypes(), staleTime: Infinity });
  const { data: priorities } = useQuery({ queryKey: ['taskPriorities'], queryFn: () => dataProvider.getTaskPriorities(), staleTime: Infinity });

  const changed = async () => {
    setSelected([]);
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['workflow'] }), refreshCounters(queryClient)]);
  };
  const action = useMutation({
    mutationFn: ({ run }: { run: () => Promise<unknown>; message: (answer: unknown) => string }) => run(),
    onMutate: () => setError(undefined),
    onSuccess: async (answer, { message }) => {
      notify(message(answer), { type: 'success' });
      await changed();
    },
    onError: (failure) => setError(failure.message),
  });
  const run = <T,>(call: () => Promise<T>, message: (answer: T) => string, onDone?: () => void) =>
    action.mutate({ run: call, message: message as (answer: unknown) => string }, { onSuccess: onDone });
  const delegate = (to: Recipient) => {
    if (!delegating) return;
    const { ids } = delegating;
    const close = () => setDelegating(null);
    if (ids.length === 1) run(() => dataProvider.delegateWorkflow(ids[0], to), (task) => t('done.delegate', { id: task.id, to: recipientName(task) }), close);
    else run(() => dataProvider.groupDelegate(ids, to), ({ items }) => t('done.groupDelegate', { smart_count: items.length, to: items[0] ? recipientName(items[0]) : '' }), close);
  };
  const resetPage = () => setPaging({ ...paging, page: 0 });
  const rows = (data?.content ?? []) as Item[];
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(keyOf(row)));
  const toggle = (item: Item) => setSelected(selected.includes(keyOf(item)) ? selected.filter((k) => k !== keyOf(item)) : [...selected, keyOf(item)]);
  const selectedTasks = idsOf(selected, 'TAAK');
  const selectedMails = idsOf(selected, 'MAIL');
  const groupDone = async () => {
    const tasks = selectedTasks.length ? (await dataProvider.groupMarkDone(selectedTasks)).items.length : 0;
    const mails = selectedMails.length ? (await dataProvider.archiveMail(selectedMails)).aantal : 0;
    return { tasks, mails };
  };
  const groupDoneMessage = ({ tasks, mails }: { tasks: number; mails: number }) =>
    [tasks && t('done.groupDone', { smart_count: tasks }), mails && translate('app.mail.done.bulkArchived', { smart_count: mails })].filter(Boolean).join(' ');
  const priorityName = (id: number) => priorities?.find((p) => p.id === id)?.displayName ?? '';

  return (
    <Card>
      <Title title={translate('app.area.workflow')} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Tabs value={scope} onChange={(_, value: WorkflowScope) => (setScope(value), setSelected([]), resetPage())}>
            {SCOPES.map((s) => (
              <Tab key={s} value={s} label={t(`scope.${s}`)} data-testid={`scope-${s}`} />
            ))}
          </Tabs>
          {counts && (
            <Typography variant="body2" data-testid="workflow-counts">
              {t('counts', { tasks: counts.myTasks, mails: counts.myMails })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, my: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField size="small" label={t('search')} value={search} onChange={(event) => (setSearch(event.target.value), resetPage())} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField select size="small" label={t('category')} value={typeId} onChange={(event) => (setTypeId(event.target.value), resetPage())} sx={{ minWidth: 180 }}>
            <MenuItem value="">{t('allCategories')}</MenuItem>
            {types?.map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.displayName}
              </MenuItem>
            ))}
          </TextField>
          <DateField label={t('deadlineFrom')} value={deadlineFrom} onChange={(value) => (setDeadlineFrom(value || undefined), resetPage())} testId="workflow-deadline-from" />
          <DateField label={t('deadlineTo')} value={deadlineTo} onChange={(value) => (setDeadlineTo(value || undefined), resetPage())} testId="workflow-deadline-to" />
          <Button
            size="small"
            title={t('todayHint')}
            onClick={() => (setDeadlineFrom(undefined), setDeadlineTo(dayjs().format(DAY)), resetPage())}
            data-testid="workflow-today"
          >
            {t('today')}
          </Button>
          <FormControlLabel control={<Checkbox checked={activeUsers} onChange={(event) => (setActiveUsers(event.target.checked), resetPage())} />} label={t('activeUsers')} />
          <FormControlLabel control={<Checkbox checked={done} onChange={(event) => (setDone(event.target.checked), resetPage())} />} label={t('showDone')} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={!selected.length}
            data-testid="group-done"
            onClick={() => run(groupDone, groupDoneMessage)}
          >
            {t('groupDone', { count: selected.length })}
          </Button>
          <Button
            variant="outlined"
            size="small"
            disabled={!selectedTasks.length || selectedMails.length > 0}
            data-testid="group-delegate"
            onClick={() => setDelegating({ ids: selectedTasks })}
          >
            {t('groupDelegate', { count: selectedTasks.length })}
          </Button>
        </Box>
        {error && !delegating && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="workflow-error" onClose={() => setError(undefined)}>
            {error}
          </Alert>
        )}
        {data && !rows.length ? (
          <Typography data-testid="workflow-empty">{t('empty')}</Typography>
        ) : (
          <Table size="small" data-testid="workflow-list" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" sx={{ width: 48 }}>
                  <Checkbox
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? [] : rows.map(keyOf))}
                    slotProps={{ input: { 'aria-label': t('selectAll') } }}
                  />
                </TableCell>
                {COLUMN_WIDTHS.map(([col, width]) => (
                  <TableCell key={col} sx={{ width }}>
                    {t(`col.${col}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((task) =>
                task.workflowType === 'MAIL' ? (
                  <MailWorkflowRow
                    key={keyOf(task)}
                    mail={task}
                    selected={selected.includes(keyOf(task))}
                    onSelect={() => toggle(task)}
                    priorities={priorities}
                    onPriority={(value) =>
                      run(() => dataProvider.setWorkflowMailPriority(task.id, value), () => translate('app.mail.workflow.done.priority', { id: task.id, priority: priorityName(value) }))
                    }
                    onDone={(done) => run(() => dataProvider.markWorkflowMailDone(task.id, done), () => translate(done ? 'app.mail.workflow.done.done' : 'app.mail.workflow.done.undone', { id: task.id }))}
                    onUnread={() => run(() => dataProvider.setMailRead(task.id, false), () => translate('app.mail.workflow.done.unread', { id: task.id }))}
                  />
                ) : (
                <TableRow
                  key={keyOf(task)}
                  hover
                  data-testid="workflow-row"
                  data-task={task.id}
                  selected={selected.includes(keyOf(task))}
                  onClick={() => setOpened(task.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox" onClick={keepToCell}>
                    <Checkbox
                      checked={selected.includes(keyOf(task))}
                      onChange={() => toggle(task)}
                      slotProps={{ input: { 'aria-label': t('selectRow', { id: task.id }) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ fontWeight: task.unread ? 700 : undefined }}>
                    <Link
                      component="button"
                      onClick={(event: { stopPropagation: () => void }) => (keepToCell(event), setOpened(task.id))}
                      aria-label={t('taken.openTask', { id: task.id })}
                      sx={{ fontWeight: 'inherit', verticalAlign: 'baseline' }}
                      data-testid={`open-${task.id}`}
                    >
                      {task.id}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ fontWeight: task.unread ? 700 : undefined, overflowWrap: 'break-word', hyphens: 'auto' }} title={task.omschrijving}>
                    {task.onderwerp || task.omschrijving}
                  </TableCell>
                  <TableCell>
                    {task.dossierId && (
                      <Link component={RouterLink} to={`/dossiers/${task.dossierId}`} onClick={keepToCell}>
                        {task.dossierId}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>{task.category.displayName}</TableCell>
                  <TableCell onClick={keepToCell}>
                    <PrioritySelect
                      id={task.id}
                      value={task.priorityId}
                      options={priorities}
                      onChange={(value) => run(() => dataProvider.setWorkflowPriority(task.id, value), () => t('done.priority', { id: task.id, priority: priorityName(value) }))}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(task.deadline)}
                    {task.sla && <Chip size="small" sx={{ display: 'flex', width: 'fit-content', mt: 0.25 }} color={task.sla === 'TE_LAAT' ? 'error' : 'warning'} label={t(`sla.${task.sla}`)} />}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }} title={recipientName(task)}>
                    {recipientName(task)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} onClick={keepToCell}>
                    {t(task.done ? 'status.done' : task.unread ? 'status.unread' : 'status.open')}
                    {!task.done && !task.unread && <MarkUnreadButton id={task.id} onClick={() => run(() => dataProvider.markTaskUnread(task.id), () => t('done.unread', { id: task.id }))} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} onClick={keepToCell}>
                    <TaskRowActions
                      id={task.id}
                      done={task.done}
                      onDone={() => run(() => dataProvider.markWorkflowDone(task.id, !task.done), () => t(task.done ? 'done.markUndone' : 'done.markDone', { id: task.id }))}
                      onDelegate={() => setDelegating({ ids: [task.id], dossierId: task.dossierId })}
                    />
                  </TableCell>
                </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        )}
        {data && (
          <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />
        )}
        {opened !== null && <TaskDetailDialog id={opened} onClose={() => setOpened(null)} />}
        {delegating && (
          <DelegateDialog
            dossierId={delegating.ids.length === 1 ? delegating.dossierId : undefined}
            error={error}
            onClose={() => (setDelegating(null), setError(undefined))}
            onDelegate={delegate}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default WorkflowPage;
