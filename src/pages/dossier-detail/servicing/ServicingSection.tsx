import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { type ReactNode, useState } from 'react';
import { LENING_TYPES } from '../../../../contract/dossier';
import { LISTED_TYPES, type LoanTransactionType } from '../../../../contract/transactions';
import { useSession } from '../../../authProvider/session';
import type { LoanTransaction, ServicingSummary } from '../../../dataProvider/servicing';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDate } from '../../../i18n/dates';
import { euro } from '../../../i18n/numbers';
import { SectionCard } from '../forms/SectionCard';
import { SectionPagination } from '../forms/SectionPagination';
import { dossierKey } from '../useDossier';
import { ReversalDialog } from './ReversalDialog';
import { TypeFilter } from './TypeFilter';

const SIZE = 25;

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" data-testid={testId}>
      {children}
    </Typography>
  </Box>
);

const Summary = ({ summary }: { summary: ServicingSummary }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.servicing.summary.${key}`);
  return (
    <Box data-testid="servicing-summary" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
      <Fact label={t('leningType')} testId="servicing-leningType">
        {LENING_TYPES.find((l) => l.id === summary.leningType)?.name ?? summary.leningType}
      </Fact>
      <Fact label={t('inBeheerSinds')} testId="servicing-inBeheerSinds">
        {summary.inBeheerSinds ? formatDate(summary.inBeheerSinds) : '–'}
      </Fact>
      <Fact label={t('hoofdsomBijOvername')} testId="servicing-hoofdsom">
        {euro(summary.hoofdsomBijOvername)}
      </Fact>
      <Fact label={t('restschuld')} testId="servicing-restschuld">
        {euro(summary.restschuld)}
      </Fact>
      <Fact label={t('achterstand')} testId="servicing-achterstand">
        {summary.achterstand > 0 ? <Chip size="small" color="error" variant="outlined" label={euro(summary.achterstand)} /> : euro(0)}
      </Fact>
      <Fact label={t('laatsteBetaling')} testId="servicing-laatsteBetaling">
        {summary.laatsteBetaling ? formatDate(summary.laatsteBetaling) : t('geenBetaling')}
      </Fact>
    </Box>
  );
};

/** What an allocation paid, and who booked a line by hand, under its description. */
const Details = ({ line }: { line: LoanTransaction }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.servicing.${key}`, options);
  const parts: string[] = [];
  // The value date matters for interest and arrears; said only where it is not the booking day.
  if (line.valutadatum !== line.boekdatum) parts.push(t('valuta', { datum: formatDate(line.valutadatum) }));
  if (line.transactionType === 'PAYMENT_ALLOCATION') {
    // Only what the payment went to: an interest-only loan repays nothing, most terms carry no costs.
    const split = (['kosten', 'rente', 'aflossing'] as const).filter((part) => (line[part] ?? 0) > 0).map((part) => t(`deel.${part}`, { bedrag: euro(line[part]!) }));
    if (split.length) parts.push(t('betaald', { delen: split.join(', ') }));
  }
  if (line.kenmerk) parts.push(t('kenmerk', { kenmerk: line.kenmerk }));
  if (line.geboektDoor) parts.push(t('geboektDoor', { naam: line.geboektDoor }));
  return parts.length ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {parts.join(' · ')}
    </Typography>
  ) : null;
};

/**
 * The Beheer tab of a BTL loan in servicing (docs/transactions.md): where the loan stands and its
 * ledger, newest booking first, debit and credit apart. Reversed allocations and their reversals
 * are left out (spec 001 §7), and the section says how many. Whoever may correct the ledger takes
 * an allocation back from its row.
 */
const ServicingSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.servicing.${key}`, options);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const mayCorrect = !!session?.permissions.includes('BTL_DOSSIER_TRANSACTIES_CORRIGEREN');
  const [page, setPage] = useState(0);
  const [type, setType] = useState<LoanTransactionType | ''>('');
  const [reversing, setReversing] = useState<LoanTransaction | null>(null);
  const key = [...dossierKey(dossierId), 'servicing'];
  const { data: summary } = useQuery({ queryKey: [...key, 'summary'], queryFn: () => dataProvider.getServicingSummary(dossierId) });
  const { data } = useQuery({
    queryKey: [...key, 'transactions', type, page],
    queryFn: () => dataProvider.getLoanTransactions(dossierId, { page, size: SIZE, transactionType: type || undefined }),
    placeholderData: keepPreviousData,
  });
  const headers = ['boekdatum', 'soort', 'omschrijving', 'leningdeel', 'debet', 'credit', ...(mayCorrect ? ['acties'] : [])];
  const amountSx = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

  return (
    <>
      <SectionCard title={t('title')} testId="servicing">
        {summary && <Summary summary={summary} />}
      </SectionCard>
      <SectionCard
        title={t('transactions')}
        testId="transactions"
        action={<TypeFilter value={type} onChange={(next) => { setType(next); setPage(0); }} choices={LISTED_TYPES} />}
      >
        {data && data.totalElements === 0 ? (
          <Typography color="text.secondary" data-testid="transactions-empty">
            {t(type ? 'noneOfKind' : 'none')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="transactions-table">
              <TableHead>
                <TableRow>
                  {headers.map((header) => (
                    <TableCell key={header} sx={['debet', 'credit'].includes(header) ? amountSx : { whiteSpace: 'nowrap' }}>
                      {t(`columns.${header}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.content.map((line) => (
                  <TableRow key={line.id} data-testid="transactions-row" data-type={line.transactionType}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} data-column="boekdatum">
                      {formatDate(line.boekdatum)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} data-column="soort">
                      {t(`types.${line.transactionType}`)}
                    </TableCell>
                    <TableCell data-column="omschrijving">
                      {line.omschrijving}
                      <Details line={line} />
                    </TableCell>
                    <TableCell data-column="leningdeel">{line.leningdeel ?? '–'}</TableCell>
                    <TableCell sx={amountSx} data-column="debet">
                      {line.richting === 'DEBET' ? euro(line.bedrag) : ''}
                    </TableCell>
                    <TableCell sx={amountSx} data-column="credit">
                      {line.richting === 'CREDIT' ? euro(line.bedrag) : ''}
                    </TableCell>
                    {mayCorrect && (
                      <TableCell>
                        {line.transactionType === 'PAYMENT_ALLOCATION' && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setReversing(line)}
                            aria-label={t('reverseLabel', { datum: formatDate(line.valutadatum), bedrag: euro(line.bedrag) })}
                            data-testid="transaction-reverse"
                          >
                            {t('reverse')}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {data && <SectionPagination total={data.totalElements} page={page} size={SIZE} onPage={setPage} />}
        {!!summary?.teruggedraaid && (
          <Stack sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid="transactions-hidden">
              {t('hidden', { smart_count: summary.teruggedraaid })}
            </Typography>
          </Stack>
        )}
      </SectionCard>
      {reversing && <ReversalDialog allocation={reversing} onClose={() => setReversing(null)} />}
    </>
  );
};

export default ServicingSection;
