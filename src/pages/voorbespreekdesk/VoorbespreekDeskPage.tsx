import Add from '@mui/icons-material/Add';
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { VOORBESPREEK_STATUS_CODES, type VoorbespreekStatus } from '../../../contract/desks';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { DeskLayout } from '../desks/DeskLayout';
import { VoorbespreekConversation } from './VoorbespreekConversation';
import { VoorbespreekList } from './VoorbespreekList';
import { VoorbespreekNewDialog } from './VoorbespreekNewDialog';

/**
 * /voorbespreekdesk and /voorbespreekdesk/{id} (spec 001 §2, §7): the user's pre-discussions,
 * filtered and sorted by start date either way, beside the chosen one's chat; a new one with
 * VOORBESPREEKDESK_NIEUW_BUTTON. Lists, counters and the open chat follow live (docs/desks.md).
 */
const VoorbespreekDeskPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.${key}`);
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const session = useSession();
  const may = (permission: string) => !!session?.permissions.includes(permission);
  const isAdviser = session?.userCode === 'A';
  const selected = Number(useParams()['*']?.split('/')[0]) || null;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<VoorbespreekStatus | ''>('');
  const [kantoorId, setKantoorId] = useState(0);
  const [gearchiveerd, setGearchiveerd] = useState(false);
  const [alleenOngelezen, setAlleenOngelezen] = useState(false);
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [creating, setCreating] = useState(false);
  const { data: subjects } = useQuery({ queryKey: ['voorbespreekSubjects'], queryFn: () => dataProvider.getVoorbespreekSubjects(), staleTime: 600_000 });
  const { data: offices } = useQuery({ queryKey: ['deskOffices'], queryFn: () => dataProvider.getReferenceList('/api/v1/rs/kantoren'), enabled: !isAdviser });
  const filter = { query: query.trim() || null, status: status || null, kantoorId: kantoorId || null, gearchiveerd, alleenOngelezen };
  const { data } = useQuery({
    queryKey: ['voorbespreek', 'list', filter, paging, direction],
    queryFn: () => dataProvider.getVoorbesprekingen({ ...paging, sort: `startDate,${direction}` }, filter),
    placeholderData: keepPreviousData,
  });
  const resetPage = () => setPaging({ ...paging, page: 0 });
  const canCreate = may('VOORBESPREEKDESK_NIEUW_BUTTON') && !may('VOORBESPREEKDESK_VIEW_ONLY');

  const filters = (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5, alignItems: 'center' }}>
      <TextField size="small" label={t('desks.search')} value={query} onChange={(event) => (setQuery(event.target.value), resetPage())} sx={{ minWidth: 180 }} data-testid="voorbespreek-search" />
      <TextField select size="small" label={t('desks.status')} value={status} onChange={(event) => (setStatus(event.target.value as VoorbespreekStatus | ''), resetPage())} sx={{ minWidth: 170 }}>
        <MenuItem value="">{t('voorbespreek.allStatuses')}</MenuItem>
        {VOORBESPREEK_STATUS_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`voorbespreek.statuses.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      {!isAdviser && (
        <TextField select size="small" label={t('desks.office')} value={kantoorId} onChange={(event) => (setKantoorId(Number(event.target.value)), resetPage())} sx={{ minWidth: 170, maxWidth: 240 }}>
          <MenuItem value={0}>{t('voorbespreek.allOffices')}</MenuItem>
          {offices?.map((o) => (
            <MenuItem key={String(o.id)} value={Number(o.id)}>
              {String(o.bedrijfsNaam)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControlLabel control={<Checkbox checked={alleenOngelezen} onChange={(event) => (setAlleenOngelezen(event.target.checked), resetPage())} />} label={t('desks.onlyUnread')} />
      <FormControlLabel control={<Checkbox checked={gearchiveerd} onChange={(event) => (setGearchiveerd(event.target.checked), resetPage())} />} label={t('desks.archive')} />
      {canCreate && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} disabled={!subjects} data-testid="voorbespreek-new">
          {t('desks.newConversation')}
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <Title title={t('voorbespreek.title')} />
      <DeskLayout
        filters={filters}
        list={
          <>
            <VoorbespreekList data={data} selected={selected} direction={direction} onSort={(next) => (setDirection(next), resetPage())} />
            {data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
          </>
        }
        conversation={selected ? <VoorbespreekConversation key={selected} id={selected} /> : null}
      />
      {creating && subjects && (
        <VoorbespreekNewDialog
          subjects={subjects}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            navigate(`/voorbespreekdesk/${id}`);
          }}
        />
      )}
    </>
  );
};

export default VoorbespreekDeskPage;
