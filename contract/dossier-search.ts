import { z } from 'zod';
import { BELANGRIJKE_DATUM_SOORTEN, FASE_CODES, KANTOOR_TYPE_CODES, LENING_TYPE_CODES, REGIO_CODES, DOSSIER_STATUS_CODES, STAP_CODES, STAPPEN, type Fase } from './dossier';
import { AANLEVERING_CODES, FASE_STAP_CODES } from './insight/codes';
import { LIST_DEADLINE_FILTERS, WORKLOAD_STATUS_CODES } from './workload';
import { queryInt32 } from './rules';
import { DOSSIER_SORT_COLUMNS } from './dossier-columns';

/**
 * The query of the dossier lists (GET /api/v1/dossiers, /cds/dossiers, /dossiers/overrule/dossiers):
 * paging, sort, phase and step, and the quickSearch and extendedSearch filter of spec 001 §3, flat
 * in the URL so a view can be shared. The browser builds its URLs from it; the server validates
 * with it, so a malformed value answers 400 VALIDATION with these Dutch messages.
 */



const DOSSIER_PAGE_SIZE_MAX = 500;

const MSG = {
  integer: 'Let op: alleen cijfers toegestaan.',
  choice: 'Onbekende waarde.',
  bool: 'Kies true of false (of 1 of 0).',
  date: 'Geef een geldige datum als JJJJ-MM-DD.',
  postcode: 'Let op: een postcode is vier cijfers en twee letters, bijvoorbeeld 1234 AB.',
  sort: `Sorteer als kolom,asc of kolom,desc op een van: ${DOSSIER_SORT_COLUMNS.join(', ')}.`,
} as const;

/** Query values come as strings; an empty one means "not filled" (spec 000 §5). */
const filled = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const text = filled(z.string().trim().max(200, 'Maximaal 200 tekens.').transform((v) => v || undefined));
const id = filled(queryInt32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer));
const bool = filled(z.enum(['true', 'false', '1', '0'], { error: MSG.bool }).transform((v) => v === 'true' || v === '1'));

/** A repeatable parameter (`?x=a&x=b`) that also accepts a comma-separated value (`?x=a,b`). */
const list = <T extends string | number>(parse: (value: string) => T | undefined, message: string) =>
  filled(
    z.union([z.string(), z.array(z.string())]).transform((raw, ctx) => {
      const values = [raw].flat().flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
      const parsed = values.map(parse);
      if (parsed.some((v) => v === undefined)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed as T[];
    }),
  );
const codeList = <T extends string>(codes: readonly T[]) => list((v) => (codes as readonly string[]).includes(v) ? (v as T) : undefined, MSG.choice);
const idList = list((v) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined), MSG.integer);

/**
 * A calendar date as JJJJ-MM-DD, optionally with the time part the browser adds
 * (T00:00:00Z, T23:59:59Z); the answer is the date alone. Impossible dates are refused.
 */
export const dateParam = filled(
  z.string().transform((value, ctx) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) {
      ctx.addIssue({ code: 'custom', message: MSG.date });
      return z.NEVER;
    }
    return `${match[1]}-${match[2]}-${match[3]}`;
  }),
);

/** 1234, 1234A or 1234AB, with or without a space; answered as 1234AB (the stored form). */
const postcode = filled(
  z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => /^[1-9]\d{3}[A-Z]{0,2}$/.test(v), MSG.postcode),
);

const isSortKey = (value: string) => {
  const [column, direction = 'asc', ...rest] = value.split(',').map((s) => s.trim());
  return rest.length === 0 && (DOSSIER_SORT_COLUMNS as readonly string[]).includes(column) && /^(asc|desc)$/i.test(direction);
};

export const dossierSearchSchema = z
  .object({
    page: filled(queryInt32({ error: MSG.integer }).int(MSG.integer).min(0, 'De pagina begint bij 0.')),
    size: filled(
      z.coerce
        .number({ error: MSG.integer })
        .int(MSG.integer)
        .min(1, MSG.integer)
        .max(DOSSIER_PAGE_SIZE_MAX, `Maximaal ${DOSSIER_PAGE_SIZE_MAX} per pagina.`),
    ),
    /** `kolom,asc|desc`, repeatable; `sort=kolom&reverse=true` is the spec's older form of desc. */
    sort: filled(
      z.union([z.string(), z.array(z.string())]).transform((raw, ctx) => {
        const keys = [raw].flat();
        if (!keys.every(isSortKey)) {
          ctx.addIssue({ code: 'custom', message: MSG.sort });
          return z.NEVER;
        }
        return keys;
      }),
    ),
    reverse: bool,
    fase: filled(z.enum(FASE_CODES, { error: MSG.choice })),
    stap: filled(z.enum(STAP_CODES, { error: MSG.choice })),
    /** 1: only dossiers delivered through HDN; 0: only those entered otherwise. */
    HDN: filled(z.enum(['0', '1'], { error: 'Kies 0 of 1.' }).transform(Number)),

    // quickSearch
    /** The dossier's own status (LOPEND, AFGEWEZEN, BEEINDIGD, AFGEROND); repeatable. */
    status: codeList(DOSSIER_STATUS_CODES),
    /** true: only archived dossiers; 'alle': archived or not (the insight drill-downs); otherwise archived ones are left out. */
    archive: filled(
      z.enum(['true', 'false', '1', '0', 'alle'], { error: "Kies true, false of 'alle'." }).transform((v) => (v === 'alle' ? ('alle' as const) : v === 'true' || v === '1')),
    ),
    /** Money provider by receiver code or part of its name; ignored when empty. */
    creditor: text,
    /** An adviser's user id, 'eigen' for the signed-in adviser's own, or 'alle'. */
    advisor: filled(
      z
        .string()
        .trim()
        .refine((v) => v === 'alle' || v === 'eigen' || /^\d{1,9}$/.test(v), "Kies 'alle', 'eigen' of het nummer van een adviseur."),
    ),
    /** Header and list quick search: dossier number, offer number, kenmerk or applicant name; spaces are ignored. */
    query: text,
    region: filled(z.enum(REGIO_CODES, { error: MSG.choice })),
    cdsBehandelaar: id,
    workloadStatus: codeList(WORKLOAD_STATUS_CODES),
    kantoorType: filled(z.enum(KANTOOR_TYPE_CODES, { error: MSG.choice })),
    moneyproviders: idList,
    dossierMorgenSLASelected: filled(z.enum(LIST_DEADLINE_FILTERS, { error: MSG.choice })),
    organisationId: id,

    // extendedSearch
    dossiernr: id,
    /**
     * true: the CDS dossiers (on GET /dossiers; /cds/dossiers always lists those); 'alle': CDS or
     * not (the insight figures counted 'met CDS', docs/insight.md).
     */
    dossierCds: filled(
      z.enum(['true', 'false', '1', '0', 'alle'], { error: "Kies true, false of 'alle'." }).transform((v) => (v === 'alle' ? ('alle' as const) : v === 'true' || v === '1')),
    ),
    /** true: only BTL dossiers; false: no BTL dossiers. */
    dossierBTL: bool,
    /** Received from this date (T00:00:00Z) … */
    dateRangeStart: dateParam,
    /** … up to and including this date (T23:59:59Z); defaults to tomorrow when only a start is given. */
    dateRangeEnd: dateParam,
    offerteNr: text,
    achterNaam: text,
    plaatsNaam: text,
    gebdatum: dateParam,
    postcode,
    /** The user the workload is assigned to. */
    gebruiker: id,
    /** Part of the name of the intermediary's office. */
    intermediair: text,
    /** Part of the adviser's surname. */
    adviseur: text,
    /** ORIGINATION, SERVICING, SPECIAL_SERVICING; beheer-btl asks for the servicing kinds. */
    leningType: codeList(LENING_TYPE_CODES),

    // The insight drill-downs (docs/insight.md): each figure opens the list with its own filter.
    /** The adviser's office. */
    kantoor: id,
    /** Handled by a member of this team (the workload user). */
    team: id,
    /** How the application arrived: COMPLEET, ONVOLLEDIG or IN_BEOORDELING. */
    aanlevering: filled(z.enum(AANLEVERING_CODES, { error: MSG.choice })),
    /** The offer went out without any request for more or other papers. */
    firstTimeRight: bool,
    /** Entered this step ('FASE.STAP') … */
    bereikt: filled(z.enum(FASE_STAP_CODES, { error: MSG.choice })),
    /** … on or after this day … */
    bereiktVan: dateParam,
    /** … and on or before this day. */
    bereiktTot: dateParam,
    /** Running and in its current step for longer than the step's norm (Beheer › Doorlooptijden). */
    bovenNorm: bool,
    /** Has an important date of this kind … */
    datumSoort: filled(z.enum(BELANGRIJKE_DATUM_SOORTEN.map((s) => s.id) as [string, ...string[]], { error: MSG.choice })),
    /** … on or after this day … */
    datumVan: dateParam,
    /** … and on or before this day. */
    datumTot: dateParam,
  })
  .superRefine((q, ctx) => {
    if (q.fase && q.stap && !STAPPEN[q.fase as Fase].some((s) => s.id === q.stap)) {
      ctx.addIssue({ code: 'custom', path: ['stap'], message: 'Deze stap hoort niet bij de gekozen fase.' });
    }
    for (const [start, end] of [['dateRangeStart', 'dateRangeEnd'], ['bereiktVan', 'bereiktTot'], ['datumVan', 'datumTot']] as const) {
      const from = q[start];
      const to = q[end];
      if (from && to && to < from) ctx.addIssue({ code: 'custom', path: [end], message: 'De einddatum ligt voor de begindatum.' });
    }
    if ((q.bereiktVan || q.bereiktTot) && !q.bereikt) ctx.addIssue({ code: 'custom', path: ['bereikt'], message: 'Kies de stap waarvan de datum geldt.' });
    if ((q.datumVan || q.datumTot) && !q.datumSoort) ctx.addIssue({ code: 'custom', path: ['datumSoort'], message: 'Kies de soort datum.' });
  });

export type DossierSearch = z.infer<typeof dossierSearchSchema>;
