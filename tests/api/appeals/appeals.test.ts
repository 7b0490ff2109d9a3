import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LET_OP } from '../../../contract/field-rules';
import { dossiers, gebruikers, hypotheekgevers } from '../../../server/db/schema';
import { auditRows, userRow, validBsn } from '../dossier-detail/fixtures';
import { caller, signIn, testServer } from '../helpers';
import { lenderIds } from '../rates/fixtures';

/** Aanvraag: a new application entered by hand, a dossier in phase AANVRAAG (docs/applications.md). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const adviser = await userRow(db, 'adviseur');
const [lender] = await lenderIds(db);
const [colleague] = await db
  .select()
  .from(gebruikers)
  .where(and(eq(gebruikers.kantoorId, adviser.kantoorId!), eq(gebruikers.typeCode, 'A'), ne(gebruikers.id, adviser.id)))
  .orderBy(asc(gebruikers.id))
  .limit(1);
const [stranger] = await db
  .select()
  .from(gebruikers)
  .where(and(ne(gebruikers.kantoorId, adviser.kantoorId!), eq(gebruikers.typeCode, 'A')))
  .orderBy(asc(gebruikers.id))
  .limit(1);

const applicant = (extra: Record<string, unknown> = {}) => ({
  geslacht: 'V vrouwelijk',
  voorLetters: 'A.M.',
  voorNamen: 'Anna Maria',
  tussenVoegsels: 'van der',
  achterNaam: 'Berg',
  geboorteDatum: '1988-04-12',
  bsn: validBsn('12345670'),
  iban: null,
  straatNaam: 'Lindelaan',
  huisNummer: 12,
  huisNummerToevoeging: null,
  postcode: '3511 ab',
  plaatsNaam: 'Utrecht',
  land: 'NL',
  email: 'anna@example.nl',
  telefoonNummer: '0612345678',
  ...extra,
});

describe('POST /appeals', () => {
  it('opens a dossier in phase AANVRAAG with its applicants, readable at once, every field in the audit trail', async () => {
    const res = await medewerker.post('/api/v1/appeals', {
      geldverstrekkerId: lender,
      kantoorId: adviser.kantoorId,
      adviseurId: colleague.id,
      hypotheekgevers: [applicant(), applicant({ geslacht: 'M mannelijk', voorLetters: 'P.', voorNamen: 'Pieter', tussenVoegsels: null, achterNaam: "D'Hondt", bsn: null, email: null })],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), fase: 'AANVRAAG', stap: 'ONTVANGEN', naamHypotheekGever: "A.M. van der Berg & P. D'Hondt" });
    const detail = await medewerker.get(`/api/v1/dossiers/${res.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ fase: 'AANVRAAG', stap: 'ONTVANGEN', aanleverenViaHdnjn: 0 });
    const [row] = await db.select().from(dossiers).where(eq(dossiers.id, res.body.id));
    expect(row).toMatchObject({ kantoorId: adviser.kantoorId, adviseurId: colleague.id, geldverstrekkerId: lender, status: 'LOPEND', workloadStatus: 'UITZETTEN', cds: false, btl: false });
    const applicants = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, res.body.id)).orderBy(asc(hypotheekgevers.id));
    expect(applicants.map((a) => [a.achterNaam, a.postcode])).toEqual([['Berg', '3511AB'], ["D'Hondt", '3511AB']]);
    const trail = (await auditRows(db, res.body.id, '')).map((r) => r.veld);
    expect(trail).toEqual(expect.arrayContaining(['fase', 'stap', 'kantoorId', 'adviseurId', 'geldverstrekkerId', `hypotheekGevers[${applicants[0].id}].achterNaam`]));
    const listed = await medewerker.get(`/api/v1/dossiers?fase=AANVRAAG&dossiernr=${res.body.id}`);
    expect(listed.body.content.map((d: { id: number }) => d.id)).toEqual([res.body.id]);
  });

  it("files an adviser's application under its own office with itself as adviser, or a colleague", async () => {
    const own = await adviseur.post('/api/v1/appeals', { geldverstrekkerId: lender, hypotheekgevers: [applicant()] });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const [row] = await db.select().from(dossiers).where(eq(dossiers.id, own.body.id));
    expect(row).toMatchObject({ kantoorId: adviser.kantoorId, adviseurId: adviser.id });
    expect((await adviseur.get(`/api/v1/dossiers/${own.body.id}`)).status).toBe(200);
    const withColleague = await adviseur.post('/api/v1/appeals', { geldverstrekkerId: lender, kantoorId: adviser.kantoorId, adviseurId: colleague.id, hypotheekgevers: [applicant()] });
    expect(withColleague.status).toBe(201);
  });

  it('refuses an adviser another office (403) or its adviser (400), and leaves nothing behind', async () => {
    const before = (await db.select({ id: dossiers.id }).from(dossiers)).length;
    const otherOffice = await adviseur.post('/api/v1/appeals', { geldverstrekkerId: lender, kantoorId: stranger.kantoorId, hypotheekgevers: [applicant()] });
    expect(otherOffice.status).toBe(403);
    const otherAdviser = await adviseur.post('/api/v1/appeals', { geldverstrekkerId: lender, adviseurId: stranger.id, hypotheekgevers: [applicant()] });
    expect(otherAdviser.status).toBe(400);
    expect(otherAdviser.body.fields).toEqual({ adviseurId: 'Deze adviseur werkt niet (meer) bij dit kantoor.' });
    // The adviser of the other office enters for its own office, and cannot open ours.
    const elsewhere = await signIn(app, 'adviseur2');
    const theirs = await elsewhere.post('/api/v1/appeals', { geldverstrekkerId: lender, hypotheekgevers: [applicant()] });
    expect(theirs.status).toBe(201);
    expect((await adviseur.get(`/api/v1/dossiers/${theirs.body.id}`)).status).toBe(404);
    expect((await db.select({ id: dossiers.id }).from(dossiers)).length).toBe(before + 1);
  });

  it("checks the applicants with the spec's 'Let op:' rules, naming which applicant", async () => {
    const res = await medewerker.post('/api/v1/appeals', {
      geldverstrekkerId: lender,
      kantoorId: adviser.kantoorId,
      hypotheekgevers: [applicant(), applicant({ voorLetters: 'A1', achterNaam: 'Berg3', bsn: '123456789', postcode: '0123 AB', iban: 'NL00RABO0123' })],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'hypotheekgevers.1.voorLetters': LET_OP.lettersDots,
      'hypotheekgevers.1.achterNaam': LET_OP.lettersApostrophe,
      'hypotheekgevers.1.bsn': LET_OP.bsnElfproef,
      'hypotheekgevers.1.postcode': LET_OP.postcode,
      'hypotheekgevers.1.iban': LET_OP.iban,
    });
    expect(res.body.messages).toContain(`Aanvrager 2 – Achternaam: ${LET_OP.lettersApostrophe}`);
    const empty = await medewerker.post('/api/v1/appeals', { geldverstrekkerId: lender, kantoorId: adviser.kantoorId, hypotheekgevers: [] });
    expect(empty.body.fields).toEqual({ hypotheekgevers: 'Geef minstens één aanvrager op.' });
    const three = await medewerker.post('/api/v1/appeals', { geldverstrekkerId: lender, kantoorId: adviser.kantoorId, hypotheekgevers: [applicant(), applicant(), applicant()] });
    expect(three.body.fields).toEqual({ hypotheekgevers: 'Hoogstens twee aanvragers.' });
    const noOffice = await medewerker.post('/api/v1/appeals', { geldverstrekkerId: lender, hypotheekgevers: [applicant()] });
    expect(noOffice.body).toMatchObject({ fields: { kantoorId: 'Dit veld is verplicht.' }, messages: ['Kantoor: Dit veld is verplicht.'] });
    const unknownLender = await medewerker.post('/api/v1/appeals', { geldverstrekkerId: 999999, kantoorId: adviser.kantoorId, hypotheekgevers: [applicant()] });
    expect(unknownLender.body.fields).toEqual({ geldverstrekkerId: 'Deze geldverstrekker bestaat niet of is niet actief.' });
  });

  it('takes Land from the countries list (Beheer › Referentielijsten › Landen): any listed country, nothing else', async () => {
    const before = (await db.select({ id: dossiers.id }).from(dossiers)).length;
    const italian = await medewerker.post('/api/v1/appeals', { geldverstrekkerId: lender, kantoorId: adviser.kantoorId, hypotheekgevers: [applicant({ land: 'IT' })] });
    expect(italian.status, JSON.stringify(italian.body)).toBe(201);
    expect((await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, italian.body.id)))[0].land).toBe('IT');
    const unknown = await medewerker.post('/api/v1/appeals', { geldverstrekkerId: lender, kantoorId: adviser.kantoorId, hypotheekgevers: [applicant(), applicant({ land: 'QQ' })] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ type: 'VALIDATION', fields: { 'hypotheekgevers.1.land': 'Kies een van de mogelijke waarden.' }, messages: ['Aanvrager 2 – Land: Kies een van de mogelijke waarden.'] });
    expect((await db.select({ id: dossiers.id }).from(dossiers)).length).toBe(before + 1);
  });

  it('is for holders of MENU_APPEALS_VIEW: not the employee, the lender or the Beheerder', async () => {
    for (const name of ['employee', 'verstrekker', 'beheerder']) {
      expect((await (await signIn(app, name)).post('/api/v1/appeals', { geldverstrekkerId: lender, kantoorId: adviser.kantoorId, hypotheekgevers: [applicant()] })).status).toBe(403);
    }
    expect((await caller(app).post('/api/v1/appeals', {})).status).toBe(401);
  });
});
