import Add from '@mui/icons-material/Add';
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { DeskLayout } from '../desks/DeskLayout';
import { OverruleConversation } from './OverruleConversation';
import { OverruleList } from './OverruleList';
import { OverruleNewDialog } from './OverruleNewDialog';

/** Who may ask for an overrule: the adviser and the back office (the money provider is the one asked). */
const REQUESTERS = ['A', 'M', 'E', 'B', 'V'];

/**
 * /overruledesk and /overruledesk/{id} (spec 001 §2, §7): the requests the user takes part in,
 * filtered and newest activity first, beside the chosen request's chat; a new request with files.
 * Lists, counters and the open chat follow other parties' changes live (docs/desks.md).
 */
const OverruleDeskPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.${key}`);
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const session = useSession();
  const selected = Number(useParams()['*']?.split('/')[0]) || null;
  const [query, setQuery] = useState('');
  const [mainSubjectId, setMainSubjectId] = useState(0);
  const [gearchiveerd, setGearchiveerd] = useState(false);
  const [alleenOngelezen, setAlleenOngelezen] = useState(false);
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [creating, setCreating] = useState(false);
  const { data: subjects } = useQuery({ queryKey: ['overruleSubjects'], queryFn: () => dataProvider.getOverruleSubjects(), staleTime: 600_000 });
  const filter = { query: query.trim() || null, mainSubjectId: mainSubjectId || null, gearchiveerd, alleenOngelezen };
  const { data } = useQuery({
    queryKey: ['overrule', 'list', filter, paging],
    queryFn: () => dataProvider.getOverrules({ ...paging, sort: 'laatsteBerichtOp,desc' }, filter),
    placeholderData: keepPreviousData,
  });
  const resetPage = () => setPaging({ ...paging, page: 0 });

  const filters = (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5, alignItems: 'center' }}>
      <TextField size="small" label={t('desks.search')} placeholder={t('desks.searchHint')} value={query} onChange={(event) => (setQuery(event.target.value), resetPage())} sx={{ minWidth: 200 }} data-testid="overrule-search" />
      <TextField select size="small" label={t('desks.subject')} value={mainSubjectId} onChange={(event) => (setMainSubjectId(Number(event.target.value)), resetPage())} sx={{ minWidth: 170 }}>
        <MenuItem value={0}>{t('desks.allSubjects')}</MenuItem>
        {subjects?.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.naam}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Checkbox checked={alleenOngelezen} onChange={(event) => (setAlleenOngelezen(event.target.checked), resetPage())} />} label={t('desks.onlyUnread')} />
      <FormControlLabel control={<Checkbox checked={gearchiveerd} onChange={(event) => (setGearchiveerd(event.target.checked), resetPage())} />} label={t('desks.archive')} />
      {REQUESTERS.includes(session?.userCode ?? '') && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} disabled={!subjects} data-testid="overrule-new">
          {t('desks.newConversation')}
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <Title title={t('overrule.title')} />
      <DeskLayout
        filters={filters}
        list={
          <>
            <OverruleList data={data} selected={selected} />
            {data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
          </>
        }
        conversation={selected ? <OverruleConversation key={selected} id={selected} /> : null}
      />
      {creating && subjects && (
        <OverruleNewDialog
          subjects={subjects}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            navigate(`/overruledesk/${id}`);
          }}
        />
      )}
    </>
  );
};

export default OverruleDeskPage;
