import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { stappenVan, FASES, type Fase } from '../../../contract/dossier';
import { BANKGARANTIE_LABELS, OPEN_BANKGARANTIE_STATUSSEN } from '../../../contract/dossier-parties';
import { useSession } from '../../authProvider/session';
import type { GuaranteeDetail } from '../../dataProvider/covers';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { wholeEuro } from '../../i18n/numbers';
import { dossierPath } from '../dossiers/dossierFormat';
import { DaysLeft } from '../lists/DaysLeft';
import { NotFound } from '../notFound/NotFoundPage';

const PERCENT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

const Facts = ({ rows, testId }: { rows: [string, ReactNode][]; testId: string }) => (
  <Box component="dl" data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: 'minmax(140px, auto) 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`${testId}-${label}`}>
          {value ?? '–'}
        </Typography>
      </Box>
    ))}
  </Box>
);

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId: string }) => (
  <Card data-testid={testId}>
    <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
    <CardContent>{children}</CardContent>
  </Card>
);

/** A value of the audit trail as the guarantee's screens show it: a date, an amount, a status by name. */
const useChangeValue = () => {
  const translate = useTranslate();
  return (veld: string, value: string | null) => {
    if (value === null || value === '') return '–';
    if (veld === 'status') return translate(`app.btlCds.bankgarantieStatus.${value}`, { _: value });
    if (veld === 'bedrag' && !Number.isNaN(Number(value))) return wholeEuro(Number(value));
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    return value;
  };
};

const Changes = ({ changes }: { changes: NonNullable<GuaranteeDetail['wijzigingen']> }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.guarantees.detail.${key}`);
  const value = useChangeValue();
  if (!changes.length) return <Typography color="text.secondary">{t('geenWijzigingen')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="guarantee-changes">
        <TableHead>
          <TableRow>
            {['wanneer', 'door', 'veld', 'oud', 'nieuw'].map((key) => (
              <TableCell key={key}>{t(`columns.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.id} data-testid="guarantee-change">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.gewijzigdOp)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{change.door ?? t('systeem')}</TableCell>
              <TableCell data-column="veld">{BANKGARANTIE_LABELS[change.veld as keyof typeof BANKGARANTIE_LABELS] ?? change.veld}</TableCell>
              <TableCell data-column="oud">{value(change.veld, change.oudeWaarde)}</TableCell>
              <TableCell data-column="nieuw">{value(change.veld, change.nieuweWaarde)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * /bankgaranties/{id} (docs/guarantees.md "Detail"): one guarantee beside the purchase it secures,
 * the planned transfer and the dossier's people, with a warning when it lapses before the
 * transfer, and what changed on it. Changes are made on the dossier, whose link it offers.
 */
const BankgarantiePage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.guarantees.detail.${key}`, options);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const id = useParams().id ?? '';
  const valid = /^\d{1,9}$/.test(id);
  const { data: g, error } = useQuery({
    queryKey: ['bankgarantie', id],
    queryFn: () => dataProvider.getGuarantee(id),
    enabled: valid,
  });
  if (!valid || (error instanceof HttpError && error.status === 404)) {
    return <NotFound titleKey="app.guarantees.detail.notFoundTitle" messageKey="app.guarantees.detail.notFound" />;
  }
  const open = !!g && OPEN_BANKGARANTIE_STATUSSEN.includes(g.status);
  const statusName = (code: string) => translate(`app.btlCds.bankgarantieStatus.${code}`, { _: code });
  const kenmerk = g?.kenmerk ?? t('zonderKenmerk');
  const fase = g ? FASES.find((f) => f.id === g.fase) : undefined;
  const stap = g && fase ? stappenVan(g.fase as Fase).find((s) => s.id === g.stap) : undefined;
  const address = g?.object ? `${g.object.straatNaam} ${g.object.huisNummer}${g.object.huisNummerToevoeging ? ` ${g.object.huisNummerToevoeging}` : ''}, ${g.object.postcode} ${g.object.plaatsNaam}` : null;

  return (
    <Stack sx={{ gap: 2 }} data-testid="guarantee-page">
      <Box>
        <Button size="small" startIcon={<ArrowBack />} component={RouterLink} to="/bankgaranties">
          {t('back')}
        </Button>
      </Box>
      {g && (
        <>
          <Title title={t('title', { kenmerk })} />
          <Card>
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h1" variant="h5" data-testid="guarantee-title">
                  {t('title', { kenmerk })}
                </Typography>
                <Chip size="small" variant="outlined" label={statusName(g.status)} data-testid="guarantee-status" />
                <DaysLeft days={g.dagenTotVerval} open={open} />
              </Stack>
              <Typography color="text.secondary">
                {g.bank} · {wholeEuro(g.bedrag)}
              </Typography>
              {session?.permissions.includes('DOSSIER_DETAIL_EDIT') && (
                <Button size="small" variant="outlined" sx={{ mt: 1.5 }} component={RouterLink} to={dossierPath({ id: g.dossierId, cds: g.cds, btl: g.btl })} data-testid="guarantee-edit">
                  {t('wijzigen')}
                </Button>
              )}
            </CardContent>
          </Card>
          {g.verlooptVoorPasseren && (
            <Alert severity="warning" data-testid="guarantee-warning">
              {t('verlooptVoorPasseren', { verval: formatDate(g.vervalDatum), passeer: formatDate(g.passeerdatum) })}
            </Alert>
          )}
          {open && g.dagenTotVerval < 0 && (
            <Alert severity="error" data-testid="guarantee-expired">
              {t('verlopen')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
            <Section title={t('garantie')} testId="guarantee-facts">
              <Facts
                testId="guarantee"
                rows={[
                  [BANKGARANTIE_LABELS.bank, g.bank],
                  [BANKGARANTIE_LABELS.kenmerk, g.kenmerk],
                  [BANKGARANTIE_LABELS.begunstigde, g.begunstigde],
                  [BANKGARANTIE_LABELS.bedrag, wholeEuro(g.bedrag)],
                  [BANKGARANTIE_LABELS.ingangsDatum, g.ingangsDatum ? formatDate(g.ingangsDatum) : null],
                  [BANKGARANTIE_LABELS.vervalDatum, formatDate(g.vervalDatum)],
                  [BANKGARANTIE_LABELS.status, statusName(g.status)],
                ]}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('vastgelegd', { op: formatDateTime(g.aangemaaktOp), gewijzigd: formatDateTime(g.gewijzigdOp) })}
              </Typography>
            </Section>
            <Section title={t('dossier')} testId="guarantee-dossier">
              <Facts
                testId="guarantee-context"
                rows={[
                  [
                    translate('app.covers.dossier'),
                    <Link key="dossier" component={RouterLink} to={dossierPath({ id: g.dossierId, cds: g.cds, btl: g.btl })} data-testid="guarantee-dossier-link">
                      {t('openDossier', { id: g.dossierId })}
                    </Link>,
                  ],
                  [t('aanvragers'), g.naamHypotheekGever],
                  [t('geldverstrekker'), g.geldverstrekkerNaam],
                  [t('kantoor'), g.kantoorNaam],
                  [t('adviseur'), g.adviseurNaam],
                  [t('stand'), fase ? `${fase.name}${stap ? ` · ${stap.name}` : ''}` : g.fase],
                  [t('object'), address],
                  [t('koopsom'), g.koopsom ? wholeEuro(g.koopsom) : null],
                  [t('waarborgsom'), g.koopsom ? t('waarborgsomTekst', { percentage: PERCENT.format((g.bedrag / g.koopsom) * 100) }) : null],
                  [t('passeerdatum'), g.passeerdatum ? formatDate(g.passeerdatum) : null],
                ]}
              />
            </Section>
          </Box>
          {g.wijzigingen && (
            <Section title={t('wijzigingen')} testId="guarantee-history">
              <Changes changes={g.wijzigingen} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
};

export default BankgarantiePage;
