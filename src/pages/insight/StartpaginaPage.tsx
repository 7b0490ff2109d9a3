import { Box, Card, CardContent, LinearProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FASES, STAPPEN, type Fase } from '../../../contract/dossier';
import { personName } from '../../../contract/names';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { drillUrl } from './format';

const where = (fase: string, stap: string) =>
  `${FASES.find((f) => f.id === fase)?.name ?? fase} – ${STAPPEN[fase as Fase]?.find((s) => s.id === stap)?.name ?? stap}`;
const dossierPath = (d: { id: number; cds: boolean; btl: boolean }) => `/${d.cds ? 'cds' : d.btl ? 'btl' : 'dossiers'}/${d.id}`;

const Section = ({ title, testId, footer, children }: { title: string; testId: string; footer?: ReactNode; children: ReactNode }) => (
  <Card variant="outlined" data-testid={testId}>
    <CardContent>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
      {footer && <Box sx={{ mt: 1 }}>{footer}</Box>}
    </CardContent>
  </Card>
);

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" variant="body2">
    {text}
  </Typography>
);

/**
 * /startpagina (docs/insight.md): the signed-in user's own start: their open tasks, their dossiers
 * over the SLA, the latest announcements and the dossiers they changed last. A part the user may
 * not see is left out.
 */
const StartpaginaPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.insight.start.${key}`, options);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const { data, isFetching } = useQuery({ queryKey: ['startpagina'], queryFn: () => dataProvider.getStartpagina() });
  const mayOpenTasks = !!session?.permissions.some((p) => p === 'MENU_TAKEN_VIEW' || p === 'MENU_WORKFLOW_VIEW');
  const naam = personName(session?.naam);

  return (
    <Box data-testid="startpagina">
      <Title title={t('title')} />
      <Typography component="h1" variant="h2" gutterBottom>
        {t('greeting', { naam })}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={translate('app.insight.loading')} />}</Box>
      {data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          {data.taken && (
            <Section
              title={t('tasks')}
              testId="start-tasks"
              footer={mayOpenTasks && data.taken.totaal > 0 ? <Link component={RouterLink} to="/tickets/taken">{t('tasksAll', { count: data.taken.totaal })}</Link> : undefined}
            >
              {data.taken.items.length ? (
                <List dense disablePadding>
                  {data.taken.items.map((task) => (
                    <ListItem key={task.id} disableGutters data-testid={`start-task-${task.id}`}>
                      <ListItemText
                        primary={task.onderwerp ?? task.category.displayName}
                        secondary={`${t('deadline')} ${formatDateTime(task.deadline)}${task.dossierId ? ` · ${t('dossier', { id: task.dossierId })}` : ''}`}
                        slotProps={{ secondary: { color: task.overdue ? 'error' : 'text.secondary' } }}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Empty text={t('tasksEmpty')} />
              )}
            </Section>
          )}
          {data.overSla && (
            <Section
              title={t('overSla')}
              testId="start-sla"
              footer={data.overSla.totaal > 0 ? <Link component={RouterLink} to={drillUrl(data.overSla.filter)} data-testid="start-sla-all">{t('overSlaAll', { smart_count: data.overSla.totaal })}</Link> : undefined}
            >
              {data.overSla.items.length ? (
                <List dense disablePadding>
                  {data.overSla.items.map((d) => (
                    <ListItem key={d.id} disableGutters>
                      <ListItemText
                        primary={<Link component={RouterLink} to={dossierPath(d)}>{`${d.id} · ${d.naamHypotheekGever}`}</Link>}
                        secondary={`${where(d.fase, d.stap)} · ${t('slaDatum')} ${formatDate(d.slaDatum)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Empty text={t('overSlaEmpty')} />
              )}
            </Section>
          )}
          {data.aankondigingen && (
            <Section
              title={t('announcements')}
              testId="start-announcements"
              footer={<Link component={RouterLink} to="/informatie/aankondigingen">{t('announcementsAll')}</Link>}
            >
              {data.aankondigingen.length ? (
                <List dense disablePadding>
                  {data.aankondigingen.map((a) => (
                    <ListItem key={a.id} disableGutters>
                      <ListItemText
                        primary={a.titel}
                        secondary={[formatDate(a.publicatieDatum), a.samenvatting].filter(Boolean).join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Empty text={t('announcementsEmpty')} />
              )}
            </Section>
          )}
          {data.recent && (
            <Section title={t('recent')} testId="start-recent">
              {data.recent.length ? (
                <List dense disablePadding>
                  {data.recent.map((d) => (
                    <ListItem key={d.id} disableGutters data-testid={`start-recent-${d.id}`}>
                      <ListItemText
                        primary={<Link component={RouterLink} to={dossierPath(d)}>{`${d.id} · ${d.naamHypotheekGever}`}</Link>}
                        secondary={`${where(d.fase, d.stap)} · ${t('changed', { when: formatDateTime(d.gewijzigdOp) })}`}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Empty text={t('recentEmpty')} />
              )}
            </Section>
          )}
        </Box>
      )}
    </Box>
  );
};

export default StartpaginaPage;
