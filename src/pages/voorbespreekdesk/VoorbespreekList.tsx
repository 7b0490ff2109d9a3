import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { VoorbespreekSummary } from '../../../contract/desks';
import type { Page } from '../../dataProvider/crud';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { DossierLink, UnreadDot } from '../desks/DeskLayout';
import { OpenableRow } from '../dossier-detail/forms/OpenableRow';

/**
 * The voorbespreekdesk's overview: client, office and linked dossier, subject, state, start date
 * (sortable both ways); unread ones marked. A row opens its conversation wherever it is clicked,
 * as a mail row does; the dossier number in it opens the dossier.
 */
export const VoorbespreekList = ({
  data,
  selected,
  direction,
  onSort,
}: {
  data: Page<VoorbespreekSummary> | undefined;
  selected: number | null;
  direction: 'asc' | 'desc';
  onSort: (direction: 'asc' | 'desc') => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.${key}`, options);
  const navigate = useNavigate();
  if (data && !data.content.length) return <Typography data-testid="voorbespreek-empty">{t('desks.empty')}</Typography>;
  return (
    <Table size="small" data-testid="voorbespreek-list">
      <TableHead>
        <TableRow>
          <TableCell>{t('desks.client')}</TableCell>
          <TableCell>{t('desks.subject')}</TableCell>
          <TableCell>{t('desks.status')}</TableCell>
          <TableCell sortDirection={direction}>
            <TableSortLabel active direction={direction} onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')} data-testid="voorbespreek-sort">
              {t('desks.started')}
            </TableSortLabel>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data?.content.map((r) => (
          <OpenableRow
            key={r.id}
            selected={r.id === selected}
            onOpen={() => navigate(`/voorbespreekdesk/${r.id}`)}
            aria-current={r.id === selected || undefined}
            data-testid="voorbespreek-row"
            data-id={r.id}
            data-unread={r.ongelezen}
          >
            <TableCell sx={{ fontWeight: r.ongelezen ? 700 : undefined, minWidth: 150 }}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <UnreadDot unread={r.ongelezen} />
                {r.clientName}
              </Box>
              <Typography variant="caption" component="div" color="text.secondary">
                {r.kantoor.naam}
              </Typography>
              {r.dossierId !== null && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {t('desks.dossier')} <DossierLink id={r.dossierId} />
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {r.mainSubject.naam}
              {r.subSubject && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {r.subSubject.naam}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip size="small" variant={r.status === 'BEEINDIGD' ? 'outlined' : 'filled'} label={t(`voorbespreek.statuses.${r.status}`)} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(r.startDate)}>
              {formatDate(r.startDate)}
            </TableCell>
          </OpenableRow>
        ))}
      </TableBody>
    </Table>
  );
};
