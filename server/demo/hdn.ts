import { and, asc, count, eq, isNotNull, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { hashPassword } from '../services/auth/passwords';
import { auditMessage } from '../services/hdn/apply';
import { composeHdn, type ComposedMessage } from '../services/hdn/compose';
import { receiveHdn, type HdnDeps } from '../services/hdn/intake';
import { parseHdn } from '../services/hdn/message';
import { summarise } from '../services/hdn/summary';
import type { Db } from '../db/client';
import {
  dossierDocumenten,
  dossiers,
  dossierWijzigingen,
  gebruikerRollen,
  gebruikers,
  geldverstrekkers,
  hdnBerichten,
  hypotheekgevers,
  hypotheken,
  kantoren,
  offerteData,
  rolPermissies,
  rollen,
} from '../db/schema';
import { DEMO_PASSWORD } from './demo';

/** The account the HDN exchange signs in with (docs/hdn.md); in the demo with the demo password. */
export const HDN_ACCOUNT = 'hdn-koppeling';
const HDN_ROLE = 'HDN-koppeling';

/** The exchange's account (type S, systeem) and its role, which may post HDN messages and nothing else. */
export async function ensureHdnAccount(db: Db) {
  const [existing] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, HDN_ACCOUNT));
  if (existing) return existing.id;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [role] = await tx
      .insert(rollen)
      .values({ naam: HDN_ROLE, omschrijving: 'Systeemkoppeling met het HDN-berichtenverkeer' })
      .onConflictDoUpdate({ target: rollen.naam, set: { naam: HDN_ROLE } })
      .returning({ id: rollen.id });
    await tx.insert(rolPermissies).values({ rolId: role.id, permissie: 'HDN_BERICHTEN_AANLEVEREN' }).onConflictDoNothing();
    const [user] = await tx
      .insert(gebruikers)
      .values({ username: HDN_ACCOUNT, passwordHash, email: 'hdn-koppeling@backoffice.example.nl', voorLetters: '', achterNaam: 'HDN-koppeling', typeCode: 'S' })
      .returning({ id: gebruikers.id });
    await tx.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: role.id });
    return user.id;
  });
}

export async function hasHdnDemo(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(hdnBerichten);
  return n > 0;
}

const HOUR = 3600_000;
/** Dossiers delivered through HDN whose history gets its messages. */
const HISTORY_DOSSIERS = 60;

type Dossier = typeof dossiers.$inferSelect;

/** A stable id per message, as the exchange would give one. */
const messageId = (prefix: string, dossierId: number, n: number) => `${prefix}-${String(dossierId).padStart(6, '0')}-${n}`;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * The messages a dossier's history implies (docs/hdn.md, "Demo data"): its application from the
 * office and the acknowledgement, the money provider's "in behandeling", each offer with its status,
 * the document request for what was requested, and "finaal akkoord" once it is being passed. Kept
 * as processed, dated as the dossier's history, each with its line on the dossier's trail.
 */
async function historyOf(db: Db, dossier: Dossier, lenderCode: string, now: number) {
  const applicants = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id)).orderBy(asc(hypotheekgevers.id));
  const [mortgage] = await db.select().from(hypotheken).where(eq(hypotheken.dossierId, dossier.id));
  const offers = await db.select().from(offerteData).where(eq(offerteData.dossierId, dossier.id)).orderBy(asc(offerteData.volgnummer));
  const requests = await db.select({ soort: dossierDocumenten.soort, at: dossierDocumenten.opgevraagdOp }).from(dossierDocumenten).where(eq(dossierDocumenten.dossierId, dossier.id));
  const office = `KANTOOR-${dossier.kantoorId}`;
  const start = dossier.ontvangenOp.getTime();
  const out: { at: number; richting: 'IN' | 'UIT'; message: ComposedMessage; answers?: number }[] = [];
  const referentie = { DossierNummer: dossier.id };
  out.push({
    at: start,
    richting: 'IN',
    message: {
      header: { BerichtSoort: 'AX', BerichtId: messageId(office, dossier.id, 1), Afzender: office, Ontvanger: lenderCode, Datum: iso(start - 5 * 60_000) },
      body: {
        Aanvraag: {
          Intermediair: { KantoorNummer: dossier.kantoorId ?? 0 },
          Hypotheekgever: applicants.slice(0, 2).map((a) => ({
            Geslacht: a.geslacht.startsWith('M') ? 'M' : 'V',
            Voorletters: a.voorLetters,
            Voornamen: a.voorNamen ?? undefined,
            Tussenvoegsels: a.tussenVoegsels ?? undefined,
            Achternaam: a.achterNaam,
            GeboorteDatum: a.geboorteDatum,
            Straat: a.straatNaam ?? undefined,
            Huisnummer: a.huisNummer ?? undefined,
            Postcode: a.postcode ?? undefined,
            Plaats: a.plaatsNaam ?? undefined,
          })),
          Lening: { Hoofdsom: (mortgage?.hoofdsom ?? 250_000).toFixed(2) },
        },
      },
    },
  });
  const ackAt = start + 2 * HOUR;
  out.push({
    at: ackAt,
    richting: 'UIT',
    answers: 0,
    message: {
      header: { BerichtSoort: 'SX', BerichtId: messageId('BACKOFFICE', dossier.id, 2), Afzender: 'BACKOFFICE', Ontvanger: office, Datum: iso(ackAt) },
      referentie,
      body: { Statusmelding: { StatusCode: '09', Toelichting: `Aanvraag ${messageId(office, dossier.id, 1)} ontvangen onder dossiernummer ${dossier.id}.` } },
    },
  });
  const status = (at: number, code: string, n: number) =>
    out.push({ at, richting: 'IN', message: { header: { BerichtSoort: 'SX', BerichtId: messageId(lenderCode, dossier.id, n), Afzender: lenderCode, Datum: iso(at) }, referentie, body: { Statusmelding: { StatusCode: code } } } });
  if (dossier.fase !== 'AANVRAAG' || dossier.stap !== 'ONTVANGEN') status(start + 26 * HOUR, '10', 3);
  offers.forEach((offer, i) => {
    if (!offer.uitgebrachtOp) return;
    const at = Date.parse(`${offer.uitgebrachtOp}T09:00:00Z`);
    const soort = offer.volgnummer === 1 ? 'RENTEAANBOD' : 'HYPOTHEEKAANBOD';
    out.push({
      at,
      richting: 'IN',
      message: {
        header: { BerichtSoort: 'OX', BerichtId: messageId(lenderCode, dossier.id, 10 + i), Afzender: lenderCode, Datum: iso(at) },
        referentie,
        body: { Offerte: { OfferteSoort: soort, Kenmerk: offer.kenmerk, OfferteNummer: dossier.offerteNr ?? undefined, UitgebrachtOp: offer.uitgebrachtOp, GeldigTot: offer.geldigTot ?? undefined, Hoofdsom: offer.hoofdsom?.toFixed(2) } },
      },
    });
    status(at + 5 * 60_000, soort === 'RENTEAANBOD' ? '22' : '23', 20 + i);
  });
  if (requests.length) {
    const at = Math.min(...requests.map((r) => r.at.getTime()));
    out.push({
      at,
      richting: 'IN',
      message: {
        header: { BerichtSoort: 'DA', BerichtId: messageId(lenderCode, dossier.id, 30), Afzender: lenderCode, Datum: iso(at) },
        referentie,
        body: { DocumentAanvraag: { Document: [...new Set(requests.map((r) => r.soort))].map((Soort) => ({ Soort })) } },
      },
    });
  }
  if (dossier.fase === 'PASSEREN') status(dossier.stapSinds.getTime(), '05', 40);
  return out.filter((m) => m.at <= now);
}

async function insertHistory(db: Db, dossier: Dossier, lenderCode: string, now: number) {
  const history = await historyOf(db, dossier, lenderCode, now);
  const prepared: (Awaited<ReturnType<typeof historyOf>>[number] & { inhoud: string; samenvatting: string })[] = [];
  for (const item of history) {
    const inhoud = composeHdn(item.message);
    const parsed = parseHdn(inhoud);
    if (!parsed.ok) throw new Error(`demo HDN message does not read: ${parsed.melding}`);
    prepared.push({ ...item, inhoud, samenvatting: await summarise(db, parsed.message) });
  }
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const { message, richting, at, answers, inhoud, samenvatting } of prepared) {
      const { header } = message;
      const [row] = await tx
        .insert(hdnBerichten)
        .values({
          richting,
          soort: header.BerichtSoort,
          berichtId: header.BerichtId,
          kanaal: 'HTTP',
          afzender: header.Afzender,
          ontvanger: header.Ontvanger ?? null,
          dossierId: dossier.id,
          referentie: `Dossier ${dossier.id}`,
          samenvatting,
          status: richting === 'IN' ? 'VERWERKT' : 'VERZONDEN',
          inhoud,
          berichtDatum: header.Datum ? new Date(header.Datum) : null,
          inReactieOp: answers === undefined ? null : ids[answers],
          tijdstip: new Date(at),
          verzondenOp: richting === 'UIT' ? new Date(at + 1000) : null,
        })
        .returning({ id: hdnBerichten.id });
      ids.push(row.id);
      await auditMessage(tx, null, { id: row.id, dossierId: dossier.id, richting, soort: header.BerichtSoort, samenvatting });
      // The trail's line belongs to the message's own moment, not to the seeding.
      await tx
        .update(dossierWijzigingen)
        .set({ gewijzigdOp: new Date(at) })
        .where(and(eq(dossierWijzigingen.dossierId, dossier.id), like(dossierWijzigingen.veld, `hdnBerichten[${row.id}].%`)));
    }
  });
}

async function demoPdf(title: string, lines: string[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 770, size: 18, font });
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 730 - i * 18, size: 11, font }));
  return Buffer.from(await pdf.save()).toString('base64');
}

/**
 * The demo's HDN traffic (docs/hdn.md, "Demo data"): the history of the first dossiers delivered
 * through HDN, then a few messages taken in now through the real intake, so their effects are
 * real: a new application for the demo adviser's office, a rate offer's status, a document request
 * and the documents for it, a binding offer, a status naming no known dossier (to link by hand) and
 * one that cannot be read. Deterministic: fixed names, ids and the first dossiers of each kind.
 */
export async function seedHdnDemo(db: Db, deps: HdnDeps, now = new Date()) {
  await ensureHdnAccount(db);
  const lenders = new Map((await db.select({ id: geldverstrekkers.id, code: geldverstrekkers.ontvangerCode }).from(geldverstrekkers)).map((l) => [l.id, l.code]));
  const history = await db
    .select()
    .from(dossiers)
    .where(and(eq(dossiers.aanleverenViaHdnjn, 1), eq(dossiers.cds, false), eq(dossiers.btl, false), isNotNull(dossiers.kantoorId)))
    .orderBy(asc(dossiers.id))
    .limit(HISTORY_DOSSIERS);
  for (const dossier of history) await insertHistory(db, dossier, lenders.get(dossier.geldverstrekkerId)!, now.getTime());

  const send = async (message: ComposedMessage) => receiveHdn(deps, composeHdn(message), 'HTTP');
  const at = (step: { fase: Dossier['fase']; stap: string }) =>
    db
      .select()
      .from(dossiers)
      .where(and(eq(dossiers.fase, step.fase), eq(dossiers.stap, step.stap), eq(dossiers.status, 'LOPEND'), eq(dossiers.gearchiveerd, false), eq(dossiers.cds, false), eq(dossiers.btl, false)))
      .orderBy(asc(dossiers.id))
      .limit(1)
      .then((rows) => rows[0]);
  const datum = iso(now.getTime() - 10 * 60_000);
  const [adviser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
  const [office] = adviser?.kantoorId ? await db.select().from(kantoren).where(eq(kantoren.id, adviser.kantoorId)) : [];
  const [firstLender] = await db.select().from(geldverstrekkers).orderBy(asc(geldverstrekkers.id)).limit(1);
  if (office) {
    await send({
      header: { BerichtSoort: 'AX', BerichtId: `KANTOOR-${office.id}-DEMO-1`, Afzender: `KANTOOR-${office.id}`, Ontvanger: firstLender.ontvangerCode, Datum: datum },
      body: {
        Aanvraag: {
          Intermediair: { KantoorNummer: office.id, AdviseurEmail: adviser.email },
          Hypotheekgever: [
            { Geslacht: 'M', Voorletters: 'R.', Voornamen: 'Ruben', Achternaam: 'Kramer', GeboorteDatum: '1989-03-17', Straat: 'Populierenlaan', Huisnummer: 21, Postcode: '3541 BC', Plaats: 'Utrecht', Email: 'ruben.kramer@ziggo.nl', Telefoon: '0612345678' },
            { Geslacht: 'V', Voorletters: 'L.M.', Voornamen: 'Lotte Maria', Achternaam: 'Visser', GeboorteDatum: '1991-11-02', Straat: 'Populierenlaan', Huisnummer: 21, Postcode: '3541 BC', Plaats: 'Utrecht' },
          ],
          Onderpand: { Straat: 'Kastanjestraat', Huisnummer: 8, Postcode: '3581 XK', Plaats: 'Utrecht', Koopsom: '465000', Marktwaarde: '470000' },
          Lening: { Hoofdsom: '418500' },
        },
      },
    });
  }
  const rateOffer = await at({ fase: 'RENTEAANBOD', stap: 'AANGEVRAAG' });
  if (rateOffer) {
    const code = lenders.get(rateOffer.geldverstrekkerId)!;
    await send({ header: { BerichtSoort: 'SX', BerichtId: `${code}-SX-DEMO-1`, Afzender: code, Datum: datum }, referentie: { DossierNummer: rateOffer.id }, body: { Statusmelding: { StatusCode: '22', Toelichting: 'Renteaanbod per post en e-mail verzonden.' } } });
  }
  const documents = await at({ fase: 'HYPOTHEEKAANBOD', stap: 'DOCUMENTEN_OPVRAGEN' });
  if (documents) {
    const code = lenders.get(documents.geldverstrekkerId)!;
    await send({
      header: { BerichtSoort: 'DA', BerichtId: `${code}-DA-DEMO-1`, Afzender: code, Datum: datum },
      referentie: { DossierNummer: documents.id },
      body: { DocumentAanvraag: { Document: [{ Soort: 'WGV', Aanvrager: 1, Toelichting: 'Werkgeversverklaring niet ouder dan drie maanden.' }, { Soort: 'SALARIS', Aanvrager: 1 }, { Soort: 'TAXATIE' }] } },
    });
    await send({
      header: { BerichtSoort: 'DX', BerichtId: `KANTOOR-${documents.kantoorId}-DX-DEMO-1`, Afzender: `KANTOOR-${documents.kantoorId}`, Datum: datum },
      referentie: { DossierNummer: documents.id },
      body: {
        Documenten: {
          Document: [
            { Soort: 'WGV', Bestandsnaam: 'werkgeversverklaring.pdf', Inhoud: await demoPdf('Werkgeversverklaring', [`Dossier ${documents.id}`, 'Dienstverband: vast, sinds 2016', 'Bruto jaarsalaris incl. vakantiegeld: € 58.400']) },
          ],
        },
      },
    });
  }
  const binding = await at({ fase: 'HYPOTHEEKAANBOD', stap: 'DOCUMENTEN_BEOORDELEN' });
  if (binding) {
    const code = lenders.get(binding.geldverstrekkerId)!;
    const today = now.toISOString().slice(0, 10);
    const until = new Date(now.getTime() + 180 * 24 * HOUR).toISOString().slice(0, 10);
    await send({
      header: { BerichtSoort: 'OX', BerichtId: `${code}-OX-DEMO-1`, Afzender: code, Datum: datum },
      referentie: { DossierNummer: binding.id },
      body: { Offerte: { OfferteSoort: 'HYPOTHEEKAANBOD', Kenmerk: `${code}90817263`, UitgebrachtOp: today, GeldigTot: until } },
    });
  }
  await send({
    header: { BerichtSoort: 'SX', BerichtId: `${firstLender.ontvangerCode}-SX-DEMO-2`, Afzender: firstLender.ontvangerCode, Datum: datum },
    referentie: { Kenmerk: `${firstLender.ontvangerCode}00000000` },
    body: { Statusmelding: { StatusCode: '12', Toelichting: 'Aanvullende stukken nodig voor de acceptatie.' } },
  });
  // Cut off in the middle, as a connector that stopped half-way writes it.
  await receiveHdn(deps, `<?xml version="1.0" encoding="UTF-8"?>\n<HdnBericht>\n  <Header>\n    <BerichtSoort>SX</BerichtSoort>\n    <BerichtId>${firstLender.ontvangerCode}-SX-DEMO-3</BerichtId>\n  </Header>\n`, 'HTTP');
}
