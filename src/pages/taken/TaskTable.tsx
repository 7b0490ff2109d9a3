import { Link, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { Page } from '../../dataProvider/crud';
import type { Task } from '../../dataProvider/tasks';
import { formatDateTime } from '../../i18n/dates';

type Column = 'id' | 'onderwerp' | 'dossierId' | 'category' | 'priorityId' | 'deadline';
export interface Sort {
  column: Column;
  direction: 'asc' | 'desc';
}
const COLUMNS: { key: Column; label: string }[] = [
  { key: 'id', label: 'id' },
  { key: 'onderwerp', label: 'onderwerp' },
  { key: 'dossierId', label: 'dossier' },
  { key: 'category', label: 'category' },
  { key: 'priorityId', label: 'priority' },
  { key: 'deadline', label: 'deadline' },
];

/**
 * One page of tasks, sorted by the server on the column clicked; unread ones bold. A click on a row
 * opens the task, and so does its number, a button that Tab reaches and Enter presses.
 */
export const TaskTable = ({ data, sort, onSort, onOpen }: { data: Page<Task> | undefined; sort: Sort; onSort: (sort: Sort) => void; onOpen: (id: number) => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tasks.${key}`, options);
  return data && !data.content.length ? (
    <Typography data-testid="taken-empty">{t('empty')}</Typography>
  ) : (
    <Table size="small" data-testid="taken-list">
      <TableHead>
        <TableRow>
          {COLUMNS.map((col) => (
            <TableCell key={col.key} sortDirection={sort.column === col.key ? sort.direction : false}>
              <TableSortLabel
                active={sort.column === col.key}
                direction={sort.column === col.key ? sort.direction : 'asc'}
                onClick={() => onSort({ column: col.key, direction: sort.column === col.key && sort.direction === 'asc' ? 'desc' : 'asc' })}
              >
                {t(`col.${col.label}`)}
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell>{t('col.to')}</TableCell>
          <TableCell>{t('col.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data?.content.map((task) => (
          <TableRow key={task.id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(task.id)} data-testid="taken-row" data-task={task.id}>
            <TableCell sx={{ fontWeight: task.unread ? 700 : undefined }}>
              <Link
                component="button"
                onClick={(event: { stopPropagation: () => void }) => (event.stopPropagation(), onOpen(task.id))}
                aria-label={t('taken.openTask', { id: task.id })}
                sx={{ fontWeight: 'inherit', verticalAlign: 'baseline' }}
                data-testid={`taken-open-${task.id}`}
              >
                {task.id}
              </Link>
            </TableCell>
            <TableCell sx={{ maxWidth: 280, fontWeight: task.unread ? 700 : undefined }} title={task.omschrijving}>
              {task.onderwerp || task.omschrijving}
            </TableCell>
            <TableCell>
              {task.dossierId && (
                <Link component={RouterLink} to={`/dossiers/${task.dossierId}`} onClick={(event) => event.stopPropagation()}>
                  {task.dossierId}
                </Link>
              )}
            </TableCell>
            <TableCell>{task.category.displayName}</TableCell>
            <TableCell>{translate(`app.notes.prioriteiten.${task.priorityId}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(task.deadline)}</TableCell>
            <TableCell>{task.assignee?.naam ?? task.team?.teamNaam}</TableCell>
            <TableCell>{t(task.archived ? 'status.archived' : task.done ? 'status.done' : task.unread ? 'status.unread' : 'status.open')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
