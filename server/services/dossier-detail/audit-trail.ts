import { and, desc, eq, inArray, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  btlContractanten,
  dossiers,
  dossierWijzigingen,
  gebruikers,
  geldverstrekkers,
  hypotheekgevers,
  kantoren,
  objecten,
  redenBeeindigingen,
} from '../../db/schema';
import { personName } from '../../../contract/names';
import type { Dossier, Tx } from '../dossiers/audit';

const asText = (value: unknown) => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // Lists such as a contractor's contact details are kept as JSON, so the trail shows them whole.
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

type Values = Record<string, unknown>;

/**
 * Audit rows for a sub-entity of a dossier (an applicant, the notary, an object, …), in the
 * caller's transaction like `changeDossier` does for the dossier row: one row per field that really
 * changes, named `<prefix>.<field>` (e.g. `hypotheekGevers[12].bsn`). `before` null is a creation,
 * `after` null a removal. Answers how many fields changed.
 */
export async function auditFields(
  tx: Tx,
  actorId: number | null,
  dossierId: number,
  prefix: string,
  before: Values | null,
  after: Values | null,
  fields: readonly string[],
): Promise<number> {
  const rows = fields
    .map((field) => ({ veld: `${prefix}.${field}`, oudeWaarde: asText(before?.[field]), nieuweWaarde: asText(after?.[field]) }))
    .filter((row) => row.oudeWaarde !== row.nieuweWaarde);
  if (rows.length > 0) await tx.insert(dossierWijzigingen).values(rows.map((row) => ({ ...row, dossierId, gebruikerId: actorId })));
  return rows.length;
}

/** Raises the dossier's version for a change guarded by it (tekstregels, belangrijke data). */
export async function touchDossier(tx: Tx, current: Dossier): Promise<number> {
  const next = current.version + 1;
  await tx.update(dossiers).set({ version: next, updatedAt: new Date() }).where(eq(dossiers.id, current.id));
  return next;
}

const NAME_PARTS = (table: typeof gebruikers | typeof hypotheekgevers) => ({
  id: table.id,
  voorLetters: table.voorLetters,
  tussenVoegsels: table.tussenVoegsels,
  achterNaam: table.achterNaam,
});

type Reference = 'gebruiker' | 'kantoor' | 'geldverstrekker' | 'reden' | 'hypotheekgever' | 'contractant' | 'object';

/**
 * How each kind of referenced row is named on screen. Rows of the dossier itself are looked up
 * within that dossier only, so a path can never name another dossier's applicant.
 */
const NAMERS: Record<Reference, (db: Db, dossierId: number, ids: number[]) => Promise<{ id: number; naam: string }[]>> = {
  gebruiker: async (db, _, ids) =>
    (await db.select(NAME_PARTS(gebruikers)).from(gebruikers).where(inArray(gebruikers.id, ids))).map((row) => ({ id: row.id, naam: personName(row) })),
  kantoor: (db, _, ids) => db.select({ id: kantoren.id, naam: kantoren.bedrijfsNaam }).from(kantoren).where(inArray(kantoren.id, ids)),
  geldverstrekker: (db, _, ids) =>
    db.select({ id: geldverstrekkers.id, naam: geldverstrekkers.naam }).from(geldverstrekkers).where(inArray(geldverstrekkers.id, ids)),
  reden: (db, _, ids) =>
    db.select({ id: redenBeeindigingen.id, naam: redenBeeindigingen.omschrijving }).from(redenBeeindigingen).where(inArray(redenBeeindigingen.id, ids)),
  hypotheekgever: async (db, dossierId, ids) =>
    (await db.select(NAME_PARTS(hypotheekgevers)).from(hypotheekgevers).where(and(eq(hypotheekgevers.dossierId, dossierId), inArray(hypotheekgevers.id, ids)))).map((row) => ({
      id: row.id,
      naam: personName(row),
    })),
  contractant: async (db, dossierId, ids) =>
    (await db.select().from(btlContractanten).where(and(eq(btlContractanten.dossierId, dossierId), inArray(btlContractanten.id, ids)))).map((row) => ({
      id: row.id,
      naam: row.name ?? [row.firstName, row.familyNamePrefix, row.familyName].filter(Boolean).join(' '),
    })),
  object: async (db, dossierId, ids) =>
    (await db.select().from(objecten).where(and(eq(objecten.dossierId, dossierId), inArray(objecten.id, ids)))).map((row) => ({
      id: row.id,
      naam: `${[row.straatNaam, row.huisNummer, row.huisNummerToevoeging].filter(Boolean).join(' ')}, ${row.plaatsNaam}`,
    })),
};

/** The parts of a field path that stand for a row named by its id (`hypotheekGevers[734]`). */
const SUBJECTS: Record<string, Reference> = { hypotheekGevers: 'hypotheekgever', contractanten: 'contractant', object: 'object' };
/** Fields whose value is the id of a row named elsewhere (the last part of the path). */
const VALUE_REFERENCES: Record<string, Reference> = {
  workloadGebruikerId: 'gebruiker',
  adviseurId: 'gebruiker',
  gebruikerId: 'gebruiker',
  kantoorId: 'kantoor',
  geldverstrekkerId: 'geldverstrekker',
  redenBeeindigingId: 'reden',
  hypotheekgeverId: 'hypotheekgever',
};

const subjectsOf = (veld: string) => [...veld.matchAll(/(\w+)\[(\d+)\]/g)].filter((m) => SUBJECTS[m[1]]).map((m) => ({ path: m[0], ref: SUBJECTS[m[1]], id: Number(m[2]) }));
const valueReference = (veld: string) => VALUE_REFERENCES[veld.slice(veld.lastIndexOf('.') + 1)];
// Nine digits at most, so the id fits the integer column the lookup compares it with.
const asId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The names a page of the trail refers to, which the browser cannot know: the person or object a
 * path points at and the user, office, lender or applicant an id value stands for. One query per
 * kind that occurs.
 */
async function nameReferences(db: Db, dossierId: number, rows: { veld: string; oudeWaarde: string | null; nieuweWaarde: string | null }[]) {
  const wanted = new Map<Reference, Set<number>>();
  const want = (ref: Reference | undefined, id: number | null) => {
    if (ref && id !== null) wanted.set(ref, (wanted.get(ref) ?? new Set()).add(id));
  };
  for (const row of rows) {
    for (const subject of subjectsOf(row.veld)) want(subject.ref, subject.id);
    want(valueReference(row.veld), asId(row.oudeWaarde));
    want(valueReference(row.veld), asId(row.nieuweWaarde));
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([ref, ids]) => {
      for (const { id, naam } of await NAMERS[ref](db, dossierId, [...ids])) names.set(`${ref}:${id}`, naam);
    }),
  );
  const name = (ref: Reference | undefined, id: number | null) => (ref && id !== null ? (names.get(`${ref}:${id}`) ?? null) : null);
  return (row: { veld: string; oudeWaarde: string | null; nieuweWaarde: string | null }) => ({
    onderwerpen: Object.fromEntries(subjectsOf(row.veld).flatMap((s) => (name(s.ref, s.id) ? [[s.path, name(s.ref, s.id)!]] : []))),
    oudeWaardeNaam: name(valueReference(row.veld), asId(row.oudeWaarde)),
    nieuweWaardeNaam: name(valueReference(row.veld), asId(row.nieuweWaarde)),
  });
}

/**
 * The audit trail of one dossier, newest first: who, when, which field, from what to what; with
 * `withHdn` false without the lines of HDN messages received and sent. Next
 * to the raw values each row carries the names of what it refers to (`onderwerpen` by path part,
 * `oudeWaardeNaam`, `nieuweWaardeNaam`), null where nothing is named or the row is gone.
 */
export async function readAuditTrail(db: Db, dossierId: number, page: number, size: number, withHdn: boolean) {
  // HDN messages are on the trail for those who may read them (docs/hdn.md); to others their lines do not exist.
  const where = and(eq(dossierWijzigingen.dossierId, dossierId), withHdn ? undefined : notLike(dossierWijzigingen.veld, 'hdnBerichten[%'));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: dossierWijzigingen.id,
        gewijzigdOp: dossierWijzigingen.gewijzigdOp,
        veld: dossierWijzigingen.veld,
        oudeWaarde: dossierWijzigingen.oudeWaarde,
        nieuweWaarde: dossierWijzigingen.nieuweWaarde,
        gebruiker: {
          id: gebruikers.id,
          voorLetters: gebruikers.voorLetters,
          tussenVoegsels: gebruikers.tussenVoegsels,
          achterNaam: gebruikers.achterNaam,
        },
      })
      .from(dossierWijzigingen)
      .leftJoin(gebruikers, eq(gebruikers.id, dossierWijzigingen.gebruikerId))
      .where(where)
      .orderBy(desc(dossierWijzigingen.gewijzigdOp), desc(dossierWijzigingen.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: sql<number>`count(*)::int` }).from(dossierWijzigingen).where(where),
  ]);
  const named = await nameReferences(db, dossierId, rows);
  return {
    content: rows.map((r) => ({ ...r, gebruiker: r.gebruiker?.id ? r.gebruiker : null, ...named(r) })),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: page,
    size,
  };
}
