import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../authProvider/session';
import { formatDateTime } from '../../../i18n/dates';
import { personName } from '../../../../contract/names';
import { SectionCard } from '../forms/SectionCard';
import { SectionPagination } from '../forms/SectionPagination';
import { auditFieldLabel, auditValue, hdnMessageOf } from './auditField';
import { dossierKey } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

const SIZE = 20;
// Words stay whole (no 'Hypotheekaan-bod'); only a value longer than the column, such as a list kept as JSON, breaks.
const valueSx = { maxWidth: 280, overflowWrap: 'break-word' } as const;

/**
 * The Wijzigingen tab: every change of the dossier, newest first (who, when, which field, old →
 * new). Its key lies under the dossier's, so a change made on the screen shows here too.
 */
const AuditSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data } = useQuery({
    queryKey: [...dossierKey(dossierId), 'wijzigingen', page],
    queryFn: () => dataProvider.getAuditTrail(dossierId, page, SIZE),
    placeholderData: keepPreviousData,
  });
  const t = (key: string) => translate(`app.dossierDetail.audit.${key}`);
  // The trail holds HDN lines only for those who may read HDN messages (docs/hdn.md); HDN Berichten
  // opens received ones for who has it, the HDN log every one.
  const session = useSession();
  const hdnBase = session?.permissions.includes('MENU_HDN_BERICHTEN_VIEW') ? '/tickets/hdn' : '/hdn-log';
  return (
    <SectionCard title={t('title')} testId="audit">
      {data && data.totalElements === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['wanneer', 'wie', 'veld', 'oud', 'nieuw'].map((key) => (
                  <TableCell key={key}>{t(key)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((row) => (
                <TableRow key={row.id} data-testid={`audit-row-${row.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.gewijzigdOp)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{personName(row.gebruiker) || t('systeem')}</TableCell>
                  <TableCell data-testid="audit-veld" title={row.veld}>
                    {hdnMessageOf(row.veld) === null ? (
                      auditFieldLabel(row.veld, row.onderwerpen)
                    ) : (
                      <Link component={RouterLink} to={`${hdnBase}/${hdnMessageOf(row.veld)}`} data-testid="audit-hdn">
                        {auditFieldLabel(row.veld, row.onderwerpen)}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell sx={valueSx} data-testid="audit-oud" title={row.oudeWaarde ?? undefined}>
                    {auditValue(row.veld, row.oudeWaarde, row.oudeWaardeNaam) ?? '–'}
                  </TableCell>
                  <TableCell sx={valueSx} data-testid="audit-nieuw" title={row.nieuweWaarde ?? undefined}>
                    {auditValue(row.veld, row.nieuweWaarde, row.nieuweWaardeNaam) ?? '–'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {data && <SectionPagination total={data.totalElements} page={page} size={SIZE} onPage={setPage} />}
    </SectionCard>
  );
};

export default AuditSection;
