import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { bankgaranties, btlContractanten, extractedParties, hypotheekgevers, notarisCds, objecten, verzekeringen } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import type { Dossier, Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { lockDossier, readDossier } from './access';
import { refreshNames } from './applicants';
import { auditFields } from './audit-trail';
import { startKycSteps } from './kyc';
import { recordOut } from './single-records';

/**
 * Records of a dossier reached by their own id (spec 001 §7: contractor, assets, bankgarantie,
 * notaris-cds, extracted parties, and our insurances (docs/insurances.md)
 * with get, post, patch/put and search). Each is checked through its dossier: outside the user's
 * scope it answers 404. `prefix` names it in the audit trail.
 */
const KINDS = {
  contractor: { table: btlContractanten, prefix: 'contractanten', search: (q: string) => or(ilike(btlContractanten.name, q), ilike(btlContractanten.familyName, q)) },
  asset: { table: objecten, prefix: 'object', search: (q: string) => or(ilike(objecten.straatNaam, q), ilike(objecten.plaatsNaam, q), ilike(objecten.postcode, q)) },
  bankgarantie: { table: bankgaranties, prefix: 'bankgaranties', search: (q: string) => or(ilike(bankgaranties.bank, q), ilike(bankgaranties.kenmerk, q), ilike(bankgaranties.begunstigde, q)) },
  notarisCds: { table: notarisCds, prefix: 'notarisCds', search: (q: string) => or(ilike(notarisCds.kantoorNaam, q), ilike(notarisCds.notarisNaam, q)) },
  verzekering: { table: verzekeringen, prefix: 'verzekeringen', search: (q: string) => or(ilike(verzekeringen.maatschappij, q), ilike(verzekeringen.polisnummer, q)) },
  party: { table: extractedParties, prefix: 'extractedParties', search: (q: string) => or(ilike(extractedParties.achterNaam, q), ilike(extractedParties.bedrijfsNaam, q)) },
} as const;
export type RecordKind = keyof typeof KINDS;
type Row = { id: number; dossierId: number; version: number } & Record<string, unknown>;
/** A record of a kind as the API answers it. */
type Out<K extends RecordKind> = Omit<(typeof KINDS)[K]['table']['$inferSelect'], 'createdAt' | 'updatedAt'>;

/** Answers keep the dossier's id: these records are reached without it. */
const out = <K extends RecordKind>(row: Row) => ({ ...recordOut(row), dossierId: row.dossierId }) as Out<K>;

const auditPrefix = (kind: RecordKind, id: number) => `${KINDS[kind].prefix}[${id}]`;

async function findRow(db: Db | Tx, kind: RecordKind, id: number) {
  const { table } = KINDS[kind];
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
  if (!row) throw notFound();
  return row;
}

/** What must hold besides the field rules, and what follows a write (the dossier's names for contractors). */
async function checkLinks(tx: Tx, kind: RecordKind, dossierId: number, values: Record<string, unknown>) {
  if ((kind !== 'party' && kind !== 'verzekering') || values.hypotheekgeverId === null || values.hypotheekgeverId === undefined) return;
  const [applicant] = await tx
    .select({ id: hypotheekgevers.id })
    .from(hypotheekgevers)
    .where(and(eq(hypotheekgevers.id, values.hypotheekgeverId as number), eq(hypotheekgevers.dossierId, dossierId)));
  if (!applicant) throw validationError({ hypotheekgeverId: 'Deze aanvrager hoort niet bij dit dossier.' }, { hypotheekgeverId: 'Aanvrager' });
}
async function afterWrite(tx: Tx, kind: RecordKind, dossier: Dossier, row: Row) {
  if (kind === 'contractor') await refreshNames(tx, dossier);
  if (kind === 'party' && typeof row.hypotheekgeverId === 'number') await startKycSteps(tx, dossier.id, row.hypotheekgeverId);
}

export async function getRecord<K extends RecordKind>(db: Db, user: SessionUser, kind: K, id: number) {
  const row = await findRow(db, kind, id);
  await readDossier(db, user, row.dossierId);
  return out<K>(row);
}

export async function createRecord<K extends RecordKind>(db: Db, user: SessionUser, kind: K, values: { dossierId: number } & Record<string, unknown>) {
  const { table } = KINDS[kind];
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, values.dossierId);
    await checkLinks(tx, kind, dossier.id, values);
    const [row] = (await tx.insert(table).values(values as never).returning()) as Row[];
    const fields = Object.keys(values).filter((k) => k !== 'dossierId');
    await auditFields(tx, user.id, dossier.id, auditPrefix(kind, row.id), null, row, fields);
    await afterWrite(tx, kind, dossier, row);
    return out<K>(row);
  });
}

export async function updateRecord<K extends RecordKind>(db: Db, user: SessionUser, kind: K, id: number, body: { version: number } & Record<string, unknown>) {
  const { table } = KINDS[kind];
  const { version, ...values } = body;
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, (await findRow(tx, kind, id)).dossierId);
    // Read again under the dossier's lock: a save that went first must be seen (its version).
    const current = await findRow(tx, kind, id);
    checkVersion(current, version);
    await checkLinks(tx, kind, dossier.id, values);
    const changed = await auditFields(tx, user.id, dossier.id, auditPrefix(kind, id), current, values, Object.keys(values));
    if (changed === 0) return out<K>(current);
    const [row] = (await tx
      .update(table)
      .set({ ...values, version: current.version + 1, updatedAt: new Date() } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    await afterWrite(tx, kind, dossier, row);
    return out<K>(row);
  });
}

/** POST …/search: the records of one dossier, optionally narrowed by a part of a name or address. */
export async function searchRecords<K extends RecordKind>(db: Db, user: SessionUser, kind: K, dossierId: number, query: string | null) {
  const { table, search } = KINDS[kind];
  await readDossier(db, user, dossierId);
  const where: SQL[] = [eq(table.dossierId, dossierId)];
  if (query) where.push(search(`%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) as SQL);
  const rows = (await db.select().from(table).where(and(...where)).orderBy(asc(table.id))) as Row[];
  return rows.map((row) => out<K>(row));
}
