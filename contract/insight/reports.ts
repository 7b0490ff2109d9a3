import { z } from 'zod';
import { queryInt32 } from '../rules';
import { periodDay } from './answers';
import { cdsScopeParam } from './codes';

/**
 * The fixed, reviewed set of report queries (docs/insight.md "Rapportages"). Beheer › Rapportages
 * defines the reports in the menu: a name, the permission that sees it, one of these queries and
 * its parameters. No report runs SQL a user typed: the server holds one statement per query.
 */
export const GROEPERINGEN = [
  { id: 'GEEN', name: 'Geen (totaal)' },
  { id: 'KANTOOR', name: 'Kantoor' },
  { id: 'GELDVERSTREKKER', name: 'Geldverstrekker' },
  { id: 'ADVISEUR', name: 'Adviseur' },
  { id: 'TEAM', name: 'Team' },
  { id: 'BEHANDELAAR', name: 'Behandelaar' },
] as const;
export type Groepering = (typeof GROEPERINGEN)[number]['id'];
export const GROEPERING_CODES = GROEPERINGEN.map((g) => g.id) as [Groepering, ...Groepering[]];

export const TIJDVAKKEN = [
  { id: 'MAAND', name: 'Maand' },
  { id: 'KWARTAAL', name: 'Kwartaal' },
  { id: 'JAAR', name: 'Jaar' },
] as const;
export type Tijdvak = (typeof TIJDVAKKEN)[number]['id'];
export const TIJDVAK_CODES = TIJDVAKKEN.map((t) => t.id) as [Tijdvak, ...Tijdvak[]];

export interface ReportColumn {
  id: string;
  label: string;
  eenheid: 'tekst' | 'aantal' | 'procent' | 'euro' | 'werkdagen';
}

interface ReportQueryDef {
  name: string;
  omschrijving: string;
  groeperingen: readonly Groepering[];
  /** Whether the rows are split per month, quarter or year (the definition's tijdvak). */
  perTijdvak: boolean;
  kolommen: readonly ReportColumn[];
}

const groep: ReportColumn = { id: 'groep', label: 'Groep', eenheid: 'tekst' };
const tijdvak: ReportColumn = { id: 'tijdvak', label: 'Tijdvak', eenheid: 'tekst' };

export const REPORT_QUERIES = {
  PRODUCTIE: {
    name: 'Productie',
    omschrijving: 'Per tijdvak: de ontvangen aanvragen, de gepasseerde hypotheken met hun volume, en de afgewezen en beëindigde dossiers.',
    groeperingen: ['GEEN', 'KANTOOR', 'GELDVERSTREKKER', 'ADVISEUR'],
    perTijdvak: true,
    kolommen: [
      tijdvak,
      groep,
      { id: 'aanvragen', label: 'Aanvragen', eenheid: 'aantal' },
      { id: 'gepasseerd', label: 'Gepasseerd', eenheid: 'aantal' },
      { id: 'volume', label: 'Volume', eenheid: 'euro' },
      { id: 'afgewezen', label: 'Afgewezen', eenheid: 'aantal' },
      { id: 'beeindigd', label: 'Beëindigd', eenheid: 'aantal' },
    ],
  },
  DOORLOOPTIJD: {
    name: 'Doorlooptijd per fase en stap',
    omschrijving: 'Per fase en stap de doorlooptijd in werkdagen van wat in de periode die fase of stap verliet: aantal, mediaan, P80, P95 en de algemene norm.',
    groeperingen: ['GEEN', 'KANTOOR', 'GELDVERSTREKKER'],
    perTijdvak: false,
    kolommen: [
      groep,
      { id: 'fase', label: 'Fase', eenheid: 'tekst' },
      { id: 'stap', label: 'Stap', eenheid: 'tekst' },
      { id: 'aantal', label: 'Aantal', eenheid: 'aantal' },
      { id: 'mediaan', label: 'Mediaan', eenheid: 'werkdagen' },
      { id: 'p80', label: 'P80', eenheid: 'werkdagen' },
      { id: 'p95', label: 'P95', eenheid: 'werkdagen' },
      { id: 'norm', label: 'Norm', eenheid: 'werkdagen' },
    ],
  },
  WERKVOORRAAD: {
    name: 'Werkvoorraad',
    omschrijving: 'Het lopende werk nu per behandelaar of team: uitgezet, in behandeling, over de SLA; en wat in de periode is afgerond.',
    groeperingen: ['BEHANDELAAR', 'TEAM'],
    perTijdvak: false,
    kolommen: [
      groep,
      { id: 'uitgezet', label: 'Uitgezet', eenheid: 'aantal' },
      { id: 'behandeling', label: 'In behandeling', eenheid: 'aantal' },
      { id: 'sla', label: 'Over de SLA', eenheid: 'aantal' },
      { id: 'afgerond', label: 'Afgerond in de periode', eenheid: 'aantal' },
    ],
  },
  AFWIJZINGEN: {
    name: 'Afwijzingen',
    omschrijving: 'Van de in de periode ontvangen dossiers: hoeveel zijn afgewezen of beëindigd, en welk deel is afgewezen.',
    groeperingen: ['GELDVERSTREKKER', 'KANTOOR', 'ADVISEUR'],
    perTijdvak: false,
    kolommen: [
      groep,
      { id: 'aanvragen', label: 'Aanvragen', eenheid: 'aantal' },
      { id: 'afgewezen', label: 'Afgewezen', eenheid: 'aantal' },
      { id: 'beeindigd', label: 'Beëindigd', eenheid: 'aantal' },
      { id: 'percentageAfgewezen', label: 'Afgewezen (%)', eenheid: 'procent' },
    ],
  },
  FIRST_TIME_RIGHT: {
    name: 'First time right',
    omschrijving: 'Van de dossiers waarvan in de periode het hypotheekaanbod is uitgebracht: hoeveel first time right waren, en hoe de aanvragen van de periode werden aangeleverd.',
    groeperingen: ['KANTOOR', 'GELDVERSTREKKER', 'ADVISEUR', 'GEEN'],
    perTijdvak: false,
    kolommen: [
      groep,
      { id: 'aanbiedingen', label: 'Hypotheekaanbiedingen', eenheid: 'aantal' },
      { id: 'firstTimeRight', label: 'First time right', eenheid: 'aantal' },
      { id: 'percentage', label: 'First time right (%)', eenheid: 'procent' },
      { id: 'compleet', label: 'Compleet aangeleverd (%)', eenheid: 'procent' },
    ],
  },
} as const satisfies Record<string, ReportQueryDef>;

export type ReportQuery = keyof typeof REPORT_QUERIES;
export const REPORT_QUERY_CODES = Object.keys(REPORT_QUERIES) as [ReportQuery, ...ReportQuery[]];

const INTEGER = 'Let op: alleen cijfers toegestaan.';
const filled = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const id = filled(queryInt32({ error: INTEGER }).int(INTEGER).positive(INTEGER));

/**
 * The filters of a report page (and its CSV): the days (spec 000 §5: from T00:00:00Z, to
 * T23:59:59Z; the date is what counts), the office and the money provider, and which dossiers as to
 * CDS, as on the dashboards.
 */
export const reportFilterSchema = z
  .object({
    van: periodDay,
    tot: periodDay,
    kantoor: id,
    geldverstrekker: id,
    cds: cdsScopeParam,
  })
  .superRefine((q, ctx) => {
    if (q.van && q.tot && q.tot < q.van) ctx.addIssue({ code: 'custom', path: ['tot'], message: 'De einddatum ligt voor de begindatum.' });
  });

export const REPORT_FILTER_LABELS = { van: 'Vanaf', tot: 'Tot en met', kantoor: 'Kantoor', geldverstrekker: 'Geldverstrekker', cds: 'CDS-dossiers', page: 'Pagina', size: 'Aantal per pagina', sort: 'Sortering' };

export const reportInfoSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  query: z.enum(REPORT_QUERY_CODES),
  omschrijving: z.string(),
  groepering: z.enum(GROEPERING_CODES),
  tijdvak: z.enum(TIJDVAK_CODES),
  kolommen: z.array(z.object({ id: z.string(), label: z.string(), eenheid: z.enum(['tekst', 'aantal', 'procent', 'euro', 'werkdagen']) })),
});
export type ReportInfo = z.infer<typeof reportInfoSchema>;

export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRowSchema>;

/** The columns a report shows: without the tijdvak when it is not split per tijdvak, without the group when it has none. */
export function reportColumns(query: ReportQuery, groepering: Groepering): readonly ReportColumn[] {
  const def = REPORT_QUERIES[query];
  return def.kolommen.filter((c) => (c.id !== 'tijdvak' || def.perTijdvak) && (c.id !== 'groep' || groepering !== 'GEEN'));
}
