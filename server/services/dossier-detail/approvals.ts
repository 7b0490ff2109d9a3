import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApprovalNiveau, approvalCreateSchema, approvalUpdateSchema } from '../../../contract/dossier-approvals';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { dossierApprovals, gebruikers, hypotheekgevers } from '../../db/schema';
import { general, notFound } from '../../errors';
import { changeDossier, type Dossier, type Tx } from '../dossiers/audit';
import { approvalsPdf } from '../pdf/approvals-pdf';
import type { SessionUser } from '../permissions/access';
import { lockDossier, readDossier } from './access';
import { auditFields } from './audit-trail';

const FIELDS = ['niveau', 'resultaat', 'toelichting'] as const;
const PREVIOUS: Record<ApprovalNiveau, ApprovalNiveau | null> = { FIRST: null, SECOND: 'FIRST', THIRD: 'SECOND' };
const NAME: Record<ApprovalNiveau, string> = { FIRST: 'eerste', SECOND: 'tweede', THIRD: 'derde' };

type Approval = typeof dossierApprovals.$inferSelect;
const out = ({ createdAt: _c, updatedAt: _u, ...a }: Approval) => a;

export async function listApprovals(db: Db, dossierId: number) {
  return db
    .select({
      id: dossierApprovals.id,
      niveau: dossierApprovals.niveau,
      resultaat: dossierApprovals.resultaat,
      toelichting: dossierApprovals.toelichting,
      beoordeeldOp: dossierApprovals.beoordeeldOp,
      version: dossierApprovals.version,
      gebruiker: { id: gebruikers.id, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam },
    })
    .from(dossierApprovals)
    .innerJoin(gebruikers, eq(gebruikers.id, dossierApprovals.gebruikerId))
    .where(eq(dossierApprovals.dossierId, dossierId))
    .orderBy(asc(dossierApprovals.niveau));
}

/**
 * GET /dossiers/approvals/download/{id}: the approvals of a dossier the user may see, with its
 * reference and applicants, printed as a PDF.
 */
export async function approvalsDocument(db: Db, user: SessionUser, dossierId: number): Promise<Uint8Array> {
  const dossier = await readDossier(db, user, dossierId);
  const [applicants, approvals] = await Promise.all([
    db
      .select({ voorLetters: hypotheekgevers.voorLetters, tussenVoegsels: hypotheekgevers.tussenVoegsels, achterNaam: hypotheekgevers.achterNaam })
      .from(hypotheekgevers)
      .where(eq(hypotheekgevers.dossierId, dossier.id))
      .orderBy(asc(hypotheekgevers.id)),
    listApprovals(db, dossier.id),
  ]);
  return approvalsPdf({ dossierId: dossier.id, reference: dossier.kenmerk ?? dossier.offerteNr, applicants, approvals, printedAt: new Date() });
}

/** Approvals are given on a running dossier only; a final rejection also rejects the dossier. */
function refuseClosed(d: Dossier) {
  if (d.gearchiveerd || d.status !== 'LOPEND') throw general(409, `Dossier ${d.id} is niet meer lopend; er kan geen beoordeling meer worden vastgelegd.`);
}
async function applyResult(tx: Tx, user: SessionUser, dossier: Dossier, resultaat: string) {
  if (resultaat === 'FINAAL_AFGEWEZEN') await changeDossier(tx, user.id, dossier, { status: 'AFGEWEZEN' });
}

/**
 * POST /dossiers/approvals: a level is judged once, in order: the second only after the first
 * said AKKOORD, the third only after the second did (four-eyes principle of acceptance).
 */
export async function addApproval(db: Db, user: SessionUser, body: z.output<typeof approvalCreateSchema>) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, body.dossierId);
    refuseClosed(dossier);
    const existing = await tx.select().from(dossierApprovals).where(eq(dossierApprovals.dossierId, dossier.id));
    if (existing.some((a) => a.niveau === body.niveau)) {
      throw general(409, `De ${NAME[body.niveau]} beoordeling is al vastgelegd; wijzig die beoordeling.`);
    }
    const previous = PREVIOUS[body.niveau];
    if (previous && !existing.some((a) => a.niveau === previous && a.resultaat === 'AKKOORD')) {
      throw general(409, `De ${NAME[body.niveau]} beoordeling kan pas na een akkoord op de ${NAME[previous]} beoordeling.`);
    }
    const [row] = await tx.insert(dossierApprovals).values({ ...body, gebruikerId: user.id }).returning();
    await auditFields(tx, user.id, dossier.id, `approvals[${row.id}]`, null, row, FIELDS);
    await applyResult(tx, user, dossier, body.resultaat);
    return out(row);
  });
}

/** PATCH /dossiers/approvals: changes a judgement while no later level has judged. */
export async function updateApproval(db: Db, user: SessionUser, body: z.output<typeof approvalUpdateSchema>) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ dossierId: dossierApprovals.dossierId }).from(dossierApprovals).where(eq(dossierApprovals.id, body.id));
    if (!found) throw notFound();
    const dossier = await lockDossier(tx, user, found.dossierId);
    // Read again under the dossier's lock: a change that went first must be seen (its version).
    const [current] = await tx.select().from(dossierApprovals).where(eq(dossierApprovals.id, body.id));
    checkVersion(current, body.version);
    refuseClosed(dossier);
    const later = await tx
      .select({ niveau: dossierApprovals.niveau })
      .from(dossierApprovals)
      .where(eq(dossierApprovals.dossierId, dossier.id));
    const order: string[] = ['FIRST', 'SECOND', 'THIRD'];
    if (later.some((a) => order.indexOf(a.niveau) > order.indexOf(current.niveau))) {
      throw general(409, 'Een volgende beoordeling is al vastgelegd; deze beoordeling kan niet meer worden gewijzigd.');
    }
    const fields = { resultaat: body.resultaat, toelichting: body.toelichting };
    const changed = await auditFields(tx, user.id, dossier.id, `approvals[${current.id}]`, current, fields, FIELDS.slice(1));
    if (changed === 0) return out(current);
    const [row] = await tx
      .update(dossierApprovals)
      .set({ ...fields, gebruikerId: user.id, beoordeeldOp: new Date(), version: current.version + 1, updatedAt: new Date() })
      .where(eq(dossierApprovals.id, current.id))
      .returning();
    await applyResult(tx, user, dossier, body.resultaat);
    return out(row);
  });
}
