import { and, asc, eq } from 'drizzle-orm';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { bezittingen, hypotheekgevers, hypotheken, inkomens, objecten, referentieWaarden, verplichtingen } from '../../db/schema';
import type { Dossier } from '../dossiers/audit';

/** A document a handler checks off for a dossier, and why this dossier needs it. */
export interface DocumentCheck {
  id: string;
  omschrijving: string;
  reden: string;
}

const names = (people: { voorLetters: string; tussenVoegsels: string | null; achterNaam: string }[]) => people.map(personName).join(', ');

/**
 * The documents a Dutch mortgage back office asks for, derived from what the dossier holds
 * (docs/beheer.md "Documents to check"): identity and BKR always, proof of each kind of income,
 * the property's papers, own means, the signed offer once it is out, and BTL rent contracts.
 * Texts come from the editable list `checksoortdocumenten`; a switched-off kind is not asked for.
 */
export async function documentChecks(db: Db, dossier: Dossier): Promise<DocumentCheck[]> {
  const [applicants, incomes, [mortgage], objects, assets, obligations, kinds] = await Promise.all([
    db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id)).orderBy(asc(hypotheekgevers.id)),
    db.select().from(inkomens).where(eq(inkomens.dossierId, dossier.id)),
    db.select().from(hypotheken).where(eq(hypotheken.dossierId, dossier.id)),
    db.select().from(objecten).where(eq(objecten.dossierId, dossier.id)),
    db.select().from(bezittingen).where(eq(bezittingen.dossierId, dossier.id)),
    db.select().from(verplichtingen).where(eq(verplichtingen.dossierId, dossier.id)),
    db
      .select({ code: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving })
      .from(referentieWaarden)
      .where(and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), eq(referentieWaarden.active, true)))
      .orderBy(asc(referentieWaarden.volgorde)),
  ]);
  const earners = (...soorten: string[]) => {
    const ids = new Set(incomes.filter((i) => soorten.includes(i.soort)).map((i) => i.hypotheekgeverId));
    return applicants.filter((a) => ids.has(a.id));
  };
  const flex = incomes.filter((i) => i.soort === 'LOONDIENST' && (i.dienstverband === 'FLEX' || i.dienstverband === 'TIJDELIJK'));
  const employed = earners('LOONDIENST');
  const entrepreneurs = earners('ONDERNEMING');
  const retired = earners('PENSIOEN');
  const benefits = earners('UITKERING');
  const offerOut = dossier.fase === 'HYPOTHEEKAANBOD' || dossier.fase === 'PASSEREN';
  const rented = dossier.btl || objects.some((o) => o.verhuurd);
  const ownMeans = (mortgage?.eigenMiddelen ?? 0) > 0 || assets.some((a) => a.soort === 'SPAARGELD');

  const reasons: Record<string, string | false> = {
    ID: applicants.length > 0 && `Legitimatie van ${names(applicants)}`,
    WGV: employed.length > 0 && `Inkomen uit loondienst: ${names(employed)}`,
    SALARIS: employed.length > 0 && `Inkomen uit loondienst: ${names(employed)}`,
    UPO: retired.length > 0 && `Pensioeninkomen: ${names(retired)}`,
    IBL: (flex.length > 0 || benefits.length > 0) && (benefits.length ? `Uitkering: ${names(benefits)}` : 'Flexibel of tijdelijk dienstverband'),
    IB_AANGIFTE: entrepreneurs.length > 0 && `Inkomen uit onderneming: ${names(entrepreneurs)}`,
    JAARCIJFERS: entrepreneurs.length > 0 && `Inkomen uit onderneming: ${names(entrepreneurs)}`,
    KOOPOVEREENKOMST: objects.some((o) => o.koopsom != null) && 'Aankoop van het onderpand',
    TAXATIE: objects.length > 0 && 'Marktwaarde van het onderpand',
    BKR: applicants.length > 0 && 'Toetsing kredietregistratie van de aanvragers',
    BANKAFSCHRIFT: ownMeans && 'Inbreng eigen middelen',
    OFFERTE_GETEKEND: offerOut && 'Hypotheekaanbod is uitgebracht',
    HUUROVEREENKOMST: rented && 'Verhuurd onderpand',
    ECHTSCHEIDINGSCONVENANT: obligations.some((o) => o.soort === 'ALIMENTATIE') && 'Alimentatieverplichting',
  };
  return kinds.flatMap(({ code, omschrijving }) => (reasons[code] ? [{ id: code, omschrijving, reden: reasons[code] as string }] : []));
}
