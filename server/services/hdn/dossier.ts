import { and, desc, eq, exists, type SQL } from 'drizzle-orm';
import { DOSSIER_STATUSES, FASES, stappenVan, type Fase } from '../../../contract/dossier';
import { dossiers, geldverstrekkers, offerteData } from '../../db/schema';
import { changeDossier, type Dossier, type Tx } from '../dossiers/audit';
import type { HdnReferentie } from './message';

/** A message the back office will not process: the reason is kept with it and given to the sender. */
export class HdnRefusal extends Error {}

/** How a message named its dossier, as the lists show it. */
export function referenceText(ref: HdnReferentie) {
  const parts = [
    ref.DossierNummer !== undefined && `Dossier ${ref.DossierNummer}`,
    ref.OfferteNummer && `Offerte ${ref.OfferteNummer}`,
    ref.Kenmerk && `Kenmerk ${ref.Kenmerk}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The dossier a message names, locked for the change it brings: by dossier number, else by offer
 * number, else by the kenmerk of any of its offers. Null when none is found (or nothing was named).
 */
export async function findDossier(tx: Tx, ref: HdnReferentie): Promise<Dossier | null> {
  let where: SQL | undefined;
  if (ref.DossierNummer !== undefined) where = eq(dossiers.id, ref.DossierNummer);
  else if (ref.OfferteNummer) where = eq(dossiers.offerteNr, ref.OfferteNummer);
  else if (ref.Kenmerk) {
    const kenmerk = ref.Kenmerk;
    where = exists(tx.select({ id: offerteData.id }).from(offerteData).where(and(eq(offerteData.dossierId, dossiers.id), eq(offerteData.kenmerk, kenmerk))));
  }
  if (!where) return null;
  const [row] = await tx.select().from(dossiers).where(where).orderBy(desc(dossiers.id)).limit(1).for('update');
  return row ?? null;
}

/**
 * Status, offer and document requests come from the dossier's money provider: a message from
 * anyone else about this dossier is refused, so one lender cannot move another's dossiers.
 */
export async function checkLender(tx: Tx, dossier: Dossier, afzender: string) {
  const [lender] = await tx.select({ code: geldverstrekkers.ontvangerCode, naam: geldverstrekkers.naam }).from(geldverstrekkers).where(eq(geldverstrekkers.id, dossier.geldverstrekkerId));
  if (lender?.code.toUpperCase() !== afzender.toUpperCase()) {
    throw new HdnRefusal(`Afzender ${afzender} is niet de geldverstrekker van dossier ${dossier.id} (${lender?.naam ?? 'onbekend'}).`);
  }
}

const position = (fase: Fase, stap: string) => [FASES.findIndex((f) => f.id === fase), stappenVan(fase).findIndex((s) => s.id === stap)];
const later = (a: number[], b: number[]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
const stepName = (fase: Fase, stap: string) => `${FASES.find((f) => f.id === fase)?.name} › ${stappenVan(fase).find((s) => s.id === stap)?.name ?? stap}`;

/**
 * Moves a dossier forward to a step (docs/hdn.md): never back, since messages can arrive out of
 * order and an older status must not undo a newer one; never for a dossier that is closed,
 * completed, rejected or archived. Answers what happened, in words for the message's result.
 */
export async function moveForward(tx: Tx, actorId: number | null, dossier: Dossier, naar: { fase: Fase; stap: string }) {
  if (dossier.gearchiveerd || dossier.status !== 'LOPEND') {
    const status = dossier.gearchiveerd ? 'gearchiveerd' : DOSSIER_STATUSES.find((s) => s.id === dossier.status)?.name.toLowerCase();
    return { dossier, text: `Stap niet gewijzigd: dossier ${dossier.id} is ${status}.` };
  }
  if (!later(position(naar.fase, naar.stap), position(dossier.fase, dossier.stap))) {
    return { dossier, text: `Stap niet gewijzigd: dossier ${dossier.id} staat al op ${stepName(dossier.fase, dossier.stap)}.` };
  }
  const moved = await changeDossier(tx, actorId, dossier, { fase: naar.fase, stap: naar.stap }, { stapSinds: new Date() });
  return { dossier: moved, text: `Dossier ${dossier.id} naar ${stepName(naar.fase, naar.stap)}.` };
}
