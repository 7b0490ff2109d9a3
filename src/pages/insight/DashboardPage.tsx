import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { DASHBOARD_FIGURES, type DashboardName } from '../../../contract/insight/figures';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ChartCard } from './ChartCard';
import { FigureCard } from './FigureCard';
import { InsightToolbar } from './InsightToolbar';
import { useInsightQuery } from './useInsightQuery';

const TITLES: Record<DashboardName, string> = {
  dashboard: 'app.insight.dashboard.title',
  aanvragen: 'app.nav.dashboards.aanvragen',
  'compleet-dossier': 'app.nav.dashboards.compleetDossier',
  werkvoorraad: 'app.nav.dashboards.werkvoorraad',
  'first-time-right': 'app.nav.dashboards.firstTimeRight',
  omzet: 'app.nav.dashboards.omzet',
  adviseurs: 'app.nav.dashboards.adviseurs',
  agenda: 'app.nav.dashboards.agenda',
};

/**
 * One dashboard (docs/insight.md): its figures and charts over the chosen period, beside the
 * period before, each opening the dossiers it counts. /dashboard is the overview of this week and month.
 */
const DashboardPage = ({ name }: { name: DashboardName }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const overview = name === 'dashboard';
  const { state, update, query } = useInsightQuery(`dashboard.${name}`, overview ? 'week' : 'maand');
  const { data, isFetching } = useQuery({
    queryKey: ['insight', name, query],
    queryFn: () => dataProvider.getDashboard(name, query),
    placeholderData: keepPreviousData,
  });
  const texts = DASHBOARD_FIGURES[name] as Record<string, { label: string; uitleg: string }>;
  const title = translate(TITLES[name]);
  const seesDossiers = DOSSIER_VIEW.some((p) => session?.permissions.includes(p));
  const csv = () =>
    dataProvider.downloadInsightCsv(overview ? '/api/v1/inzicht/dashboard' : `/api/v1/inzicht/dashboards/${name}`, query, `${name}-${data?.periode.van ?? 'periode'}.csv`);

  return (
    <Box data-testid={`dashboard-${name}`}>
      <Title title={title} />
      <Typography component="h1" variant="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {overview ? translate('app.insight.dashboard.intro') : translate(`app.insight.dashboards.${name}`)}
      </Typography>
      {!seesDossiers && <Alert severity="info" sx={{ mb: 2 }}>{translate('app.insight.dashboard.noDossiers')}</Alert>}
      <InsightToolbar state={state} update={update} kinds={overview ? ['week'] : undefined} onCsv={csv} />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={translate('app.insight.loading')} />}</Box>
      {data && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, mb: 2 }}>
            {data.kengetallen.map((k) => (
              <FigureCard key={k.id} figure={k} text={texts[k.id]} />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
            {data.grafieken.map((g) => (
              <ChartCard key={g.id} chart={g} text={texts[g.id]} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};

export default DashboardPage;
