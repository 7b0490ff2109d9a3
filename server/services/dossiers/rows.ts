import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FASE_CODES, type Fase } from '../../../contract/dossier';
import { WORKLOAD_STATUS_CODES, type WorkloadStatus } from '../../../contract/workload';
import { TIME_ZONE, type BusinessCalendar } from '../workload/calendar';
import { deadlineFlag, deadlineOf } from '../workload/deadlines';

/** An instant as ISO 8601 in UTC, the same text from PGlite and from PostgreSQL. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const id = z.number().int();

/** A user as lists name them. */
export const userName = z.object({ id, voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() });
type UserName = z.infer<typeof userName>;

export const workloadViewSchema = z.object({
  status: z.enum(WORKLOAD_STATUS_CODES),
  gebruiker: userName.nullable(),
  gewijzigdOp: z.string().describe('ISO 8601, UTC'),
  slaDatum: z.string().nullable().describe('the SLA deadline of the current step; null once the dossier or its workload is finished'),
  deadline: z.enum(['SLA', 'MORGEN']).nullable().describe('SLA when the deadline is today or past, MORGEN when it is the next business day'),
});
export type WorkloadView = z.infer<typeof workloadViewSchema>;

/** One dossier as the lists answer it (docs/api-dossiers.md). */
export const dossierRowSchema = z.object({
  id,
  offerteNr: z.string().nullable(),
  kenmerk: z.string().nullable(),
  naamHypotheekGever: z.string(),
  aanleverenViaHdnjn: z.number().int(),
  fase: z.enum(FASE_CODES),
  stap: z.string(),
  status: z.string(),
  subStatus: z.string().nullable(),
  prioriteit: z.string(),
  leningType: z.string(),
  cds: z.boolean(),
  btl: z.boolean(),
  gearchiveerd: z.boolean(),
  ontvangenOp: z.string().describe('ISO 8601, UTC'),
  stapSinds: z.string().describe('ISO 8601, UTC'),
  geldigTot: z.string().nullable(),
  hoofdsom: z.number().nullable(),
  version: id,
  kantoor: z.object({ id, bedrijfsNaam: z.string(), plaatsNaam: z.string() }).nullable(),
  adviseur: userName.nullable(),
  geldverstrekker: z.object({ id, naam: z.string(), ontvangerCode: z.string() }),
  organisatie: z.object({ id, naam: z.string() }).nullable(),
  hypotheekGevers: z.array(
    z.object({ id, partijNawData: z.object({ geslacht: z.string(), voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() }) }),
  ),
  labels: z.array(z.object({ id, naam: z.string(), kleur: z.string() })),
  workload: workloadViewSchema,
});
export type DossierRow = z.infer<typeof dossierRowSchema>;

const userJson = (alias: string, id: string) => sql.raw(
  `(select json_build_object('id', ${alias}.id, 'voorLetters', ${alias}.voor_letters, 'tussenVoegsels', ${alias}.tussen_voegsels, 'achterNaam', ${alias}.achter_naam)
     from gebruikers ${alias} where ${alias}.id = ${id})`,
);

/**
 * The full rows of the dossiers in `page`, a relation of (id, n) with n the wanted order. Lists
 * first pick a page of ids on the dossier table alone and only then read the names, applicants
 * and labels for those few rows. Those come from small subqueries rather than joins: the planner
 * then has no join order to search, which on PostgreSQL saves more time than the joins would.
 */
export const dossierRowsSql = (page: SQL, extra: SQL = sql``) => sql`
  select ${extra} d.id, d.offerte_nr, d.kenmerk, d.naam_hypotheek_gever, d.aanleveren_via_hdnjn, d.fase, d.stap,
    d.status, d.sub_status, d.prioriteit, d.lening_type, d.cds, d.btl, d.gearchiveerd,
    ${iso('d.ontvangen_op')} as ontvangen_op, ${iso('d.stap_sinds')} as stap_sinds, d.geldig_tot::text as geldig_tot,
    ((d.stap_sinds at time zone ${TIME_ZONE})::date)::text as stap_dag,
    d.workload_status, ${iso('d.workload_gewijzigd_op')} as workload_gewijzigd_op, d.version,
    (select json_build_object('id', k.id, 'bedrijfsNaam', k.bedrijfs_naam, 'plaatsNaam', k.plaats_naam)
       from kantoren k where k.id = d.kantoor_id) as kantoor,
    ${userJson('a', 'd.adviseur_id')} as adviseur,
    ${userJson('w', 'd.workload_gebruiker_id')} as behandelaar,
    (select json_build_object('id', g.id, 'naam', g.naam, 'ontvangerCode', g.ontvanger_code)
       from geldverstrekkers g where g.id = d.geldverstrekker_id) as geldverstrekker,
    (select json_build_object('id', o.id, 'naam', o.naam) from organisaties o where o.id = d.organisatie_id) as organisatie,
    (select h.hoofdsom::float8 from hypotheken h where h.dossier_id = d.id) as hoofdsom,
    (select coalesce(json_agg(json_build_object('id', x.id, 'partijNawData', json_build_object(
        'geslacht', x.geslacht, 'voorLetters', x.voor_letters, 'tussenVoegsels', x.tussen_voegsels, 'achterNaam', x.achter_naam))
        order by x.id), '[]') from hypotheekgevers x where x.dossier_id = d.id) as hypotheek_gevers,
    (select coalesce(json_agg(json_build_object('id', l.id, 'naam', l.naam, 'kleur', l.kleur) order by l.naam), '[]')
       from dossier_labels dl join labels l on l.id = dl.label_id where dl.dossier_id = d.id) as labels
  from ${page} p
  join dossiers d on d.id = p.id
  order by p.n`;

export type RawRow = Record<string, unknown>;

export function workloadView(raw: RawRow, calendar: BusinessCalendar): WorkloadView {
  const status = raw.workload_status as WorkloadStatus;
  const running = raw.status === 'LOPEND' && !raw.gearchiveerd && status !== 'AFGEROND';
  const slaDatum = running ? deadlineOf(calendar, raw.fase as Fase, raw.stap_dag as string) : null;
  return {
    status,
    gebruiker: raw.behandelaar as UserName | null,
    gewijzigdOp: raw.workload_gewijzigd_op as string,
    slaDatum,
    deadline: slaDatum ? deadlineFlag(calendar, slaDatum) : null,
  };
}

export function toDossierRow(raw: RawRow, calendar: BusinessCalendar): DossierRow {
  return {
    id: raw.id as number,
    offerteNr: raw.offerte_nr as string | null,
    kenmerk: raw.kenmerk as string | null,
    naamHypotheekGever: raw.naam_hypotheek_gever as string,
    aanleverenViaHdnjn: Number(raw.aanleveren_via_hdnjn),
    fase: raw.fase as Fase,
    stap: raw.stap as string,
    status: raw.status as string,
    subStatus: raw.sub_status as string | null,
    prioriteit: raw.prioriteit as string,
    leningType: raw.lening_type as string,
    cds: raw.cds as boolean,
    btl: raw.btl as boolean,
    gearchiveerd: raw.gearchiveerd as boolean,
    ontvangenOp: raw.ontvangen_op as string,
    stapSinds: raw.stap_sinds as string,
    geldigTot: raw.geldig_tot as string | null,
    hoofdsom: raw.hoofdsom === null ? null : Number(raw.hoofdsom),
    version: raw.version as number,
    kantoor: raw.kantoor as DossierRow['kantoor'],
    adviseur: raw.adviseur as UserName | null,
    geldverstrekker: raw.geldverstrekker as DossierRow['geldverstrekker'],
    organisatie: raw.organisatie as DossierRow['organisatie'],
    hypotheekGevers: raw.hypotheek_gevers as DossierRow['hypotheekGevers'],
    labels: raw.labels as DossierRow['labels'],
    workload: workloadView(raw, calendar),
  };
}
