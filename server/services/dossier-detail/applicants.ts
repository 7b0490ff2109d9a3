import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type hypotheekgeverSchema, type hypotheekgeversSchema, PARTIJ_NAW_LABELS, type PartijNaw } from '../../../contract/dossier-forms';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { btlContractanten, dossiers, hypotheekgevers } from '../../db/schema';
import { notFound } from '../../errors';
import type { Dossier, Tx } from '../dossiers/audit';
import { dossierNames } from '../dossiers/summary';
import type { SessionUser } from '../permissions/access';
import { lockDossier } from './access';
import { checkCountries } from '../beheer/reference-lists';
import { auditFields } from './audit-trail';

type Applicant = typeof hypotheekgevers.$inferSelect;
export const NAW_FIELDS = [
  'geslacht', 'voorLetters', 'voorNamen', 'tussenVoegsels', 'achterNaam', 'geboorteDatum', 'bsn', 'iban', 'straatNaam',
  'huisNummer', 'huisNummerToevoeging', 'postcode', 'plaatsNaam', 'land', 'email', 'telefoonNummer',
] as const satisfies readonly (keyof PartijNaw & keyof Applicant)[];

const maybeText = z.string().nullable();

/** An applicant as the API answers it (applicantOut), in the dossier's detail and the applicant forms alike. */
export const applicantSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  partijNawData: z.object({
    geslacht: z.string(),
    voorLetters: z.string(),
    voorNamen: maybeText,
    tussenVoegsels: maybeText,
    achterNaam: z.string(),
    geboorteDatum: z.string().describe('YYYY-MM-DD'),
    bsn: maybeText,
    iban: maybeText,
    straatNaam: maybeText,
    huisNummer: z.number().int().nullable(),
    huisNummerToevoeging: maybeText,
    postcode: maybeText,
    plaatsNaam: maybeText,
    land: z.string(),
    email: maybeText,
    telefoonNummer: maybeText,
  }),
});

/** An applicant as the API answers it: id, version and partijNawData. */
const applicantOut = (a: Applicant) => ({
  id: a.id,
  version: a.version,
  partijNawData: Object.fromEntries(NAW_FIELDS.map((f) => [f, a[f]])) as Pick<Applicant, (typeof NAW_FIELDS)[number]>,
});

async function saveApplicant(tx: Tx, user: SessionUser, current: Applicant, naw: PartijNaw, sentVersion: number, field: string) {
  checkVersion(current, sentVersion);
  await checkCountries(tx, [{ field, land: naw.land, stored: current.land }], PARTIJ_NAW_LABELS);
  const changed = await auditFields(tx, user.id, current.dossierId, `hypotheekGevers[${current.id}]`, current, naw, NAW_FIELDS);
  if (changed === 0) return current;
  const [row] = await tx
    .update(hypotheekgevers)
    .set({ ...naw, version: current.version + 1, updatedAt: new Date() })
    .where(eq(hypotheekgevers.id, current.id))
    .returning();
  return row;
}

/** Keeps the dossier's name columns in step with its applicants (services/dossiers/summary.ts). */
export async function refreshNames(tx: Tx, dossier: Dossier) {
  const applicants = await tx.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id)).orderBy(asc(hypotheekgevers.id));
  const contractors = await tx.select().from(btlContractanten).where(eq(btlContractanten.dossierId, dossier.id)).orderBy(asc(btlContractanten.id));
  const names = dossierNames(applicants, contractors, dossier.btl && dossier.aanleverenViaHdnjn === 0);
  await tx.update(dossiers).set(names).where(eq(dossiers.id, dossier.id));
}

/** PUT /hypotheekgever/{id}: one applicant. */
export async function putApplicant(db: Db, user: SessionUser, id: number, body: z.output<typeof hypotheekgeverSchema>) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ dossierId: hypotheekgevers.dossierId }).from(hypotheekgevers).where(eq(hypotheekgevers.id, id));
    if (!found) throw notFound();
    const dossier = await lockDossier(tx, user, found.dossierId);
    // Read again under the dossier's lock: a save that went first must be seen (its version).
    const [current] = await tx.select().from(hypotheekgevers).where(eq(hypotheekgevers.id, id));
    const row = await saveApplicant(tx, user, current, body.partijNawData, body.version, 'partijNawData.land');
    await refreshNames(tx, dossier);
    return applicantOut(row);
  });
}

/** PUT /dossiers/{id}/hypotheekgevers: all applicants of the dossier in one transaction. */
export async function putApplicants(db: Db, user: SessionUser, dossierId: number, body: z.output<typeof hypotheekgeversSchema>) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, dossierId);
    const stored = await tx.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossierId)).orderBy(asc(hypotheekgevers.id));
    const byId = new Map(stored.map((a) => [a.id, a]));
    const saved: Applicant[] = [];
    for (const [index, item] of body.entries()) {
      const current = byId.get(item.id);
      if (!current) throw notFound();
      saved.push(await saveApplicant(tx, user, current, item.partijNawData, item.version, `${index}.partijNawData.land`));
    }
    await refreshNames(tx, dossier);
    return saved.map(applicantOut);
  });
}
