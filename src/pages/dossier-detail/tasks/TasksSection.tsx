import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { UserCode } from '../../../../contract/permissions';
import { useSession } from '../../../authProvider/session';
import type { Task } from '../../../dataProvider/tasks';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../../i18n/dates';
import { TaskDetailDialog } from '../../taken/TaskDetailDialog';
import { SectionCard } from '../forms/SectionCard';
import { SectionPagination } from '../forms/SectionPagination';
import { OpenableRow } from '../forms/OpenableRow';

const SIZE = 10;
const COLUMNS = ['createdAt', 'subject', 'to', 'deadline', 'priority', 'status'] as const;
/** The user types that see no task at all (docs/tasks.md, "Who sees a task"). */
const NO_TASKS: readonly UserCode[] = ['A', 'K', 'S'];
const TASK_RIGHTS = ['MENU_TAKEN_VIEW', 'MENU_WORKFLOW_VIEW'];

/**
 * The dossier's tasks on the Communicatie tab (GET /dossiers/{id}/taken), newest first or oldest
 * first, ten to a page; a row opens the task. Only for staff who work with tasks: the task itself
 * opens through the Taken or Workflow right, and an adviser or applicant sees no task at all.
 * The query key is one of the task lists' (shell/events/queryKeys), so a task event reloads it.
 */
const TasksSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tasks.dossier.${key}`);
  const session = useSession();
  const mayWork = !!session && !NO_TASKS.includes(session.userCode) && TASK_RIGHTS.some((right) => session.permissions.includes(right));
  const [page, setPage] = useState(0);
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [open, setOpen] = useState<number | null>(null);
  const { data } = useQuery({
    queryKey: ['dossierTaken', dossierId, page, direction],
    queryFn: () => dataProvider.getDossierTasks(dossierId, { page, size: SIZE, direction }),
    placeholderData: keepPreviousData,
    enabled: mayWork,
  });
  if (!mayWork) return null;
  const cell = (task: Task, column: (typeof COLUMNS)[number]) => {
    if (column === 'createdAt') return formatDateTime(task.createdAt);
    if (column === 'subject') return task.onderwerp || task.omschrijving;
    if (column === 'to') return task.assignee?.naam ?? task.team?.teamNaam ?? '';
    if (column === 'deadline') return formatDateTime(task.deadline);
    if (column === 'priority') return translate(`app.notes.prioriteiten.${task.priorityId}`);
    return <Chip size="small" variant="outlined" color={task.done ? 'success' : task.overdue ? 'error' : 'default'} label={translate(task.done ? 'app.tasks.status.done' : 'app.tasks.status.open')} />;
  };
  return (
    <SectionCard title={t('title')} testId="dossier-tasks">
      {data && data.totalElements === 0 ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    {column === 'createdAt' ? (
                      <TableSortLabel active direction={direction} onClick={() => (setDirection(direction === 'desc' ? 'asc' : 'desc'), setPage(0))}>
                        {t(column)}
                      </TableSortLabel>
                    ) : (
                      t(column)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((task) => (
                <OpenableRow key={task.id} onOpen={() => setOpen(task.id)} data-testid="dossier-task" data-task={task.id}>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      sx={{ whiteSpace: column === 'createdAt' || column === 'deadline' ? 'nowrap' : undefined, fontWeight: task.unread && column === 'subject' ? 700 : undefined }}
                      title={column === 'subject' ? task.omschrijving : undefined}
                    >
                      {cell(task, column)}
                    </TableCell>
                  ))}
                </OpenableRow>
              ))}
            </TableBody>
          </Table>
          {data && <SectionPagination total={data.totalElements} page={page} size={SIZE} onPage={setPage} />}
        </Box>
      )}
      {open !== null && <TaskDetailDialog id={open} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
};

export default TasksSection;
