import { Box, Card, CardContent, Checkbox, FormControlLabel, Link, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import type { TaskSearch } from '../../dataProvider/tasks';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../i18n/dates';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { personName } from '../workflow/personName';
import { TaskDetailDialog } from './TaskDetailDialog';

type Column = 'id' | 'onderwerp' | 'dossierId' | 'category' | 'priorityId' | 'deadline';
const COLUMNS: { key: Column; label: string }[] = [
  { key: 'id', label: 'id' },
  { key: 'onderwerp', label: 'onderwerp' },
  { key: 'dossierId', label: 'dossier' },
  { key: 'category', label: 'category' },
  { key: 'priorityId', label: 'priority' },
  { key: 'deadline', label: 'deadline' },
];

/**
 * /tickets/taken (spec 000 §7 "Tasks"): the task search of one person or one team (mine by
 * default), by dossier, open or done, archived ones on request; paged zero-based and sorted by
 * the server; a row opens the task.
 */
const TakenPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tasks.${key}`, options);
  const dataProvider = useAppDataProvider();
  const userId = useSession()?.userId;
  const [who, setWho] = useState('mine');
  const [dossierId, setDossierId] = useState('');
  const [gedaan, setGedaan] = useState(false);
  const [gearchiveerd, setGearchiveerd] = useState(false);
  const [sort, setSort] = useState<{ column: Column; direction: 'asc' | 'desc' }>({ column: 'deadline', direction: 'asc' });
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [open, setOpen] = useState<number | null>(null);
  const { data: targets } = useQuery({ queryKey: ['delegateTargets', null], queryFn: () => dataProvider.getDelegateTargets() });

  const [kind, whoId] = who.split(':');
  const body: TaskSearch = {
    ...(kind === 'team' ? { teams: [Number(whoId)], isTeam: true } : { gebruikers: [kind === 'user' ? Number(whoId) : userId!] }),
    dossierId: dossierId ? Number(dossierId) : undefined,
    gedaan,
    gearchiveerd,
  };
  const query = { ...paging, sort: `${sort.column},${sort.direction}` };
  const { data } = useQuery({
    queryKey: ['taken', query, body],
    queryFn: () => dataProvider.searchTasks(query, body),
    placeholderData: keepPreviousData,
    enabled: userId !== undefined,
  });
  const resetPage = () => setPaging({ ...paging, page: 0 });

  return (
    <Card>
      <Title title={translate('app.area.taken')} />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select size="small" label={t('taken.who')} value={who} onChange={(event) => (setWho(event.target.value), resetPage())} sx={{ minWidth: 240 }} data-testid="taken-who">
            <MenuItem value="mine">{t('taken.mine')}</MenuItem>
            {targets?.teams.map((team) => (
              <MenuItem key={`team-${team.id}`} value={`team:${team.id}`}>
                {t('taken.teamFilter')}: {team.teamNaam}
              </MenuItem>
            ))}
            {targets?.gebruikers
              .filter((user) => user.id !== userId)
              .map((user) => (
                <MenuItem key={`user-${user.id}`} value={`user:${user.id}`}>
                  {personName(user.partijNawData)}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            size="small"
            label={t('taken.dossierId')}
            value={dossierId}
            onChange={(event) => (setDossierId(event.target.value.replace(/\D/g, '')), resetPage())}
            slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
          />
          <FormControlLabel control={<Checkbox checked={gedaan} onChange={(event) => (setGedaan(event.target.checked), resetPage())} />} label={t('showDone')} />
          <FormControlLabel control={<Checkbox checked={gearchiveerd} onChange={(event) => (setGearchiveerd(event.target.checked), resetPage())} />} label={t('taken.archived')} />
        </Box>
        {data && !data.content.length ? (
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
                      onClick={() => setSort({ column: col.key, direction: sort.column === col.key && sort.direction === 'asc' ? 'desc' : 'asc' })}
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
                <TableRow key={task.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpen(task.id)} data-testid="taken-row" data-task={task.id}>
                  <TableCell sx={{ fontWeight: task.unread ? 700 : undefined }}>{task.id}</TableCell>
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
        )}
        {data && (
          <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />
        )}
        {open !== null && <TaskDetailDialog id={open} onClose={() => setOpen(null)} />}
      </CardContent>
    </Card>
  );
};

export default TakenPage;
