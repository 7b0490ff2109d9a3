import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { HeaderTitle } from '../../shell/layout/HeaderTitle';
import { NotFound } from '../notFound/NotFoundPage';
import { useDocumentTitle } from '../../shell/layout/pageTitle';
import { applicantsLine, dossierReference } from '../dossiers/dossierFormat';
import { rememberDossier } from '../dossiers/recentDossiers';
import { DossierHeader } from './DossierHeader';
import { DossierTabs, visibleTabs } from './DossierTabs';
import { LabelsPanel } from './LabelsPanel';
import { RemarksPanel } from './RemarksPanel';
import { AdvisorContact } from './AdvisorContact';
import { InformAdviserAction } from './InformAdviserAction';
import { DeskNotice } from './desks/DeskNotice';
import { StatusActions } from './StatusActions';
import { StatusProgress } from './StatusProgress';
import { StipulationsPanel } from './StipulationsPanel';
import { useDossier, useRefreshDossier } from './useDossier';
import { WorkloadPanel } from './WorkloadPanel';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/**
 * /dossiers/{id}, /cds/{id} and /btl/{id} (optionally /{tab}): the dossier's header and status
 * actions, its tabs, and a side panel with workload, progress, labels and remarks (spec 001 §2).
 * The page and the document are titled after the header; the visit is remembered for the quick search.
 * A dossier that does not exist or lies outside the user's scope (the server answers 404 for both)
 * shows the not-found page.
 */
const DossierDetailPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id = '', '*': rest = '' } = useParams();
  const session = useSession();
  const permissions = session?.permissions ?? [];
  const valid = /^\d{1,9}$/.test(id);
  const { data: dossier, error } = useDossier(id);
  const refresh = useRefreshDossier(id);
  const redenen = useQuery({
    queryKey: ['reference', '/api/v1/rs/redenbeeindigings'],
    queryFn: () => dataProvider.getReferenceList('/api/v1/rs/redenbeeindigings'),
    enabled: !!dossier?.redenBeeindigingId,
    select: (items) => items.map((item) => ({ id: Number(item.id), omschrijving: String(item.omschrijving) })),
  });

  const base = pathname.split('/').slice(0, 3).join('/');
  const reference = dossier ? dossierReference(dossier) : '';
  // An application has no offer yet: no dangling ' - ' after the number.
  const title = dossier ? translate(reference ? 'app.dossierHeader.title' : 'app.dossierHeader.titleWithoutReference', { id: dossier.id, reference }) : '';
  const names = dossier ? applicantsLine(dossier, { dhr: translate('app.dossierHeader.dhr'), mevr: translate('app.dossierHeader.mevr') }) : '';
  useDocumentTitle(title);

  useEffect(() => {
    if (dossier) rememberDossier({ id: dossier.id, path: base, label: [title, names].filter(Boolean).join(' · ') });
  }, [dossier, base, title, names]);

  const tabs = dossier ? visibleTabs(dossier, permissions) : [];
  const tabKey = rest.split('/')[0];
  const current = tabs.find((tab) => tab.key === tabKey) ?? tabs[0];

  // One not-found page, no error dialog on top (the call leaves a 404 to this page).
  if (!valid || (error instanceof HttpError && error.status === 404)) {
    return <NotFound titleKey="app.dossierHeader.notFoundTitle" messageKey="app.dossierHeader.notFound" />;
  }
  return (
    <Stack sx={{ gap: 2 }} data-testid="dossier-detail">
      <HeaderTitle title={title || ' '} />
      <Box>
        <Button size="small" startIcon={<ArrowBack />} onClick={() => navigate(base.split('/').slice(0, 2).join('/'))}>
          {translate('app.dossierHeader.back')}
        </Button>
      </Box>
      {dossier && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' }, gap: 2, alignItems: 'start' }}>
          <Stack sx={{ gap: 2, minWidth: 0 }}>
            <Card>
              <CardContent>
                <DossierHeader dossier={dossier} title={title} names={names} />
                <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                  <StatusActions dossier={dossier} onChanged={refresh} />
                  <InformAdviserAction dossier={dossier} />
                  <AdvisorContact dossier={dossier} />
                </Stack>
                <DeskNotice dossierId={dossier.id} />
              </CardContent>
            </Card>
            {current && <DossierTabs dossierId={dossier.id} tabs={tabs} current={current} onChange={(key) => navigate(`${base}/${key}`, { replace: true })} />}
          </Stack>
          <Card component="aside" data-testid="dossier-side-panel">
            <CardContent>
              <Stack sx={{ gap: 2 }} divider={<Divider flexItem />}>
                <WorkloadPanel dossier={dossier} onChanged={refresh} />
                <StatusProgress dossier={dossier} redenen={redenen.data ?? []} />
                <StipulationsPanel dossierId={dossier.id} />
                <LabelsPanel dossier={dossier} onChanged={refresh} />
                <RemarksPanel dossier={dossier} onChanged={refresh} />
              </Stack>
            </CardContent>
          </Card>
        </Box>
      )}
    </Stack>
  );
};

export default DossierDetailPage;
