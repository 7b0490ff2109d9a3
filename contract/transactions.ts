import { z } from 'zod';
import { LENING_TYPE_CODES } from './dossier';
import { pagingParams, sortParam } from './list-params';
import { MSG, queryInt32, requiredText } from './rules';

/**
 * The loan-servicing transactions of a BTL loan in beheer (spec 001 §3 "Loan-servicing
 * transactions have transactionType", §7 `/transaction`; docs/transactions.md): the loan's ledger
 * from its boarding into servicing on, per loan part.
 */

/**
 * Each kind raises (DEBET) or lowers (CREDIT) what the borrower owes: the loan taken over, the
 * month's interest, costs of a reminder and a reversed allocation raise it; an allocated payment
 * and an extra repayment lower it.
 */
export const LOAN_TRANSACTION_TYPES = [
  'LOAN_BOARDING',
  'INTEREST_CHARGE',
  'PAYMENT_ALLOCATION',
  'PAYMENT_ALLOCATION_REVERSAL',
  'EXTRA_REPAYMENT',
  'ARREARS_COSTS',
] as const;
export type LoanTransactionType = (typeof LOAN_TRANSACTION_TYPES)[number];

export const CREDIT_TYPES: readonly LoanTransactionType[] = ['PAYMENT_ALLOCATION', 'EXTRA_REPAYMENT'];

/** The kinds a list may be narrowed to: a reversal is never listed (below), so it is no choice. */
export const LISTED_TYPES = LOAN_TRANSACTION_TYPES.filter((t) => t !== 'PAYMENT_ALLOCATION_REVERSAL');

const day = z.string().describe('YYYY-MM-DD');
const amount = z.number().describe('in euros, two decimals');

export const loanTransactionSchema = z.object({
  id: z.number().int(),
  dossierId: z.number().int(),
  transactionType: z.enum(LOAN_TRANSACTION_TYPES),
  /** The loan part's number (volgnummer); null for what concerns the loan as a whole. */
  leningdeel: z.number().int().nullable(),
  boekdatum: day,
  valutadatum: day.describe('YYYY-MM-DD: the date the amount counts from (interest, arrears)'),
  bedrag: amount.describe('always positive; richting says which way'),
  richting: z.enum(['DEBET', 'CREDIT']),
  /** An allocation's split over costs, interest and repayment; null on other kinds. */
  kosten: amount.nullable(),
  rente: amount.nullable(),
  aflossing: amount.nullable(),
  omschrijving: z.string(),
  /** The payment's own reference (collection or transfer), when there is one. */
  kenmerk: z.string().nullable(),
  /** Who booked it by hand; null for what the servicing run booked. */
  geboektDoor: z.string().nullable(),
});
export type LoanTransaction = z.output<typeof loanTransactionSchema>;

const TRANSACTION_SORTS = ['boekdatum', 'valutadatum', 'bedrag', 'transactionType'] as const;

const positive = (message: string) => queryInt32({ error: message }).int(message).positive(message);

/** `GET /transaction`: one dossier's transactions, newest booking first unless sorted otherwise. */
export const loanTransactionQuery = z.object({
  dossierId: positive('Onbekend dossier.'),
  ...pagingParams(25),
  sort: sortParam(TRANSACTION_SORTS),
  transactionType: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => [v].flat())
    .pipe(z.array(z.enum(LISTED_TYPES as [LoanTransactionType, ...LoanTransactionType[]], { error: MSG.choice })).max(LISTED_TYPES.length))
    .optional(),
});

export const TRANSACTION_QUERY_LABELS = { dossierId: 'Dossier', page: 'Pagina', size: 'Aantal', sort: 'Sortering', transactionType: 'Soort transactie' };

/** `GET /api/v1/dossiers/{id}/servicing`: where the loan stands, over every transaction that counts. */
export const servicingSummarySchema = z.object({
  leningType: z.enum(LENING_TYPE_CODES),
  /** The booking date of the loan's boarding; null while it is not in servicing. */
  inBeheerSinds: day.nullable(),
  hoofdsomBijOvername: amount,
  /** The principal still owed: taken over, less every repayment. */
  restschuld: amount,
  /** Interest and costs charged and not (or no longer) paid: the arrears. */
  achterstand: amount,
  laatsteBetaling: day.nullable(),
  /** Reversed payment allocations, left out of the list with their reversals. */
  teruggedraaid: z.number().int(),
});
export type ServicingSummary = z.output<typeof servicingSummarySchema>;

/** `POST /transaction/{id}/reversal`: why an allocated payment is taken back. */
export const reversalSchema = z.object({ reden: requiredText(500) });
export const REVERSAL_LABELS = { reden: 'Reden' };
