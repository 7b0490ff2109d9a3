import { Box, Card, CardContent, CardHeader, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FASES } from '../../../contract/dossier';
import { personName, personNameSurnameFirst } from '../../../contract/names';
import { runningDossiersQuery } from '../../../contract/offices';
import { useSession } from '../../authProvider/session';
import type { LenderLink, OfficeFigures } from '../../dataProvider/offices';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { formatDate } from '../../i18n/dates';
import { formatEuro } from '../dossiers/dossierFormat';
import { toListUrl } from '../dossiers/dossierQuery';
import { ContactFacts, address, mailLink, phoneLink, webLink } from './ContactFacts';
import { OfficeFrame, officeKey } from './OfficeFrame';

/** The dossier list with a filter, as a link's target. */
const listUrl = (filter: Record<string, string | string[]>) => `/dossiers?${toListUrl({ filter, page: 0, size: 25 }).toString()}`;

const Section = ({ title, testId, wide, children }: { title: string; testId: string; wide?: boolean; children: ReactNode }) => (
  <Card data-testid={testId} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
    <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
    <CardContent>{children}</CardContent>
  </Card>
);

const Rows = ({ headers, rows, testId }: { headers: string[]; rows: { key: number; cells: ReactNode[] }[]; testId: string }) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={`${testId}-row`}>
            {row.cells.map((cell, index) => (
              <TableCell key={headers[index]}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

const Lenders = ({ lenders }: { lenders: LenderLink[] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.office.${key}`);
  if (!lenders.length) return <Typography color="text.secondary">{t('geenGeldverstrekkers')}</Typography>;
  return (
    <Rows
      testId="office-lenders"
      headers={[t('columns.geldverstrekker'), t('columns.ontvangerCode'), t('columns.agentnummer'), t('columns.sinds')]}
      rows={lenders.map((l) => ({ key: l.id, cells: [l.naam, l.ontvangerCode, l.agentnummer, formatDate(l.sinds)] }))}
    />
  );
};

/** Staff: the office's advisers with their running dossiers, each a link to exactly those dossiers (the list's total is the number). */
const OfficeAdvisers = ({ officeId, dossiers }: { officeId: string; dossiers: boolean }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.office.${key}`, options);
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['kantoor-adviseurs', officeId], queryFn: () => dataProvider.getOfficeAdvisers(officeId) });
  if (!data) return null;
  if (!data.length) return <Typography color="text.secondary">{t('geenAdviseurs')}</Typography>;
  return (
    <Rows
      testId="office-advisers"
      headers={[t('columns.naam'), t('columns.email'), t('columns.telefoon'), t('columns.lopendeDossiers')]}
      rows={data.map((a) => ({
        key: a.id,
        cells: [
          personNameSurnameFirst(a),
          mailLink(a.email),
          phoneLink(a.telefoonnummer),
          dossiers ? (
            <Link
              component={RouterLink}
              to={listUrl(runningDossiersQuery(Number(officeId), a.id))}
              aria-label={t('adviseurDossiers', { n: a.lopendeDossiers, naam: personName(a) })}
              data-testid="office-adviser-running"
            >
              {a.lopendeDossiers}
            </Link>
          ) : (
            a.lopendeDossiers
          ),
        ],
      }))}
    />
  );
};

/** An adviser: the colleagues of their own office (GET /adviseurs/teammates), themselves marked. */
const Teammates = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.office.${key}`);
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['teammates'], queryFn: () => dataProvider.getTeammates() });
  if (!data) return null;
  return (
    <Rows
      testId="office-teammates"
      headers={[t('columns.naam'), t('columns.email'), t('columns.telefoon'), t('columns.mobiel')]}
      rows={data.map((a) => ({ key: a.id, cells: [`${personNameSurnameFirst(a)}${a.zelf ? ` (${t('jij')})` : ''}`, mailLink(a.email), phoneLink(a.telefoonnummer), phoneLink(a.mobielnummer)] }))}
    />
  );
};

/** An adviser: the money providers of their own office (GET /adviseurs/current/geldverstrekkers). */
const CurrentLenders = () => {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['current-lenders'], queryFn: () => dataProvider.getCurrentLenders() });
  return data ? <Lenders lenders={data} /> : null;
};

/** Staff: the money providers the office works with (GET /kantoors/{id}/geldverstrekkers). */
const OfficeLenders = ({ officeId }: { officeId: string }) => {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['kantoor-geldverstrekkers', officeId], queryFn: () => dataProvider.getOfficeLenders(officeId) });
  return data ? <Lenders lenders={data} /> : null;
};

const LIST = new Intl.ListFormat('nl', { type: 'conjunction' });

/** Whose dossiers the figures count: the adviser's own view and the staff's full view of one office differ, and say so. */
const FiguresCounted = ({ figures }: { figures: OfficeFigures }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.office.${key}`, options);
  const kinds = figures.soorten;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="office-figures-counted">
      {t('geteld', { soorten: kinds === null ? t('soortenAlle') : LIST.format(kinds.map((kind) => t(`soorten.${kind}`))) })}
    </Typography>
  );
};

/** GET /kantoors/{id}/cijfers: running dossiers per phase and the last twelve months. */
const Figures = ({ officeId, figures, dossiersLink }: { officeId: number; figures: OfficeFigures; dossiersLink: boolean }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.office.${key}`, options);
  const days = figures.gemiddeldeDoorlooptijdDagen;
  const running = dossiersLink ? (
    <Link component={RouterLink} to={listUrl(runningDossiersQuery(officeId))} aria-label={t('lopendOpenen', { n: figures.lopendeDossiers })} data-testid="office-running-link">
      {figures.lopendeDossiers}
    </Link>
  ) : (
    String(figures.lopendeDossiers)
  );
  return (
    <>
      <FiguresCounted figures={figures} />
      <ContactFacts
        testId="office-figures"
        rows={[
          [t('lopend'), running],
          ...FASES.map((fase): [string, string] => [`– ${fase.name}`, String(figures.perFase[fase.id] ?? 0)]),
          [t('gepasseerd'), String(figures.gepasseerd12Maanden)],
          [t('volume'), formatEuro(figures.volume12Maanden)],
          [t('afgewezen'), String(figures.afgewezen12Maanden)],
          [t('doorlooptijd'), days === null ? t('geenDoorlooptijd') : t('dagen', { smart_count: days })],
        ]}
      />
      {dossiersLink && (
        <Link component={RouterLink} to={listUrl({ kantoor: String(officeId), dossierCds: 'alle' })} sx={{ display: 'inline-block', mt: 1.5 }} data-testid="office-dossiers-link">
          {t('dossiers')}
        </Link>
      )}
    </>
  );
};

/**
 * /adviseurs/{officeId}, Kantoor (spec 000 §2; docs/offices.md): an office's contact data, AFM and
 * KvK numbers, and, each under its ADVISEURS_DETAIL_* permission, figures, advisers and money providers. Staff open it from Kantoren; an adviser sees
 * their own office with their colleagues, beside the office's invoices.
 */
const KantoorPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.office.${key}`);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const officeId = useParams().officeId ?? '';
  const adviser = session?.userCode === 'A';
  const seesDossiers = !!session?.permissions.includes('MENU_DOSSIERS_VIEW');
  const staffDossiers = !adviser && seesDossiers;
  const valid = /^\d{1,9}$/.test(officeId) && (!adviser || String(session?.officeId) === officeId);
  // Each section shows under its own ADVISEURS_DETAIL_* permission, which its call demands too.
  const may = (permission: string) => !!session?.permissions.includes(permission);
  const { data: office } = useQuery({ queryKey: officeKey(officeId), queryFn: () => dataProvider.getOffice(officeId), enabled: valid });
  const { data: figures } = useQuery({
    queryKey: [...officeKey(officeId), 'cijfers'],
    queryFn: () => dataProvider.getOfficeFigures(officeId),
    enabled: valid && may('ADVISEURS_DETAIL_CIJFERS'),
  });
  const whose = adviser ? 'adviseur' : session?.userCode === 'H' ? 'geldverstrekker' : figures?.soorten === null ? 'alle' : 'beperkt';

  return (
    <OfficeFrame tab="kantoor">
      {office && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }} data-testid="office-page">
          <Title title={office.bedrijfsNaam} />
          <Section title={t('gegevens')} testId="office-details">
            <ContactFacts
              testId="office-contact"
              rows={[
                [t('adres'), address(office)],
                [t('telefoon'), phoneLink(office.telefoonNummer)],
                [t('email'), mailLink(office.email)],
                [t('website'), webLink(office.website)],
                [t('afmNummer'), office.afmNummer],
                [t('kvkNummer'), office.kvkNummer],
                [t('regio'), codeName('regio', office.regio)],
                [t('kantoorType'), codeName('kantoorType', office.kantoorType)],
              ]}
            />
          </Section>
          {figures && (
            <Section title={t(`cijfersOver.${whose}`)} testId="office-figures-card">
              <Figures officeId={office.id} figures={figures} dossiersLink={seesDossiers} />
            </Section>
          )}
          {may('ADVISEURS_DETAIL_ADVISEURS') && (
            <Section title={adviser ? t('collegas') : t('adviseurs')} testId="office-advisers-card" wide>
              {adviser ? <Teammates /> : <OfficeAdvisers officeId={officeId} dossiers={staffDossiers} />}
            </Section>
          )}
          {may('ADVISEURS_DETAIL_GELDVERSTREKKERS') && (
            <Section title={t('geldverstrekkers')} testId="office-lenders-card" wide>
              {adviser ? <CurrentLenders /> : <OfficeLenders officeId={officeId} />}
            </Section>
          )}
        </Box>
      )}
    </OfficeFrame>
  );
};

export default KantoorPage;
