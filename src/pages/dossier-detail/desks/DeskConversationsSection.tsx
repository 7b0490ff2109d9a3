import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../i18n/dates';
import { SectionCard } from '../forms/SectionCard';
import { useDossierDesks } from './useDossierDesks';

/**
 * The communicatie tab's desk conversations (beside its messages, tasks, notes and mail): every
 * overrule request and pre-discussion about the dossier that the user takes part in, newest first,
 * each linking to its desk.
 */
const DeskConversationsSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.${key}`);
  const { overrules, talks, loading, shown } = useDossierDesks(dossierId);
  if (!shown) return null;
  const rows = [
    ...overrules.map((r) => ({
      key: `o${r.id}`,
      desk: t('overrule.title'),
      to: `/overruledesk/${r.id}`,
      subject: r.mainSubject.naam,
      state: r.gearchiveerd ? t('desks.archive') : (r.verdict?.naam ?? r.moneyProviderStatus?.naam ?? ''),
      last: r.laatsteBerichtOp,
    })),
    ...talks.map((r) => ({
      key: `v${r.id}`,
      desk: t('voorbespreek.title'),
      to: `/voorbespreekdesk/${r.id}`,
      subject: r.mainSubject.naam,
      state: r.gearchiveerd ? t('desks.archive') : t(`voorbespreek.statuses.${r.status}`),
      last: r.laatsteBerichtOp,
    })),
  ].sort((a, b) => String(b.last).localeCompare(String(a.last)));
  return (
    <SectionCard title={t('desks.communicationTitle')} testId="dossier-desks">
      {!loading && !rows.length ? (
        <Typography color="text.secondary">{t('desks.communicationEmpty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('desks.desk')}</TableCell>
              <TableCell>{t('desks.subject')}</TableCell>
              <TableCell>{t('desks.status')}</TableCell>
              <TableCell>{t('desks.lastMessage')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key} data-testid="dossier-desk-row">
                <TableCell>
                  <Link component={RouterLink} to={r.to}>
                    {r.desk}
                  </Link>
                </TableCell>
                <TableCell>{r.subject}</TableCell>
                <TableCell>{r.state}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.last)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};

export default DeskConversationsSection;
