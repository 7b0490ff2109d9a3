import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { extractedParties, hypotheekgevers, kycSteps } from '../../db/schema';
import { notFound } from '../../errors';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { lockDossier, readDossier } from './access';
import { auditFields } from './audit-trail';

type Step = typeof kycSteps.$inferSelect;
type Party = typeof extractedParties.$inferSelect;
type Applicant = typeof hypotheekgevers.$inferSelect;

const IDENTITY_DOCUMENTS = ['PASPOORT', 'ID_KAART', 'RIJBEWIJS'];
/** Per step: which documents count and which fields of the application they must confirm. */
const STEPS = {
  IDENTITEIT: { bronnen: IDENTITY_DOCUMENTS, velden: ['voorLetters', 'tussenVoegsels', 'achterNaam', 'geboorteDatum'] },
  BSN: { bronnen: IDENTITY_DOCUMENTS, velden: ['bsn'] },
  ADRES: { bronnen: null, velden: ['straatNaam', 'huisNummer', 'postcode', 'plaatsNaam'] },
} as const satisfies Record<string, { bronnen: readonly string[] | null; velden: readonly (keyof Party & keyof Applicant)[] }>;
type StapCode = keyof typeof STEPS;

const stepOut = ({ createdAt: _c, updatedAt: _u, ...step }: Step) => step;

/** Starts the KYC steps of an applicant when its first document is read (idempotent). */
export async function startKycSteps(tx: Tx, dossierId: number, hypotheekgeverId: number) {
  await tx
    .insert(kycSteps)
    .values((Object.keys(STEPS) as StapCode[]).map((stap) => ({ dossierId, hypotheekgeverId, stap })))
    .onConflictDoNothing();
}

export async function listKycSteps(db: Db, user: SessionUser, dossierId: number) {
  await readDossier(db, user, dossierId);
  const rows = await db.select().from(kycSteps).where(eq(kycSteps.dossierId, dossierId)).orderBy(asc(kycSteps.hypotheekgeverId), asc(kycSteps.id));
  return rows.map(stepOut);
}

export async function getKycStep(db: Db, user: SessionUser, id: number) {
  const [step] = await db.select().from(kycSteps).where(eq(kycSteps.id, id));
  if (!step) throw notFound();
  await readDossier(db, user, step.dossierId);
  return stepOut(step);
}

const comparable = (v: unknown) => (v === null || v === undefined ? null : String(v).trim().toLowerCase().replace(/\s+/g, ''));

/**
 * POST /kyc-steps/{id}/compare-extracted-data: compares the application with the newest fitting
 * document value of each field. No document with the fields: GEEN_GEGEVENS; a difference: AFWIJKING
 * with the differences listed; else AKKOORD. The new status is audited.
 */
export async function compareExtractedData(db: Db, user: SessionUser, id: number) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ dossierId: kycSteps.dossierId }).from(kycSteps).where(eq(kycSteps.id, id));
    if (!found) throw notFound();
    await lockDossier(tx, user, found.dossierId);
    // Read again under the dossier's lock, so the audit shows the status a comparison that went first left.
    const [step] = await tx.select().from(kycSteps).where(eq(kycSteps.id, id));
    const rule = STEPS[step.stap as StapCode];
    const [applicant] = await tx.select().from(hypotheekgevers).where(eq(hypotheekgevers.id, step.hypotheekgeverId));
    const parties = await tx
      .select()
      .from(extractedParties)
      .where(
        and(
          eq(extractedParties.hypotheekgeverId, step.hypotheekgeverId),
          rule.bronnen ? inArray(extractedParties.bron, [...rule.bronnen]) : undefined,
        ),
      )
      .orderBy(desc(extractedParties.updatedAt), desc(extractedParties.id));
    const verschillen: Step['verschillen'] = [];
    let seen = 0;
    for (const veld of rule.velden) {
      const documentValue = parties.find((p) => p[veld] !== null)?.[veld];
      if (documentValue === undefined) continue;
      seen++;
      if (comparable(documentValue) !== comparable(applicant[veld])) {
        verschillen.push({ veld, aanvraag: applicant[veld] === null ? null : String(applicant[veld]), document: String(documentValue) });
      }
    }
    const status = seen === 0 ? 'GEEN_GEGEVENS' : verschillen.length ? 'AFWIJKING' : 'AKKOORD';
    await auditFields(tx, user.id, step.dossierId, `kyc[${step.id}]`, step, { status, verschillen }, ['status', 'verschillen']);
    const [row] = await tx
      .update(kycSteps)
      .set({ status, verschillen, vergelekenOp: new Date(), version: step.version + 1, updatedAt: new Date() })
      .where(eq(kycSteps.id, step.id))
      .returning();
    return stepOut(row);
  });
}
