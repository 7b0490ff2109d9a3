import { Box, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Tab, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useSession } from '../../authProvider/session';
import type { TaskListFilter, TaskPaging, TaskSearch } from '../../dataProvider/tasks';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { personNameSurnameFirst } from '../../../contract/names';
import { TaskDetailDialog } from './TaskDetailDialog';
import { TaskReport } from './TaskReport';
import { type Sort, TaskTable } from './TaskTable';
import { type Who, WhoSelect, whoFilter } from './WhoSelect';

type View = 'mine' | 'teammates' | 'user' | 'search' | 'report';
/**
 * Another person's tasks show only through the team or all scope (docs/tasks.md); without either
 * the list would always be empty, so the view is not offered.
 */
const SCOPE_PERMISSIONS = ['WORKFLOW_VIEW_TEAM', 'WORKFLOW_VIEW_ALLE'];

/**
 * /tickets/taken (spec 000 §7 "Tasks"): my tasks, my teams' and teammates' tasks, one person's
 * tasks, the task search of one person or one team by dossier, and the report. Open or done,
 * archived ones on request; paged zero-based and sorted by the server; a row opens the task.
 */
const TakenPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tasks.${key}`, options);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const userId = session?.userId;
  const mayViewOthers = SCOPE_PERMISSIONS.some((permission) => session?.permissions.includes(permission));
  const [view, setView] = useState<View>('mine');
  const [who, setWho] = useState<Who>('mine');
  const [person, setPerson] = useState('');
  const [dossierId, setDossierId] = useState('');
  const [gedaan, setGedaan] = useState(false);
  const [gearchiveerd, setGearchiveerd] = useState(false);
  const [sort, setSort] = useState<Sort>({ column: 'deadline', direction: 'asc' });
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [open, setOpen] = useState<number | null>(null);
  const { data: targets } = useQuery({ queryKey: ['delegateTargets', null], queryFn: () => dataProvider.getDelegateTargets() });

  // 'Afgehandelde tonen' adds the done tasks to the open ones: no done filter at all (both).
  const filter: TaskListFilter = { gedaan: gedaan ? undefined : false, gearchiveerd };
  const body: TaskSearch = { ...whoFilter(who, userId!), dossierId: dossierId ? Number(dossierId) : undefined, ...filter };
  const query: TaskPaging = { ...paging, sort: `${sort.column},${sort.direction}` };
  const load = () => {
    if (view === 'mine') return dataProvider.getMyTasks(query, filter);
    if (view === 'teammates') return dataProvider.getTeammatesTasks(query, filter);
    if (view === 'user') return dataProvider.getUserTasks(Number(person), query, filter);
    return dataProvider.searchTasks(query, body);
  };
  const listed = view !== 'report' && (view !== 'user' || !!person);
  const { data } = useQuery({
    queryKey: ['taken', view, query, view === 'search' ? body : filter, view === 'user' ? person : null],
    queryFn: load,
    placeholderData: keepPreviousData,
    enabled: userId !== undefined && listed,
  });
  const resetPage = () => setPaging({ ...paging, page: 0 });
  const views: View[] = ['mine', 'teammates', ...(mayViewOthers ? (['user'] as const) : []), 'search', 'report'];

  return (
    <Card>
      <Title title={translate('app.area.taken')} />
      <CardContent>
        <Tabs value={view} onChange={(_, next: View) => (setView(next), resetPage())} sx={{ mb: 2 }}>
          {views.map((v) => (
            <Tab key={v} value={v} label={t(`taken.views.${v}`)} data-testid={`taken-view-${v}`} />
          ))}
        </Tabs>
        {view === 'report' ? (
          userId !== undefined && <TaskReport targets={targets} userId={userId} />
        ) : (
          <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            {view === 'search' && <WhoSelect value={who} onChange={(next) => (setWho(next), resetPage())} targets={targets} userId={userId} testId="taken-who" />}
            {view === 'search' && (
              <TextField
                size="small"
                label={t('taken.dossierId')}
                value={dossierId}
                onChange={(event) => (setDossierId(event.target.value.replace(/\D/g, '')), resetPage())}
                slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
              />
            )}
            {view === 'user' && (
              <TextField select size="small" label={t('taken.medewerker')} value={person} onChange={(event) => (setPerson(event.target.value), resetPage())} sx={{ minWidth: 240 }} data-testid="taken-person">
                {targets?.gebruikers
                  .filter((user) => user.id !== userId)
                  .map((user) => (
                    <MenuItem key={user.id} value={String(user.id)}>
                      {personNameSurnameFirst(user.partijNawData)}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            <FormControlLabel control={<Checkbox checked={gedaan} onChange={(event) => (setGedaan(event.target.checked), resetPage())} />} label={t('showDone')} />
            <FormControlLabel control={<Checkbox checked={gearchiveerd} onChange={(event) => (setGearchiveerd(event.target.checked), resetPage())} />} label={t('taken.archived')} />
          </Box>
        )}
        {view === 'user' && !person && <Typography data-testid="taken-choose-user">{t('taken.chooseUser')}</Typography>}
        {listed && <TaskTable data={data} sort={sort} onSort={setSort} onOpen={setOpen} />}
        {listed && data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
        {open !== null && <TaskDetailDialog id={open} onClose={() => setOpen(null)} />}
      </CardContent>
    </Card>
  );
};

export default TakenPage;
