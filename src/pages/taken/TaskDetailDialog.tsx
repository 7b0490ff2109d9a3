import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TASK_LIMITS } from '../../../contract/limits';
import type { Task, TaskDetail } from '../../dataProvider/tasks';
import type { Recipient } from '../../dataProvider/workflow';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../i18n/dates';
import { refreshCounters } from '../../shell/counters';
import { TASK_QUERY_KEYS } from '../../shell/events/queryKeys';
import { DelegateDialog, recipientName } from '../workflow/DelegateDialog';
import { SubmitButton } from '../../shell/forms/SubmitButton';

/** The editable texts of a task: subject and description, saved on the version read. */
const TaskTexts = ({ task, onSave, pending }: { task: TaskDetail; onSave: (subject: string, description: string) => void; pending: boolean }) => {
  const translate = useTranslate();
  const [subject, setSubject] = useState(task.onderwerp ?? '');
  const [description, setDescription] = useState(task.omschrijving);
  const changed = subject !== (task.onderwerp ?? '') || description !== task.omschrijving;
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      <TextField size="small" label={translate('app.tasks.col.onderwerp')} value={subject} onChange={(event) => setSubject(event.target.value)} slotProps={{ htmlInput: { maxLength: TASK_LIMITS.onderwerp, 'data-testid': 'task-subject' } }} />
      <TextField
        size="small"
        multiline
        minRows={3}
        required
        label={translate('app.tasks.taken.omschrijving')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: TASK_LIMITS.omschrijving } }}
      />
      <SubmitButton
        sx={{ alignSelf: 'flex-end' }}
        variant="contained"
        size="small"
        missing={description.trim() ? [] : [translate('app.tasks.taken.omschrijving')]}
        disabled={!changed || pending}
        onClick={() => onSave(subject, description)}
        data-testid="task-update"
      >
        {translate('app.panel.save')}
      </SubmitButton>
    </Stack>
  );
};

/**
 * One task (opening it marks it read): its texts to update, priority, done and archive, a link to
 * a dossier, a hand-over, and its history (created, handed over, done, opened again). Each button
 * says what a click does now, and each action answers with a message.
 */
export const TaskDetailDialog = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tasks.taken.${key}`, options);
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [dossier, setDossier] = useState('');
  const [delegating, setDelegating] = useState(false);
  const { data: task } = useQuery({ queryKey: ['taken', 'detail', id], queryFn: () => dataProvider.getTask(id) });
  const action = useMutation({
    mutationFn: ({ run }: { run: () => Promise<Task>; message: (done: Task) => string }) => run(),
    onSuccess: async (done, { message }) => {
      setDelegating(false);
      notify(message(done), { type: 'success' });
      await Promise.all([...TASK_QUERY_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] })), refreshCounters(queryClient)]);
    },
  });
  const run = (call: () => Promise<Task>, message: (done: Task) => string) => action.mutate({ run: call, message });
  const said = (key: string, options?: object) => () => translate(`app.tasks.done.${key}`, { id, ...options });
  // Opening the task marks it read, so the dialog closes first and its own query is left out:
  // a refetch of it would mark the task read again.
  const markUnread = useMutation({
    mutationFn: () => dataProvider.markTaskUnread(id),
    onSuccess: async () => {
      onClose();
      notify(said('unread')(), { type: 'success' });
      await Promise.all([
        ...TASK_QUERY_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key], predicate: (query) => query.queryKey[1] !== 'detail' })),
        refreshCounters(queryClient),
      ]);
    },
  });
  const delegate = (to: Recipient) =>
    task && run(() => dataProvider.updateTask({ id, version: task.version, ...to }), (done) => said('delegate', { to: recipientName(done) })());
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="task-detail">
      <DialogTitle>{t('detail', { id })}</DialogTitle>
      <DialogContent>
        {action.error && !delegating && <Alert severity="error">{action.error.message}</Alert>}
        {task && (
          <>
            <Table size="small">
              <TableBody>
                {[
                  [translate('app.tasks.col.category'), task.category.displayName],
                  [translate('app.tasks.col.priority'), translate(`app.notes.prioriteiten.${task.priorityId}`)],
                  [translate('app.tasks.col.deadline'), formatDateTime(task.deadline)],
                  [translate('app.tasks.col.to'), recipientName(task)],
                  [translate('app.tasks.col.status'), translate(task.done ? 'app.tasks.status.done' : task.archived ? 'app.tasks.status.archived' : 'app.tasks.status.open')],
                  [t('createdBy'), `${task.createdBy?.naam ?? ''} ${formatDateTime(task.createdAt)}`],
                ].map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" sx={{ width: 180 }}>
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th">{translate('app.tasks.col.dossier')}</TableCell>
                  <TableCell>
                    {task.dossierId ? (
                      <Link component={RouterLink} to={`/dossiers/${task.dossierId}`}>
                        {t('openDossier')} {task.dossierId}
                      </Link>
                    ) : (
                      <Stack direction="row" spacing={1}>
                        <TextField size="small" label={t('dossierId')} value={dossier} onChange={(event) => setDossier(event.target.value.replace(/\D/g, ''))} slotProps={{ htmlInput: { maxLength: 10, 'data-testid': 'task-link-dossier' } }} />
                        <SubmitButton size="small" missing={dossier ? [] : [t('dossierId')]} onClick={() => run(() => dataProvider.linkTaskDossier(id, Number(dossier)), said('linked', { dossierId: dossier }))}>
                          {t('linkAction')}
                        </SubmitButton>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <TaskTexts
              key={task.version}
              task={task}
              pending={action.isPending}
              onSave={(subject, description) => run(() => dataProvider.updateTask({ id, version: task.version, subject, description }), said('updated'))}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('history')}
            </Typography>
            <Table size="small" data-testid="task-history">
              <TableHead>
                <TableRow>
                  {(['at', 'by', 'action', 'to'] as const).map((col) => (
                    <TableCell key={col}>{t(`historyCol.${col}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {task.history.map((step, index) => (
                  <TableRow key={index}>
                    <TableCell>{formatDateTime(step.at)}</TableCell>
                    <TableCell>{step.by?.naam}</TableCell>
                    <TableCell>{t(`historyAction.${step.action}`)}</TableCell>
                    <TableCell>{step.assignee?.naam ?? step.team?.teamNaam}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          disabled={!task}
          onClick={() => run(() => dataProvider.toggleTaskPriority(id), (done) => said('priority', { priority: translate(`app.notes.prioriteiten.${done.priorityId}`) })())}
          data-testid="task-priority"
        >
          {t(task && task.priorityId !== 3 ? 'priorityNormal' : 'priorityHigh')}
        </Button>
        <Button size="small" disabled={!task} onClick={() => run(() => dataProvider.toggleTaskDone(id), (done) => said(done.done ? 'markDone' : 'markUndone')())} data-testid="task-done">
          {translate(task?.done ? 'app.tasks.markUndone' : 'app.tasks.markDone')}
        </Button>
        <Button size="small" disabled={!task} onClick={() => run(() => dataProvider.toggleTaskArchived(id), (done) => said(done.archived ? 'archived' : 'unarchived')())} data-testid="task-archive">
          {t(task?.archived ? 'unarchive' : 'archive')}
        </Button>
        <Button size="small" onClick={() => setDelegating(true)} data-testid="task-delegate">
          {translate('app.tasks.delegate')}
        </Button>
        <Button size="small" disabled={!task || markUnread.isPending} onClick={() => markUnread.mutate()} data-testid="task-unread">
          {translate('app.tasks.markUnread')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {delegating && task && (
        <DelegateDialog dossierId={task.dossierId} error={action.error?.message} onClose={() => (setDelegating(false), action.reset())} onDelegate={delegate} />
      )}
    </Dialog>
  );
};
