import { Card, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { lazy } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { DossierFilters } from './DossierFilters';
import { COLUMNS, DossierTable } from './DossierTable';
import { type ListArea, areaFixedKeys } from './dossierQuery';
import { hiddenFilters } from './hiddenFilters';
import { useDossierList } from './useDossierList';

const DossierDetailPage = lazy(() => import('../dossier-detail/DossierDetailPage'));

const LIST_COLUMNS = [
  COLUMNS.id, COLUMNS.naamHypotheekGever, COLUMNS.kenmerk, COLUMNS.fase, COLUMNS.stap, COLUMNS.workloadStatus, COLUMNS.behandelaar,
  COLUMNS.geldverstrekker, COLUMNS.hoofdsom, COLUMNS.ontvangenOp,
];

const TITLES: Record<Exclude<ListArea, 'werkverdeling'>, string> = {
  dossiers: 'app.area.dossiers',
  cds: 'app.area.cds',
  btl: 'app.area.btl',
  'beheer-btl': 'app.area.beheerBtl',
};

type ListPageArea = keyof typeof TITLES;

const DossierList = ({ area }: { area: ListPageArea }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const list = useDossierList(area);
  const hidden = [...hiddenFilters(useSession()), ...areaFixedKeys(area)];
  const total = list.page?.totalElements ?? 0;
  return (
    <Card data-testid={`dossier-list-${area}`}>
      <Title title={translate(TITLES[area])} />
      <Stack direction="row" sx={{ px: 2, pt: 1.5, alignItems: 'baseline', gap: 1.5 }}>
        <Typography component="h1" variant="h6">
          {translate(TITLES[area])}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="dossier-total">
          {list.page ? translate('app.dossierList.total', { smart_count: total }) : ''}
        </Typography>
      </Stack>
      <DossierFilters filter={list.state.filter} onChange={list.setFilter} hide={hidden} />
      <DossierTable
        {...list.tableProps}
        columns={LIST_COLUMNS}
        onOpen={(row) => navigate(`/${area}/${row.id}`)}
      />
    </Card>
  );
};

/** /dossiers, /cds, /btl and /beheer-btl: the list, and below it the dossier (`/{area}/{id}/{tab}`), loaded on demand. */
const DossierListPage = ({ area }: { area: ListPageArea }) => (
  <Routes>
    <Route index element={<DossierList area={area} />} />
    <Route path=":id/*" element={<DossierDetailPage />} />
  </Routes>
);

export default DossierListPage;
