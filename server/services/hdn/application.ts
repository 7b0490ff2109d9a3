import { and, eq, sql } from 'drizzle-orm';
import { dossiers, gebruikers, geldverstrekkers, hypotheekgevers, hypotheken, kantoren, objecten } from '../../db/schema';
import { auditFields } from '../dossier-detail/audit-trail';
import type { Dossier, Tx } from '../dossiers/audit';
import { dossierNames } from '../dossiers/summary';
import { HdnRefusal } from './dossier';
import type { Effect } from './effects';
import type { HdnApplicant, HdnBody, HdnHeader } from './message';

type Application = Extract<HdnBody, { soort: 'AX' }>;

const euros = (amount: number) => `€ ${amount.toLocaleString('nl-NL', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

const applicantRow = (dossierId: number, a: HdnApplicant) => ({
  dossierId,
  geslacht: a.Geslacht === 'M' ? 'M mannelijk' : 'V vrouwelijk',
  voorLetters: a.Voorletters,
  voorNamen: a.Voornamen ?? null,
  tussenVoegsels: a.Tussenvoegsels ?? null,
  achterNaam: a.Achternaam,
  geboorteDatum: a.GeboorteDatum,
  straatNaam: a.Straat ?? null,
  huisNummer: a.Huisnummer ?? null,
  postcode: a.Postcode ?? null,
  plaatsNaam: a.Plaats ?? null,
  email: a.Email ?? null,
  telefoonNummer: a.Telefoon ?? null,
});

/**
 * AX without a dossier number, a new application from an adviser's software: a new dossier in
 * Aanvraag › Aanvraag ontvangen, delivered through HDN, for the money provider the message is
 * addressed to (its receiver code), the office the message names (its office number) and, when
 * given, the adviser of that office with that e-mail address; with its applicants, the property
 * when its address is complete, and the loan amount.
 */
export async function createFromApplication(tx: Tx, header: HdnHeader, body: Application): Promise<{ dossier: Dossier; text: string }> {
  if (!header.Ontvanger) throw new HdnRefusal('Header/Ontvanger ontbreekt: een aanvraag is gericht aan een geldverstrekker.');
  const [lender] = await tx.select({ id: geldverstrekkers.id }).from(geldverstrekkers).where(and(eq(geldverstrekkers.ontvangerCode, header.Ontvanger), eq(geldverstrekkers.active, true)));
  if (!lender) throw new HdnRefusal(`Header/Ontvanger ${header.Ontvanger} is geen geldverstrekker van de backoffice.`);
  const kantoorId = body.Intermediair.KantoorNummer;
  const [office] = await tx.select({ id: kantoren.id }).from(kantoren).where(and(eq(kantoren.id, kantoorId), eq(kantoren.active, true)));
  if (!office) throw new HdnRefusal(`Aanvraag/Intermediair/KantoorNummer ${kantoorId} is geen aangesloten kantoor.`);
  let adviseurId: number | null = null;
  if (body.Intermediair.AdviseurEmail) {
    const [adviser] = await tx
      .select({ id: gebruikers.id })
      .from(gebruikers)
      .where(and(eq(gebruikers.kantoorId, kantoorId), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true), eq(sql`lower(${gebruikers.email})`, body.Intermediair.AdviseurEmail.toLowerCase())));
    adviseurId = adviser?.id ?? null;
  }
  const applicants = body.Hypotheekgever.map((a) => applicantRow(0, a));
  const [dossier] = await tx
    .insert(dossiers)
    .values({
      kantoorId,
      adviseurId,
      geldverstrekkerId: lender.id,
      fase: 'AANVRAAG',
      stap: 'ONTVANGEN',
      aanleverenViaHdnjn: 1,
      ...dossierNames(applicants),
    })
    .returning();
  await tx.insert(hypotheekgevers).values(applicants.map((a) => ({ ...a, dossierId: dossier.id })));
  await tx.insert(hypotheken).values({ dossierId: dossier.id, hoofdsom: body.Lening.Hoofdsom });
  const property = body.Onderpand;
  if (property?.Straat && property.Huisnummer && property.Postcode && property.Plaats) {
    await tx.insert(objecten).values({
      dossierId: dossier.id,
      soortObject: 'EENGEZINSWONING',
      straatNaam: property.Straat,
      huisNummer: property.Huisnummer,
      postcode: property.Postcode,
      plaatsNaam: property.Plaats,
      koopsom: property.Koopsom ?? null,
      marktwaarde: property.Marktwaarde ?? null,
    });
  }
  const adviser = body.Intermediair.AdviseurEmail && adviseurId === null ? ` Adviseur ${body.Intermediair.AdviseurEmail} is niet bekend bij het kantoor.` : '';
  return { dossier, text: `Dossier ${dossier.id} aangemaakt voor ${dossier.naamHypotheekGever}, ${euros(body.Lening.Hoofdsom)}.${adviser}` };
}

/**
 * AX with a dossier number, a changed application (HDN's gewijzigde aanvraag): the loan amount
 * asked for is updated on the running dossier; a closed or archived dossier refuses it.
 */
export const applyChangedApplication: Effect<'AX'> = async ({ tx, actorId, dossier }, body) => {
  if (dossier.gearchiveerd || dossier.status !== 'LOPEND') throw new HdnRefusal(`Dossier ${dossier.id} is niet meer lopend; een gewijzigde aanvraag kan niet worden verwerkt.`);
  const [mortgage] = await tx.select().from(hypotheken).where(eq(hypotheken.dossierId, dossier.id)).for('update');
  if (!mortgage) {
    await tx.insert(hypotheken).values({ dossierId: dossier.id, hoofdsom: body.Lening.Hoofdsom });
    return `Gewijzigde aanvraag: hoofdsom ${euros(body.Lening.Hoofdsom)}.`;
  }
  const changed = await auditFields(tx, actorId, dossier.id, `hypotheek[${mortgage.id}]`, mortgage, { hoofdsom: body.Lening.Hoofdsom }, ['hoofdsom']);
  if (!changed) return 'Gewijzigde aanvraag: de hoofdsom is gelijk gebleven.';
  await tx.update(hypotheken).set({ hoofdsom: body.Lening.Hoofdsom, version: mortgage.version + 1, updatedAt: new Date() }).where(eq(hypotheken.id, mortgage.id));
  return `Gewijzigde aanvraag: hoofdsom ${euros(mortgage.hoofdsom)} → ${euros(body.Lening.Hoofdsom)}.`;
};
