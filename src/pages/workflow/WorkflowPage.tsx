import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, Link, MenuItem, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkflowScope } from '../../../contract/workflow';
import type { MailItem } from '../../dataProvider/mail';
import type { Task } from '../../dataProvider/tasks';
import type { Recipient } from '../../dataProvider/workflow';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../i18n/dates';
import { refreshCounters } from '../../shell/counters';
import { DateField } from '../../shell/inputs/DateField';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { DelegateDialog } from './DelegateDialog';
import { MailWorkflowRow } from './MailWorkflowRow';
import { MarkUnreadButton, PrioritySelect, TaskRowActions } from './TaskRowActions';

const SCOPES: WorkflowScope[] = ['MIJN', 'TEAM', 'ALLE'];
/**
 * Fixed widths, the subject taking what is left, so the list fits a 1,366 px screen; what is left
 * holds a long Dutch compound ('Werkgeversverklaring') in bold on one line.
 */
const COLUMN_WIDTHS = [
  ['id', 64],
  ['onderwerp', 'auto'],
  ['dossier', 72],
  ['category', 104],
  ['priority', 104],
  ['deadline', 144],
  ['to', 112],
  ['status', 100],
  ['actions', 168],
] as const;

/** A row of the list: a task, or a mail (docs/mail.md "Workflow and counters"). */
type Item = Task | (MailItem & { workflowType: 'MAIL' });
const keyOf = (item: Item) => `${item.workflowType}:${item.id}`;
const idsOf = (keys: readonly string[], kind: Item['workflowType']) => keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => Number(k.slice(kind.length + 1)));

/** Who holds a task: the person's name or the team's. */
const holder = (task: Task) => task.assignee?.naam ?? task.team?.teamNaam ?? '';

/**
 * /workflow (spec 000 §7): my, my teams' or all open tasks and incoming mail, the filter of §3, the
 * unread counts, and the actions per row and on a selection (done: tasks marked done, mails
 * archived; delegating is for tasks). A group action is all or nothing: the server's Dutch refusal
 * is shown above the list.
 */
const WorkflowPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tasks.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<WorkflowScope>('MIJN');
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [search, setSearch] = useState('');
  const [typeId, setTypeId] = useState('');
  const [activeUsers, setActiveUsers] = useState(false);
  const [done, setDone] = useState(false);
  const [deadlineFrom, setDeadlineFrom] = useState<string>();
  const [deadlineTo, setDeadlineTo] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [delegating, setDelegating] = useState<{ ids: number[]; dossierId?: number | null } | null>(null);
  const [error, setError] = useState<string>();

  const filter = { typeId: typeId ? Number(typeId) : undefined, activeUsers: activeUsers || undefined, deadlineFrom, deadlineTo, done: done || undefined };
  const query = { scope, search: search.trim() || undefined, ...paging };
  const { data } = useQuery({ queryKey: ['workflow', query, filter], queryFn: () => dataProvider.getWorkflow(query, filter), placeholderData: keepPreviousData });
  const { data: counts } = useQuery({ queryKey: ['workflow', 'counts', scope], queryFn: () => dataProvider.getWorkflowCounts(scope) });
  const { data: types } = useQuery({ queryKey: ['taskTypes'], queryFn: () => dataProvider.getTaskTypes(), staleTime: Infinity });

  const changed = async () => {
    setSelected([]);
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['workflow'] }), refreshCounters(queryClient)]);
  };
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onMutate: () => setError(undefined),
    onSuccess: changed,
    onError: (failure) => setError(failure.message),
  });
  const delegate = (to: Recipient) => {
    if (!delegating) return;
    const { ids } = delegating;
    action.mutate(() => (ids.length === 1 ? dataProvider.delegateWorkflow(ids[0], to) : dataProvider.groupDelegate(ids, to)), {
      onSuccess: () => setDelegating(null),
    });
  };
  const resetPage = () => setPaging({ ...paging, page: 0 });
  const rows = (data?.content ?? []) as Item[];
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(keyOf(row)));
  const toggle = (item: Item) => setSelected(selected.includes(keyOf(item)) ? selected.filter((k) => k !== keyOf(item)) : [...selected, keyOf(item)]);
  const selectedTasks = idsOf(selected, 'TAAK');
  const selectedMails = idsOf(selected, 'MAIL');
  const groupDone = async () => {
    if (selectedTasks.length) await dataProvider.groupMarkDone(selectedTasks);
    if (selectedMails.length) await dataProvider.archiveMail(selectedMails);
  };

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
          <DateField label={t('deadlineFrom')} value={deadlineFrom} onChange={(value) => (setDeadlineFrom(value || undefined), resetPage())} />
          <DateField label={t('deadlineTo')} value={deadlineTo} onChange={(value) => (setDeadlineTo(value || undefined), resetPage())} />
          <FormControlLabel control={<Checkbox checked={activeUsers} onChange={(event) => (setActiveUsers(event.target.checked), resetPage())} />} label={t('activeUsers')} />
          <FormControlLabel control={<Checkbox checked={done} onChange={(event) => (setDone(event.target.checked), resetPage())} />} label={t('showDone')} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <Button variant="outlined" size="small" disabled={!selected.length} data-testid="group-done" onClick={() => action.mutate(groupDone)}>
            {t('groupDone', { count: selected.length })}
          </Button>
          <Button variant="outlined" size="small" disabled={!selectedTasks.length || selectedMails.length > 0} data-testid="group-delegate" onClick={() => setDelegating({ ids: selectedTasks })}>
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
                  <MailWorkflowRow key={keyOf(task)} mail={task} selected={selected.includes(keyOf(task))} onSelect={() => toggle(task)} onArchive={() => action.mutate(() => dataProvider.archiveMail([task.id]))} />
                ) : (
                <TableRow key={keyOf(task)} data-testid="workflow-row" data-task={task.id} selected={selected.includes(keyOf(task))}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(keyOf(task))}
                      onChange={() => toggle(task)}
                      slotProps={{ input: { 'aria-label': t('selectRow', { id: task.id }) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ fontWeight: task.unread ? 700 : undefined }}>{task.id}</TableCell>
                  <TableCell sx={{ fontWeight: task.unread ? 700 : undefined, overflowWrap: 'break-word', hyphens: 'auto' }} title={task.omschrijving}>
                    {task.onderwerp || task.omschrijving}
                  </TableCell>
                  <TableCell>
                    {task.dossierId && (
                      <Link component={RouterLink} to={`/dossiers/${task.dossierId}`}>
                        {task.dossierId}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>{task.category.displayName}</TableCell>
                  <TableCell>
                    <PrioritySelect id={task.id} value={task.priorityId} onChange={(value) => action.mutate(() => dataProvider.setWorkflowPriority(task.id, value))} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(task.deadline)}
                    {task.sla && <Chip size="small" sx={{ display: 'flex', width: 'fit-content', mt: 0.25 }} color={task.sla === 'TE_LAAT' ? 'error' : 'warning'} label={t(`sla.${task.sla}`)} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={holder(task)}>
                    {holder(task)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t(task.done ? 'status.done' : task.unread ? 'status.unread' : 'status.open')}
                    {!task.done && !task.unread && <MarkUnreadButton id={task.id} onClick={() => action.mutate(() => dataProvider.markTaskUnread(task.id))} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <TaskRowActions
                      id={task.id}
                      done={task.done}
                      onDone={() => action.mutate(() => dataProvider.markWorkflowDone(task.id, !task.done))}
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
