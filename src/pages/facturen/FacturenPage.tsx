import { Box, Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Invoice } from '../../dataProvider/invoices';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate } from '../../i18n/dates';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const VALUE_COLUMNS = ['periode', 'factuurDatum', 'regels', 'exclBtw', 'btw', 'inclBtw'] as const;
const COLUMNS = ['nummer', ...VALUE_COLUMNS] as const;
const AMOUNTS: readonly string[] = ['regels', 'exclBtw', 'btw', 'inclBtw'];

const cells = (invoice: Invoice) => ({
  periode: dayjs(invoice.periode).format('MMMM YYYY'),
  factuurDatum: formatDate(invoice.factuurDatum),
  regels: String(invoice.aantalRegels),
  exclBtw: EURO.format(invoice.bedragExclBtw),
  btw: EURO.format(invoice.btwBedrag),
  inclBtw: EURO.format(invoice.bedragInclBtw),
});

/**
 * /adviseurs/{officeId}/facturen (docs/invoices.md): the office's monthly invoices, newest first,
 * paged by the server; a row opens the invoice in the PDF viewer.
 */
const FacturenPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.invoices.${key}`, options);
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const officeId = useParams().officeId ?? '';
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const { data } = useQuery({
    queryKey: ['facturen', officeId, paging],
    queryFn: () => dataProvider.getInvoices(officeId, paging.page, paging.size),
    placeholderData: keepPreviousData,
  });
  const open = (invoice: Invoice) => navigate(`/pdf/facturen/${invoice.id}`);

  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        {data && !data.content.length ? (
          <Typography data-testid="invoices-empty">{t('empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="invoices-table">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={AMOUNTS.includes(column) ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                      {t(`columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.content.map((invoice) => {
                  const values = cells(invoice);
                  return (
                    <TableRow key={invoice.id} hover onClick={() => open(invoice)} sx={{ cursor: 'pointer' }} data-testid={`invoice-row-${invoice.id}`}>
                      <TableCell>
                        {/* The number is the row's link: one Tab stop per invoice, and what a screen reader announces. */}
                        <Link
                          component={RouterLink}
                          to={`/pdf/facturen/${invoice.id}`}
                          aria-label={t('open', { nummer: invoice.nummer })}
                          onClick={(event) => event.stopPropagation()}
                          data-testid="invoice-link"
                        >
                          {invoice.nummer}
                        </Link>
                      </TableCell>
                      {VALUE_COLUMNS.map((column) => (
                        <TableCell key={column} align={AMOUNTS.includes(column) ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                          {values[column]}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        {data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
      </CardContent>
    </Card>
  );
};

export default FacturenPage;
