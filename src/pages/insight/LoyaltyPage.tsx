import ArrowBack from '@mui/icons-material/ArrowBack';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Link, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LOYALTY_CRITERIA, LOYALTY_LEVELS, type LoyaltyCriterion, type LoyaltyLevel, type LoyaltyOffice } from '../../../contract/insight/loyalty';
import { useSession } from '../../authProvider/session';
import { ApiError } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { TitledCard } from '../../shell/layout/TitledCard';
import { InfoTip } from './InfoTip';
import { formatValue } from './format';

/** The level's colours; text on them keeps a 4.5:1 contrast. */
const LEVEL_COLOURS: Record<LoyaltyLevel, { bg: string; fg: string }> = {
  GOUD: { bg: '#f2c94c', fg: '#3d2c00' },
  ZILVER: { bg: '#c7ccd1', fg: '#1f2933' },
  BRONS: { bg: '#8c5523', fg: '#ffffff' },
  BASIS: { bg: '#e0e0e0', fg: '#212121' },
};
const levelName = (level: LoyaltyLevel) => LOYALTY_LEVELS.find((l) => l.id === level)!.name;

const LevelChip = ({ level, size = 'small' }: { level: LoyaltyLevel; size?: 'small' | 'medium' }) => (
  <Chip label={levelName(level)} size={size} sx={{ bgcolor: LEVEL_COLOURS[level].bg, color: LEVEL_COLOURS[level].fg, fontWeight: 600 }} data-testid={`level-${level}`} />
);

const UNIT: Record<LoyaltyCriterion, 'aantal' | 'procent' | 'werkdagen'> = { aanvragen: 'aantal', firstTimeRight: 'procent', compleet: 'procent', aanlevertijd: 'werkdagen' };

const useCriteria = () => {
  const translate = useTranslate();
  return {
    name: (c: LoyaltyCriterion) => translate(`app.insight.loyalty.criteria.${c}`),
    explain: (c: LoyaltyCriterion) => translate(`app.insight.loyalty.explain.${c}`),
    show: (c: LoyaltyCriterion, value: number | null) => (value === null ? translate('app.insight.loyalty.noBasis') : formatValue(UNIT[c], value)),
  };
};

/** A row per quarter or per office: its name, its level and its figure on each criterion. */
const LevelTable = ({
  first,
  rows,
  testId,
}: {
  first: string;
  rows: { key: string | number; testId: string; head: ReactNode; niveau: LoyaltyLevel; figures: Record<LoyaltyCriterion, number | null> }[];
  testId?: string;
}) => {
  const translate = useTranslate();
  const c = useCriteria();
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{first}</TableCell>
          <TableCell>{translate('app.insight.loyalty.level')}</TableCell>
          {LOYALTY_CRITERIA.map((criterion) => (
            <TableCell key={criterion} align="right">
              {c.name(criterion)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={row.testId}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              {row.head}
            </TableCell>
            <TableCell>
              <LevelChip level={row.niveau} />
            </TableCell>
            {LOYALTY_CRITERIA.map((criterion) => (
              <TableCell key={criterion} align="right">
                {c.show(criterion, row.figures[criterion])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** One office: its level this quarter, what it rests on, what the next level asks, and its history. */
const OfficeLoyalty = ({ office, back }: { office: LoyaltyOffice; back: boolean }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.insight.loyalty.${key}`, options);
  const c = useCriteria();
  const threshold = (level: LoyaltyLevel, criterion: LoyaltyCriterion) => {
    const d = office.drempels.find((x) => x.niveau === level);
    if (!d) return '–';
    const value = { aanvragen: d.minAanvragen, firstTimeRight: d.minFirstTimeRight, compleet: d.minCompleet, aanlevertijd: d.maxAanlevertijd }[criterion];
    return `${criterion === 'aanlevertijd' ? '≤' : '≥'} ${formatValue(UNIT[criterion], value)}`;
  };
  const need = (item: NonNullable<LoyaltyOffice['volgende']>['ontbreekt'][number]) =>
    item.criterium === 'aanvragen'
      ? t('need.aanvragen', { smart_count: item.nodig - (item.waarde ?? 0) })
      : t(`need.${item.criterium}`, { nodig: formatValue('aantal', item.nodig) });
  return (
    <Box data-testid="loyalty-office">
      {back && (
        <Button component={RouterLink} to="/loyalty" startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
          {t('back')}
        </Button>
      )}
      <Typography component="h1" variant="h2" gutterBottom>
        {`${office.kantoor.bedrijfsNaam}, ${office.kantoor.plaatsNaam}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, mb: 2 }}>
        <Card variant="outlined">
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
              <WorkspacePremium sx={{ fontSize: 48, color: LEVEL_COLOURS[office.niveau].bg }} />
              <Box>
                <Typography component="h2" variant="h6">
                  {t('yourLevel', { kwartaal: office.kwartaal.label })}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="loyalty-level">
                  <LevelChip level={office.niveau} size="medium" />
                  <Typography variant="body2" color="text.secondary">
                    {t('soFar')}
                  </Typography>
                </Box>
              </Box>
            </Box>
            {office.volgende ? (
              <Box data-testid="loyalty-next">
                <Typography variant="subtitle2">{t('nextMissing', { niveau: levelName(office.volgende.niveau) })}</Typography>
                <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
                  {office.volgende.ontbreekt.map((item) => (
                    <ListItem key={item.criterium} sx={{ display: 'list-item', pl: 0 }}>
                      {`${c.name(item.criterium)}: ${c.show(item.criterium, item.waarde)} → ${need(item)}`}
                    </ListItem>
                  ))}
                </List>
              </Box>
            ) : (
              <Alert severity="success">{t('top')}</Alert>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {t('basedOn')}
            </Typography>
            <Table size="small" data-testid="loyalty-criteria">
              <TableHead>
                <TableRow>
                  <TableCell>{t('criterion')}</TableCell>
                  <TableCell align="right">{t('value')}</TableCell>
                  {(['GOUD', 'ZILVER', 'BRONS'] as const).map((level) => (
                    <TableCell key={level} align="right">
                      {levelName(level)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {LOYALTY_CRITERIA.map((criterion) => (
                  <TableRow key={criterion}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {c.name(criterion)}
                      <InfoTip label={c.name(criterion)} text={c.explain(criterion)} testId={`uitleg-${criterion}`} />
                    </TableCell>
                    <TableCell align="right" data-testid={`loyalty-value-${criterion}`}>
                      {c.show(criterion, office.cijfers[criterion])}
                    </TableCell>
                    {(['GOUD', 'ZILVER', 'BRONS'] as const).map((level) => (
                      <TableCell key={level} align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                        {threshold(level, criterion)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('history')}
          </Typography>
          <LevelTable
            first={t('quarter')}
            rows={[...office.historie].reverse().map((h) => ({
              key: h.label,
              testId: `loyalty-quarter-${h.jaar}-${h.kwartaal}`,
              head: `${h.label} (${h.definitief ? t('final') : t('running')})`,
              niveau: h.niveau,
              figures: h,
            }))}
            testId="loyalty-history"
          />
        </CardContent>
      </Card>
    </Box>
  );
};

/** Staff: every active office's level in the running quarter. */
const Overview = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.insight.loyalty.${key}`, options);
  const dataProvider = useAppDataProvider();
  const { data, isFetching } = useQuery({ queryKey: ['loyalty-overview'], queryFn: () => dataProvider.getLoyaltyOverview() });
  return (
    <Box data-testid="loyalty-overview">
      <Typography component="h1" variant="h2" gutterBottom>
        {t('title')}
      </Typography>
      {isFetching && <LinearProgress aria-label={translate('app.insight.loading')} />}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('overviewIntro', { kwartaal: data.kwartaal.label })}
          </Typography>
          <Card variant="outlined">
            <CardContent sx={{ overflowX: 'auto' }}>
              <LevelTable
                first={t('office')}
                rows={data.kantoren.map((row) => ({
                  key: row.kantoor.id,
                  testId: `loyalty-office-${row.kantoor.id}`,
                  head: <Link component={RouterLink} to={`/loyalty/${row.kantoor.id}`}>{`${row.kantoor.bedrijfsNaam}, ${row.kantoor.plaatsNaam}`}</Link>,
                  niveau: row.niveau,
                  figures: row,
                }))}
              />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
};

const StaffOffice = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data, error } = useQuery({ queryKey: ['loyalty-office', id], queryFn: () => dataProvider.getOfficeLoyalty(id), retry: false });
  if (error instanceof ApiError && error.status === 404) {
    return (
      <TitledCard title={translate('app.insight.loyalty.title')} testId="loyalty-not-found">
        <Typography>{translate('app.notFound.message')}</Typography>
      </TitledCard>
    );
  }
  return data ? <OfficeLoyalty office={data} back /> : null;
};

const OwnOffice = () => {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['loyalty-own'], queryFn: () => dataProvider.getOwnLoyalty() });
  return data ? <OfficeLoyalty office={data} back={false} /> : null;
};

/**
 * /loyalty (spec 002 §1: the adviser's landing page; docs/insight.md): an adviser sees their
 * office; staff with the permission see every office's level, and each office at /loyalty/{id}.
 */
const LoyaltyPage = () => {
  const translate = useTranslate();
  const session = useSession();
  const id = useParams()['*'];
  return (
    <>
      <Title title={translate('app.insight.loyalty.title')} />
      {session?.userCode === 'A' ? <OwnOffice /> : id && /^\d+$/.test(id) ? <StaffOffice id={id} /> : <Overview />}
    </>
  );
};

export default LoyaltyPage;
