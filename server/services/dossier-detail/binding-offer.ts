import { eq } from 'drizzle-orm';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { bindingOfferTexts } from '../../db/schema';
import { general } from '../../errors';
import type { Dossier } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { lockDossier, readDossier } from './access';
import { auditFields } from './audit-trail';

/** Once the mortgage offer is out (issued, signed, or passing), its text binds the lender and is fixed. */
const isBinding = (d: Dossier) => d.fase === 'PASSEREN' || (d.fase === 'HYPOTHEEKAANBOD' && (d.stap === 'UITGEBRACHT' || d.stap === 'GETEKEND'));

/** GET /check-binding-offer?dossierId: whether the offer binds, and whether its text may still change. */
export async function checkBindingOffer(db: Db, user: SessionUser, dossierId: number) {
  const dossier = await readDossier(db, user, dossierId);
  const [text] = await db.select({ id: bindingOfferTexts.id }).from(bindingOfferTexts).where(eq(bindingOfferTexts.dossierId, dossierId));
  const bindend = isBinding(dossier);
  return { dossierId, bindend, tekstAanwezig: Boolean(text), wijzigbaar: !bindend && dossier.status === 'LOPEND' && !dossier.gearchiveerd };
}

/** GET /binding-offer-text?dossierId: the text, or tekst null when none was written. */
export async function readBindingOfferText(db: Db, user: SessionUser, dossierId: number) {
  await readDossier(db, user, dossierId);
  const [row] = await db.select().from(bindingOfferTexts).where(eq(bindingOfferTexts.dossierId, dossierId));
  return { dossierId, tekst: row?.tekst ?? null, version: row?.version ?? null };
}

/** PUT /binding-offer-text: writes the text while the offer is not yet binding. */
export async function putBindingOfferText(db: Db, user: SessionUser, body: { dossierId: number; tekst: string; version?: number }) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, body.dossierId);
    if (isBinding(dossier) || dossier.status !== 'LOPEND' || dossier.gearchiveerd) {
      throw general(409, `Het aanbod van dossier ${dossier.id} is al uitgebracht of het dossier loopt niet meer; de tekst kan niet meer worden gewijzigd.`);
    }
    const [current] = await tx.select().from(bindingOfferTexts).where(eq(bindingOfferTexts.dossierId, dossier.id));
    if (current) checkVersion(current, body.version);
    await auditFields(tx, user.id, dossier.id, 'bindendAanbod', { tekst: current?.tekst }, { tekst: body.tekst }, ['tekst']);
    const [row] = current
      ? await tx
          .update(bindingOfferTexts)
          .set({ tekst: body.tekst, version: current.version + 1, updatedAt: new Date() })
          .where(eq(bindingOfferTexts.id, current.id))
          .returning()
      : await tx.insert(bindingOfferTexts).values({ dossierId: dossier.id, tekst: body.tekst }).returning();
    return { dossierId: dossier.id, tekst: row.tekst, version: row.version };
  });
}
