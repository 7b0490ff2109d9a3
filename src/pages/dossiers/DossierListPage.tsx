import { Card, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { HeaderTitle } from '../../shell/layout/HeaderTitle';
import { dossierDetailPage } from './detailPage';
import { DossierFilters } from './DossierFilters';
import { COLUMNS, ColumnsButton, DossierTable, useChosenColumns } from './DossierTable';
import { type ListArea, areaFixedKeys } from './dossierQuery';
import { hiddenFilters } from './hiddenFilters';
import { useDossierList } from './useDossierList';

const DossierDetailPage = dossierDetailPage.Page;

/** What a list can show, in order; the first choice fits a 1,366 px screen, the rest the user adds (Kolommen). */
const AVAILABLE = [
  'id', 'naamHypotheekGever', 'kenmerk', 'offerteNr', 'fase', 'stap', 'status', 'workloadStatus', 'behandelaar', 'kantoor', 'adviseur',
  'geldverstrekker', 'hoofdsom', 'leningType', 'ontvangenOp', 'stapSinds', 'geldigTot', 'labels',
] as const;
const INITIAL = ['id', 'naamHypotheekGever', 'kenmerk', 'fase', 'stap', 'workloadStatus', 'behandelaar', 'ontvangenOp'] as const;
/**
 * BTL loans in servicing have left the application process behind (phase, step and workload say
 * nothing any more): what matters is the kind of servicing, the lender, the loan and who handles it.
 */
const INITIAL_BY_AREA: Partial<Record<ListPageArea, readonly (typeof AVAILABLE)[number][]>> = {
  'beheer-btl': ['id', 'naamHypotheekGever', 'kenmerk', 'leningType', 'geldverstrekker', 'hoofdsom', 'behandelaar', 'kantoor'],
};
const HIDDEN_BY_AREA: Partial<Record<ListPageArea, readonly string[]>> = {
  'beheer-btl': ['fase', 'stap', 'workloadStatus', 'dossierMorgenSLASelected'],
};

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
  const hidden = [...hiddenFilters(useSession()), ...areaFixedKeys(area), ...(HIDDEN_BY_AREA[area] ?? [])];
  const total = list.page?.totalElements ?? 0;
  const [chosen, setChosen] = useChosenColumns(area, INITIAL_BY_AREA[area] ?? INITIAL);
  return (
    <Card data-testid={`dossier-list-${area}`}>
      <HeaderTitle title={translate(TITLES[area])} />
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
        columns={chosen.map((key) => COLUMNS[key])}
        toolbar={<ColumnsButton available={AVAILABLE} chosen={chosen} onChange={setChosen} />}
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
