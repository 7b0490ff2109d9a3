import { eq, max } from 'drizzle-orm';
import { offerteData } from '../../db/schema';
import { changeDossier } from '../dossiers/audit';
import { checkLender, moveForward } from './dossier';
import type { Effect } from './effects';

/**
 * OX, an offer from the money provider: it joins the dossier's offers (its kenmerk becomes the
 * dossier's, its offer number too when the dossier had none, its term the dossier's validity),
 * and the dossier moves forward to "uitgebracht" of the offer's phase.
 */
export const applyOffer: Effect<'OX'> = async ({ tx, actorId, dossier, message }, body) => {
  const offer = body;
  await checkLender(tx, dossier, message.header.Afzender);
  const [{ last }] = await tx.select({ last: max(offerteData.volgnummer) }).from(offerteData).where(eq(offerteData.dossierId, dossier.id));
  await tx.insert(offerteData).values({
    dossierId: dossier.id,
    volgnummer: (last ?? 0) + 1,
    kenmerk: offer.Kenmerk,
    uitgebrachtOp: offer.UitgebrachtOp,
    geldigTot: offer.GeldigTot ?? null,
    hoofdsom: offer.Hoofdsom ?? null,
  });
  const changed = await changeDossier(tx, actorId, dossier, {
    kenmerk: offer.Kenmerk,
    offerteNr: dossier.offerteNr ?? offer.OfferteNummer ?? null,
    geldigTot: offer.GeldigTot ?? dossier.geldigTot,
  });
  const moved = await moveForward(tx, actorId, changed, { fase: offer.OfferteSoort, stap: 'UITGEBRACHT' });
  const kind = offer.OfferteSoort === 'RENTEAANBOD' ? 'Renteaanbod' : 'Hypotheekaanbod';
  return `${kind} ${offer.Kenmerk} toegevoegd. ${moved.text}`;
};
