import { sql, type SQL } from 'drizzle-orm';
import { FASE_CODES, LENING_TYPE_CODES } from '../../../contract/dossier';
import type { DossierSortColumn } from '../../../contract/dossier-columns';
import { WORKLOAD_STATUS_CODES } from '../../../contract/workload';
import { dossiers } from '../../db/schema';

const inOrder = (codes: readonly string[]) => sql.raw(`array[${codes.map((c) => `'${c}'`).join(', ')}]::text[]`);
const nameOf = (table: string, column: string, id: SQL) =>
  sql`(select lower(${sql.raw(`x.${column}`)}) from ${sql.raw(table)} x where x.id = ${id})`;

/**
 * What each sortable column sorts on. Phases and workload statuses sort in process order, names
 * without regard to case; columns that may be empty put the empty ones last either way.
 */
const SORT_KEYS: Record<DossierSortColumn, { key: SQL; nullable?: boolean }> = {
  id: { key: sql`${dossiers.id}` },
  naamHypotheekGever: { key: sql`${dossiers.sorteerNaam}` },
  offerteNr: { key: sql`${dossiers.offerteNr}`, nullable: true },
  kenmerk: { key: sql`${dossiers.kenmerk}`, nullable: true },
  fase: { key: sql`array_position(${inOrder(FASE_CODES)}, ${dossiers.fase})` },
  stap: { key: sql`${dossiers.stap}` },
  status: { key: sql`${dossiers.status}` },
  subStatus: { key: sql`${dossiers.subStatus}`, nullable: true },
  prioriteit: { key: sql`${dossiers.prioriteit}` },
  ontvangenOp: { key: sql`${dossiers.ontvangenOp}` },
  stapSinds: { key: sql`${dossiers.stapSinds}` },
  geldigTot: { key: sql`${dossiers.geldigTot}`, nullable: true },
  workloadStatus: { key: sql`array_position(${inOrder(WORKLOAD_STATUS_CODES)}, ${dossiers.workloadStatus})` },
  workloadGewijzigdOp: { key: sql`${dossiers.workloadGewijzigdOp}` },
  behandelaar: { key: nameOf('gebruikers', 'achter_naam', sql`${dossiers.workloadGebruikerId}`), nullable: true },
  kantoor: { key: nameOf('kantoren', 'bedrijfs_naam', sql`${dossiers.kantoorId}`), nullable: true },
  adviseur: { key: nameOf('gebruikers', 'achter_naam', sql`${dossiers.adviseurId}`), nullable: true },
  geldverstrekker: { key: nameOf('geldverstrekkers', 'naam', sql`${dossiers.geldverstrekkerId}`) },
  hoofdsom: { key: sql`(select h.hoofdsom from hypotheken h where h.dossier_id = ${dossiers.id})`, nullable: true },
  leningType: { key: sql`array_position(${inOrder(LENING_TYPE_CODES)}, ${dossiers.leningType})` },
};

/**
 * ORDER BY of a list: the requested keys (validated against DOSSIER_SORT_COLUMNS by the query
 * schema) and id ascending last, so pages never overlap (spec 001 §7).
 */
export function orderBy(sort: string[] | undefined, reverse = false, fallback = 'id,desc'): SQL[] {
  const keys = (sort ?? [fallback]).map((value) => {
    const [column, direction] = value.split(',').map((s) => s.trim());
    const desc = direction ? direction.toLowerCase() === 'desc' : reverse;
    return { column: column as DossierSortColumn, desc };
  });
  if (!keys.some((k) => k.column === 'id')) keys.push({ column: 'id', desc: false });
  return keys.map(({ column, desc }) => {
    const { key, nullable } = SORT_KEYS[column];
    return sql`${key} ${sql.raw(desc ? 'desc' : 'asc')}${sql.raw(nullable ? ' nulls last' : '')}`;
  });
}
