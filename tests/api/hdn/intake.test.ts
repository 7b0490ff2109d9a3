import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documenten, dossierDocumenten, dossiers, geldverstrekkers, hdnBerichten, hypotheekgevers, hypotheken, kantoren, offerteData } from '../../../server/db/schema';
import { ensureHdnAccount, HDN_ACCOUNT } from '../../../server/demo/hdn';
import { pdfBytes } from '../documents/fixtures';
import { auditRows, userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { hdnXml, postXml } from './fixtures';

/**
 * The HDN intake end to end (docs/hdn.md): POST /api/v1/hdn/berichten as the exchange's account,
 * what each kind changes on its dossier, repeats, refusals, and linking a message by hand. Each
 * test starts from a dossier an application (AX) of its own made, so no other test file's changes
 * meet these.
 */
const { app, database } = await testServer();
const { db } = database;
await ensureHdnAccount(db);
const exchange = await signIn(app, HDN_ACCOUNT);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');
const adviser = await userRow(db, 'adviseur');
const lenderUser = await userRow(db, 'verstrekker');
const [lender] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.id, lenderUser.geldverstrekkerId!));
const [otherLender] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.ontvangerCode, lender.ontvangerCode === 'ING' ? 'RABO' : 'ING'));
const [office] = await db.select().from(kantoren).where(eq(kantoren.id, adviser.kantoorId!));

const send = (xml: string) => postXml(app, exchange.token, xml);

/** A new application of two applicants for the demo adviser's office, addressed to the demo lender. */
const application = (achternaam = 'Hendriks', extra: Record<string, unknown> = {}) =>
  hdnXml({
    header: { BerichtSoort: 'AX', Afzender: 'ADVIESPAKKET', Ontvanger: lender.ontvangerCode },
    body: {
      Aanvraag: {
        Intermediair: { KantoorNummer: office.id, AdviseurEmail: adviser.email.toUpperCase() },
        Hypotheekgever: [
          { Geslacht: 'M', Voorletters: 'P.J.', Voornamen: 'Pieter Jan', Achternaam: achternaam, GeboorteDatum: '1986-04-12', Straat: 'Lindelaan', Huisnummer: 14, Postcode: '3511 AB', Plaats: 'Utrecht', Email: 'pj@example.nl' },
          { Geslacht: 'V', Voorletters: 'S.', Tussenvoegsels: 'van', Achternaam: 'Dam', GeboorteDatum: '1988-09-30', Postcode: '3511AB' },
        ],
        Onderpand: { Straat: 'Lindelaan', Huisnummer: 14, Postcode: '3511AB', Plaats: 'Utrecht', Koopsom: '395000', Marktwaarde: '400000' },
        Lening: { Hoofdsom: '350000.00' },
        ...extra,
      },
    },
  });

async function newDossier(achternaam?: string) {
  const res = await send(application(achternaam));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await db.select().from(dossiers).where(eq(dossiers.id, res.body.dossierId));
  return row;
}

const status = (dossierId: number, code: string, afzender = lender.ontvangerCode, toelichting?: string) =>
  hdnXml({ header: { BerichtSoort: 'SX', Afzender: afzender }, referentie: { DossierNummer: dossierId }, body: { Statusmelding: { StatusCode: code, Toelichting: toelichting } } });

const dossierRow = async (id: number) => (await db.select().from(dossiers).where(eq(dossiers.id, id)))[0];

describe('HDN intake: an application (AX)', () => {
  it('makes a new dossier with its applicants, property and loan amount, and queues the acknowledgement', async () => {
    const res = await send(application('Verhoeven'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'VERWERKT', duplicaat: false, melding: null });
    const dossier = await dossierRow(res.body.dossierId);
    expect(dossier).toMatchObject({
      fase: 'AANVRAAG',
      stap: 'ONTVANGEN',
      aanleverenViaHdnjn: 1,
      kantoorId: office.id,
      adviseurId: adviser.id,
      geldverstrekkerId: lender.id,
      naamHypotheekGever: 'P.J. Verhoeven & S. van Dam',
      zoekPostcodes: '3511AB',
    });
    const applicants = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id));
    expect(applicants.map((a) => a.geslacht)).toEqual(['M mannelijk', 'V vrouwelijk']);
    expect((await db.select().from(hypotheken).where(eq(hypotheken.dossierId, dossier.id)))[0].hoofdsom).toBe(350000);
    expect(res.body.resultaat).toBe(`Dossier ${dossier.id} aangemaakt voor P.J. Verhoeven & S. van Dam, € 350.000.`);
    const answers = await db.select().from(hdnBerichten).where(eq(hdnBerichten.inReactieOp, res.body.id));
    // The test server has no HDN_URL or HDN_DIR: the acknowledgement is kept, not sent, and says why.
    expect(answers).toEqual([
      expect.objectContaining({ richting: 'UIT', soort: 'SX', kanaal: 'GEEN', status: 'NIET_VERZONDEN', ontvanger: 'ADVIESPAKKET', dossierId: dossier.id, samenvatting: 'Status 09: Ontvangstbevestiging' }),
    ]);
    expect(answers[0].inhoud).toContain(`<DossierNummer>${dossier.id}</DossierNummer>`);
    expect(answers[0].melding).toMatch(/Geen HDN-verbinding ingesteld/);
    // Both messages head the dossier's trail.
    expect((await auditRows(db, dossier.id, 'hdnBerichten[')).map((r) => [r.veld, r.nieuweWaarde])).toEqual([
      [`hdnBerichten[${answers[0].id}].verzonden`, 'SX – Status 09: Ontvangstbevestiging'],
      [`hdnBerichten[${res.body.id}].ontvangen`, 'AX – Aanvraag P.J. Verhoeven & S. van Dam, € 350.000'],
    ]);
  });

  it('answers a repeat of a message with its first receipt and changes nothing again', async () => {
    const xml = application('Repeat');
    const first = await send(xml);
    const again = await send(xml);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, duplicaat: true });
    expect(await db.select().from(dossiers).where(eq(dossiers.naamHypotheekGever, 'P.J. Repeat & S. van Dam'))).toHaveLength(1);
  });

  it('refuses an application for an office or money provider the back office does not know, and keeps it refused', async () => {
    const unknownOffice = await send(application('Kantoorloos', { Intermediair: { KantoorNummer: 999999 } }));
    expect(unknownOffice.status).toBe(400);
    expect(unknownOffice.body).toEqual({ type: 'GENERAL', messages: ['Bericht geweigerd: Aanvraag/Intermediair/KantoorNummer 999999 is geen aangesloten kantoor.'] });
    const toNobody = await send(application('Zonderbank').replace(`<Ontvanger>${lender.ontvangerCode}</Ontvanger>`, '<Ontvanger>ONBEKEND</Ontvanger>'));
    expect(toNobody.body.messages).toEqual(['Bericht geweigerd: Header/Ontvanger ONBEKEND is geen geldverstrekker van de backoffice.']);
    const kept = await db.select().from(hdnBerichten).where(and(eq(hdnBerichten.status, 'GEWEIGERD'), eq(hdnBerichten.soort, 'AX')));
    expect(kept.map((k) => k.melding)).toEqual(expect.arrayContaining([unknownOffice.body.messages[0], toNobody.body.messages[0]]));
    expect(await db.select().from(dossiers).where(eq(dossiers.naamHypotheekGever, 'P.J. Kantoorloos & S. van Dam'))).toHaveLength(0);
  });

  it('updates the loan amount of a running dossier with a changed application', async () => {
    const dossier = await newDossier('Wijziging');
    const res = await send(hdnXml({
      header: { BerichtSoort: 'AX', Afzender: 'ADVIESPAKKET', Ontvanger: lender.ontvangerCode },
      referentie: { DossierNummer: dossier.id },
      body: { Aanvraag: { Intermediair: { KantoorNummer: office.id }, Hypotheekgever: [{ Geslacht: 'M', Voorletters: 'P.J.', Achternaam: 'Wijziging', GeboorteDatum: '1986-04-12' }], Lening: { Hoofdsom: '365000' } } },
    }));
    expect(res.body).toMatchObject({ status: 'VERWERKT', dossierId: dossier.id, resultaat: 'Gewijzigde aanvraag: hoofdsom € 350.000 → € 365.000.' });
    expect((await auditRows(db, dossier.id, 'hypotheek[')).map((r) => [r.oudeWaarde, r.nieuweWaarde])).toEqual([['350000', '365000']]);
  });
});

describe('HDN intake: a status (SX) moves the dossier', () => {
  it('moves a dossier forward to the step of its status code, on the trail as the system', async () => {
    const dossier = await newDossier('Status');
    const res = await send(status(dossier.id, '22'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'VERWERKT', dossierId: dossier.id, resultaat: `Dossier ${dossier.id} naar Renteaanbod › Renteaanbod uitgebracht.` });
    const after = await dossierRow(dossier.id);
    expect(after).toMatchObject({ fase: 'RENTEAANBOD', stap: 'UITGEBRACHT', version: dossier.version + 1 });
    expect(after.stapSinds.getTime()).toBeGreaterThan(dossier.stapSinds.getTime());
    const trail = await auditRows(db, dossier.id, '');
    expect(trail.slice(0, 3).map((r) => [r.veld, r.oudeWaarde, r.nieuweWaarde, r.gebruikerId])).toEqual([
      [`hdnBerichten[${res.body.id}].ontvangen`, null, 'SX – Status 22: Renteaanbod verzonden', null],
      ['stap', 'ONTVANGEN', 'UITGEBRACHT', null],
      ['fase', 'AANVRAAG', 'RENTEAANBOD', null],
    ]);
  });

  it('never moves a dossier back, and records a status without a step only', async () => {
    const dossier = await newDossier('Volgorde');
    await send(status(dossier.id, '23'));
    const back = await send(status(dossier.id, '10'));
    expect(back.body.resultaat).toBe(`Stap niet gewijzigd: dossier ${dossier.id} staat al op Hypotheekaanbod › Hypotheekaanbod uitgebracht.`);
    const recorded = await send(status(dossier.id, '01'));
    expect(recorded.body.resultaat).toBe('Status vastgelegd; het dossier verandert hierdoor niet.');
    expect(await dossierRow(dossier.id)).toMatchObject({ fase: 'HYPOTHEEKAANBOD', stap: 'UITGEBRACHT' });
  });

  it('rejects the dossier on status 11 with the explanation, and then moves it no more', async () => {
    const dossier = await newDossier('Afwijzing');
    const res = await send(status(dossier.id, '11', lender.ontvangerCode, 'Inkomen onvoldoende'));
    expect(res.body.resultaat).toBe(`Dossier ${dossier.id} afgewezen.`);
    expect(await dossierRow(dossier.id)).toMatchObject({ status: 'AFGEWEZEN', statusToelichting: 'Inkomen onvoldoende' });
    expect((await send(status(dossier.id, '22'))).body.resultaat).toBe(`Stap niet gewijzigd: dossier ${dossier.id} is afgewezen.`);
  });

  it("refuses a status from another money provider than the dossier's", async () => {
    const dossier = await newDossier('Andere bank');
    const res = await send(status(dossier.id, '22', otherLender.ontvangerCode));
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual([`Bericht geweigerd: Afzender ${otherLender.ontvangerCode} is niet de geldverstrekker van dossier ${dossier.id} (${lender.naam}).`]);
    expect(await dossierRow(dossier.id)).toMatchObject({ fase: 'AANVRAAG', stap: 'ONTVANGEN', version: dossier.version });
  });
});

describe('HDN intake: offers, document requests and documents', () => {
  it('adds an offer (OX): its kenmerk becomes the dossier’s and the dossier moves to rate offer issued', async () => {
    const dossier = await newDossier('Offerte');
    const res = await send(hdnXml({
      header: { BerichtSoort: 'OX', Afzender: lender.ontvangerCode },
      referentie: { DossierNummer: dossier.id },
      body: { Offerte: { OfferteSoort: 'RENTEAANBOD', Kenmerk: `${lender.ontvangerCode}77665544`, OfferteNummer: `${lender.ontvangerCode}-2026-771234`, UitgebrachtOp: '2026-11-20', GeldigTot: '2027-02-18', Hoofdsom: '350000' } },
    }));
    expect(res.body.resultaat).toBe(`Renteaanbod ${lender.ontvangerCode}77665544 toegevoegd. Dossier ${dossier.id} naar Renteaanbod › Renteaanbod uitgebracht.`);
    expect(await dossierRow(dossier.id)).toMatchObject({ kenmerk: `${lender.ontvangerCode}77665544`, offerteNr: `${lender.ontvangerCode}-2026-771234`, geldigTot: '2027-02-18', fase: 'RENTEAANBOD', stap: 'UITGEBRACHT' });
    expect(await db.select({ volgnummer: offerteData.volgnummer, hoofdsom: offerteData.hoofdsom }).from(offerteData).where(eq(offerteData.dossierId, dossier.id))).toEqual([{ volgnummer: 1, hoofdsom: 350000 }]);
    // A status that names the dossier by that offer number or kenmerk finds it.
    const byOffer = await send(hdnXml({ header: { BerichtSoort: 'SX', Afzender: lender.ontvangerCode }, referentie: { OfferteNummer: `${lender.ontvangerCode}-2026-771234` }, body: { Statusmelding: { StatusCode: '12' } } }));
    expect(byOffer.body).toMatchObject({ dossierId: dossier.id, status: 'VERWERKT' });
    const byKenmerk = await send(hdnXml({ header: { BerichtSoort: 'SX', Afzender: lender.ontvangerCode }, referentie: { Kenmerk: `${lender.ontvangerCode}77665544` }, body: { Statusmelding: { StatusCode: '04' } } }));
    expect(byKenmerk.body).toMatchObject({ dossierId: dossier.id, status: 'VERWERKT' });
    expect(await dossierRow(dossier.id)).toMatchObject({ fase: 'HYPOTHEEKAANBOD', stap: 'DOCUMENTEN_BEOORDELEN' });
  });

  it('puts a document request (DA) on the Documenten tab’s request list, per applicant, once', async () => {
    const dossier = await newDossier('Documenten');
    const request = () =>
      send(hdnXml({
        header: { BerichtSoort: 'DA', Afzender: lender.ontvangerCode },
        referentie: { DossierNummer: dossier.id },
        body: { DocumentAanvraag: { Document: [{ Soort: 'WGV', Aanvrager: 2, Toelichting: 'Nieuwe werkgever' }, { Soort: 'TAXATIE' }] } },
      }));
    const res = await request();
    expect(res.body.resultaat).toBe('Opgevraagd: Werkgeversverklaring, Gevalideerd taxatierapport.');
    const listed = await medewerker.get(`/api/v1/dossiers/${dossier.id}/documenten/opgevraagd`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((r: { soort: string; hypotheekgever: string | null; status: string }) => [r.soort, r.hypotheekgever, r.status])).toEqual([
      ['WGV', 'S. van Dam', 'O'],
      ['TAXATIE', null, 'O'],
    ]);
    expect((await request()).body.resultaat).toBe('Stond al open: Werkgeversverklaring, Gevalideerd taxatierapport.');
    expect(await db.select().from(dossierDocumenten).where(eq(dossierDocumenten.dossierId, dossier.id))).toHaveLength(2);
  });

  it('refuses a document request for an unknown kind or applicant, and asks for nothing', async () => {
    const dossier = await newDossier('Onbekend document');
    const da = (document: Record<string, string | number>) =>
      send(hdnXml({ header: { BerichtSoort: 'DA', Afzender: lender.ontvangerCode }, referentie: { DossierNummer: dossier.id }, body: { DocumentAanvraag: { Document: [{ Soort: 'ID' }, document] } } }));
    expect((await da({ Soort: 'PAPYRUS' })).body.messages).toEqual(['Bericht geweigerd: DocumentAanvraag/Document[2]/Soort PAPYRUS is geen bekende documentsoort.']);
    expect((await da({ Soort: 'WGV', Aanvrager: 3 })).body.messages).toEqual(['Bericht geweigerd: DocumentAanvraag/Document[2]/Aanvrager 3: het dossier heeft geen aanvrager met dat nummer.']);
    expect(await db.select().from(dossierDocumenten).where(eq(dossierDocumenten.dossierId, dossier.id))).toHaveLength(0);
  });

  it('files delivered documents (DX) with their PDF, answering the open request of their kind', async () => {
    const dossier = await newDossier('Levering');
    await send(hdnXml({ header: { BerichtSoort: 'DA', Afzender: lender.ontvangerCode }, referentie: { DossierNummer: dossier.id }, body: { DocumentAanvraag: { Document: [{ Soort: 'WGV' }] } } }));
    const pdf = Buffer.from(await pdfBytes(1, 'Werkgeversverklaring')).toString('base64');
    const res = await send(hdnXml({
      header: { BerichtSoort: 'DX', Afzender: 'ADVIESPAKKET' },
      referentie: { DossierNummer: dossier.id },
      body: { Documenten: { Document: [{ Soort: 'WGV', Bestandsnaam: 'wgv-hendriks.pdf', Inhoud: pdf.replace(/(.{76})/g, '$1\n') }] } },
    }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.resultaat).toBe('Ontvangen: Werkgeversverklaring (wgv-hendriks.pdf).');
    const [document] = await db.select().from(documenten).where(eq(documenten.dossierId, dossier.id));
    expect(document).toMatchObject({ lijst: 'RENTEAANBOD', naam: 'wgv-hendriks.pdf', soort: 'WGV', status: 'O', aangemaaktDoor: null });
    expect(document.bestandId).not.toBeNull();
    const [request] = await db.select().from(dossierDocumenten).where(eq(dossierDocumenten.dossierId, dossier.id));
    expect(document.dossierDocumentId).toBe(request.id);
    expect(request.ontvangenOp).not.toBeNull();
    const file = await app.inject({ method: 'GET', url: `/api/v1/printdocs/${document.id}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses documents that are no PDF or JPEG', async () => {
    const dossier = await newDossier('Geen pdf');
    const res = await send(hdnXml({
      header: { BerichtSoort: 'DX', Afzender: 'ADVIESPAKKET' },
      referentie: { DossierNummer: dossier.id },
      body: { Documenten: { Document: [{ Soort: 'WGV', Bestandsnaam: 'wgv.pdf', Inhoud: Buffer.from('geen pdf').toString('base64') }] } },
    }));
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Bericht geweigerd: Document: Bestandstype wordt niet ondersteund.']);
    expect(await db.select().from(documenten).where(eq(documenten.dossierId, dossier.id))).toHaveLength(0);
  });
});

describe('HDN intake: messages that cannot be read, and who may post', () => {
  it('refuses XML that is not well-formed, a DOCTYPE, a wrong kind or a missing element, and keeps each refused', async () => {
    const cases: [string, string][] = [
      ['<HdnBericht><Header></HdnBericht>', 'Bericht onleesbaar: Geen geldige XML: een element is niet goed geopend of gesloten (regel 1, kolom 21).'],
      ['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><HdnBericht/>', 'Bericht onleesbaar: Een DOCTYPE is niet toegestaan.'],
      ['<Bericht/>', 'Bericht onleesbaar: Het hoofdelement HdnBericht ontbreekt.'],
      [hdnXml({ header: { BerichtSoort: 'SX', Afzender: 'X' }, body: {} }), 'Bericht onleesbaar: Statusmelding ontbreekt voor een SX-bericht.'],
      [hdnXml({ header: { BerichtSoort: 'SX', Afzender: 'X' }, body: { Statusmelding: { StatusCode: '99' } } }), 'Bericht onleesbaar: Statusmelding/StatusCode is geen bekende statuscode.'],
      [application().replace('<GeboorteDatum>1986-04-12</GeboorteDatum>', '<GeboorteDatum>12-04-1986</GeboorteDatum>'), 'Bericht onleesbaar: Aanvraag/Hypotheekgever[1]/GeboorteDatum is geen datum (JJJJ-MM-DD).'],
      [application().replace('<BerichtSoort>AX</BerichtSoort>', '<BerichtSoort>ZX</BerichtSoort>'), 'Bericht onleesbaar: Header/BerichtSoort is geen van AX, DA, DX, SX, OX.'],
    ];
    for (const [xml, message] of cases) {
      const res = await send(xml);
      expect(res.status, xml).toBe(400);
      expect(res.body).toEqual({ type: 'GENERAL', messages: [message] });
      const [kept] = await db.select().from(hdnBerichten).where(eq(hdnBerichten.melding, message));
      expect(kept).toMatchObject({ richting: 'IN', status: 'GEWEIGERD', kanaal: 'HTTP', inhoud: xml });
    }
  });

  it('takes a corrected message again under the id of a refused one', async () => {
    const good = status((await newDossier('Herstel')).id, '22');
    const broken = good.replace('<StatusCode>22</StatusCode>', '<StatusCode>2x</StatusCode>');
    expect((await send(broken)).status).toBe(400);
    const again = await send(good);
    expect(again.body, JSON.stringify(again.body)).toMatchObject({ status: 'VERWERKT', duplicaat: false });
  });

  it('only takes messages from the exchange’s account, as XML', async () => {
    const xml = status((await newDossier('Toegang')).id, '22');
    expect((await postXml(app, undefined, xml)).status).toBe(401);
    expect((await postXml(app, medewerker.token, xml)).status).toBe(403);
    expect((await postXml(app, adviseur.token, xml)).status).toBe(403);
    const json = await postXml(app, exchange.token, JSON.stringify({ xml }), 'application/json');
    expect(json.status).toBe(400);
    expect(json.body.type).toBe('VALIDATION');
    expect((await postXml(app, exchange.token, xml, 'text/xml')).status).toBe(201);
  });
});

describe('HDN: linking a message that named no known dossier', () => {
  it('keeps it unlinked until a person links it; then it is processed with that person as the one who changed the dossier', async () => {
    const dossier = await newDossier('Koppelen');
    const res = await send(hdnXml({ header: { BerichtSoort: 'SX', Afzender: lender.ontvangerCode }, referentie: { Kenmerk: 'ONBEKEND-123' }, body: { Statusmelding: { StatusCode: '10' } } }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'ONGEKOPPELD', dossierId: null, melding: 'Geen dossier gevonden bij Kenmerk ONBEKEND-123; koppel het bericht aan het juiste dossier.' });
    const url = `/api/v1/hdn/berichten/${res.body.id}/dossier`;
    expect((await employee.put(url, { dossierId: dossier.id })).status).toBe(403);
    expect((await adviseur.put(url, { dossierId: dossier.id })).status).toBe(403);
    expect((await medewerker.put(url, {})).status).toBe(400);
    expect((await medewerker.put(url, { dossierId: 2_000_000_000 })).status).toBe(404);
    const linked = await medewerker.put(url, { dossierId: dossier.id });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ status: 'VERWERKT', dossierId: dossier.id, resultaat: `Dossier ${dossier.id} naar Aanvraag › Aanvraag beoordelen.` });
    const me = await userRow(db, 'medewerker');
    expect((await auditRows(db, dossier.id, 'stap'))[0]).toMatchObject({ nieuweWaarde: 'BEOORDELEN', gebruikerId: me.id });
    const detail = await medewerker.get(`/api/v1/hdn/berichten/${res.body.id}`);
    expect(detail.body).toMatchObject({ status: 'VERWERKT', behandeldDoor: expect.any(String), melding: null });
    expect((await medewerker.put(url, { dossierId: dossier.id })).body).toEqual({ type: 'GENERAL', messages: ['Dit bericht is al verwerkt; alleen een niet gekoppeld bericht kan worden gekoppeld.'] });
  });

  it('refuses a link to a dossier the message does not fit, and leaves the message unlinked', async () => {
    const dossier = await newDossier('Verkeerd');
    const res = await send(hdnXml({ header: { BerichtSoort: 'SX', Afzender: otherLender.ontvangerCode }, referentie: { Kenmerk: 'ONBEKEND-456' }, body: { Statusmelding: { StatusCode: '22' } } }));
    const refused = await medewerker.put(`/api/v1/hdn/berichten/${res.body.id}/dossier`, { dossierId: dossier.id });
    expect(refused.status).toBe(409);
    expect(refused.body.messages[0]).toMatch(/is niet de geldverstrekker van dossier/);
    expect((await db.select().from(hdnBerichten).where(eq(hdnBerichten.id, res.body.id)))[0].status).toBe('ONGEKOPPELD');
  });
});
