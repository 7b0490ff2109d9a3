import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { OverruleSummary } from '../../../contract/desks';
import type { Page } from '../../dataProvider/crud';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { OpenableRow } from '../dossier-detail/forms/OpenableRow';
import { DossierLink, UnreadDot } from '../desks/DeskLayout';

/**
 * The overrule overview: per request its dossier and client, subject, the money provider's status
 * and the last message; unread ones marked. A row opens its conversation wherever it is clicked,
 * as a mail row does; the dossier number in it opens the dossier.
 */
export const OverruleList = ({ data, selected }: { data: Page<OverruleSummary> | undefined; selected: number | null }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string, options?: object) => translate(`app.${key}`, options);
  if (data && !data.content.length) return <Typography data-testid="overrule-empty">{t('desks.empty')}</Typography>;
  return (
    <Table size="small" data-testid="overrule-list">
      <TableHead>
        <TableRow>
          <TableCell>{t('desks.dossier')}</TableCell>
          <TableCell>{t('desks.subject')}</TableCell>
          <TableCell>{t('overrule.lenderStatus')}</TableCell>
          <TableCell>{t('desks.lastMessage')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data?.content.map((r) => (
          <OpenableRow
            key={r.id}
            selected={r.id === selected}
            onOpen={() => navigate(`/overruledesk/${r.id}`)}
            aria-current={r.id === selected || undefined}
            data-testid="overrule-row"
            data-id={r.id}
            data-unread={r.ongelezen}
          >
            <TableCell sx={{ fontWeight: r.ongelezen ? 700 : undefined, minWidth: 160 }}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <UnreadDot unread={r.ongelezen} />
                <DossierLink id={r.dossierId} />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
                {r.klantNaam}
              </Typography>
            </TableCell>
            <TableCell>
              {r.mainSubject.naam}
              {r.subSubject && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {r.subSubject.naam}
                </Typography>
              )}
            </TableCell>
            <TableCell>{r.verdict ? <Chip size="small" color="secondary" label={r.verdict.naam} /> : r.moneyProviderStatus?.naam}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(r.laatsteBerichtOp)}>
              {formatDate(r.laatsteBerichtOp)}
            </TableCell>
          </OpenableRow>
        ))}
      </TableBody>
    </Table>
  );
};
