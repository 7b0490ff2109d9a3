import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, geldverstrekkers, hypotheekgevers, kantoren } from '../../../server/db/schema';
import { ensureHdnAccount, HDN_ACCOUNT } from '../../../server/demo/hdn';
import { userRow } from '../dossier-detail/fixtures';
import { rowsOf } from '../../../server/db/client';
import { signIn, testServer } from '../helpers';
import { applicationXml, postXml } from '../hdn/fixtures';
import { userWith } from '../uploads';

/**
 * One search (GET /api/v1/zoeken, docs/search.md): dossiers by number, name, postcode, offer number
 * and kenmerk, notes by their words, HDN messages; ranked; each kind only for who may read it and
 * only within the user's dossiers (an adviser its office's, a money provider its own).
 */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const adviser = await userRow(db, 'adviseur');
const lenderUser = await userRow(db, 'verstrekker');

type Hit = { soort: string; id: number; dossierId: number | null; titel: string; omschrijving: string; fragment: string | null; rang: number };
const find = async (caller: typeof medewerker, q: string, extra = '') => {
  const res = await caller.get(`/api/v1/zoeken?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { content: Hit[]; totalElements: number; totalPages: number; aantallen: Record<string, number> };
};
const dossierIds = (body: { content: Hit[] }) => body.content.filter((h) => h.soort === 'dossier').map((h) => h.dossierId);

// A dossier of the adviser's office with an offer, of the demo lender's, and one of neither.
const [ownOffice] = await db
  .select()
  .from(dossiers)
  .where(and(eq(dossiers.kantoorId, adviser.kantoorId!), isNotNull(dossiers.offerteNr), eq(dossiers.geldverstrekkerId, lenderUser.geldverstrekkerId!)))
  .orderBy(asc(dossiers.id))
  .limit(1);
const [elsewhere] = await db
  .select()
  .from(dossiers)
  .where(and(ne(dossiers.kantoorId, adviser.kantoorId!), ne(dossiers.geldverstrekkerId, lenderUser.geldverstrekkerId!), eq(dossiers.cds, false), eq(dossiers.btl, false)))
  .orderBy(asc(dossiers.id))
  .limit(1);
const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, ownOffice.id)).orderBy(asc(hypotheekgevers.id)).limit(1);

// Notes with words no generated data holds: one on each of the two dossiers.
const note = async (dossierId: number, onderwerp: string, bodyText: string) => {
  const res = await medewerker.post(`/api/v1/dossiers/${dossierId}/notities`, { priorityId: 3, onderwerp, aanleiding: 'I', bodyText });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const inSubject = await note(ownOffice.id, 'Zonnepanelen offerte', 'Klant belt over de financiering van de verduurzaming.');
const inBody = await note(ownOffice.id, 'Telefoongesprek', 'De adviseur noemt zonnepanelen en een warmtepomp bij de taxatie.');
const foreignNote = await note(elsewhere.id, 'Brandmelder', 'Kwispeldoorn bij de buren gemeld, niet relevant voor de taxatie.');
const ownNote = await note(ownOffice.id, 'Kwispeldoorn', 'Kwispeldoorn in de tuin, volgens de taxateur geen bezwaar.');

describe('one search: dossiers', () => {
  it('finds a dossier by its number, that dossier first', async () => {
    const found = await find(medewerker, String(ownOffice.id));
    expect(found.content[0]).toMatchObject({ soort: 'dossier', id: ownOffice.id, dossierId: ownOffice.id, titel: ownOffice.naamHypotheekGever });
    expect(found.content[0].omschrijving).toContain(`Dossier ${ownOffice.id}`);
    expect(found.content[0].rang).toBeGreaterThan(1);
  });

  it('finds it by an applicant’s surname, postcode (with or without the space), offer number (whole or in part) and kenmerk', async () => {
    const postcode = applicant.postcode!;
    const spaced = `${postcode.slice(0, 4)} ${postcode.slice(4).toLowerCase()}`;
    for (const q of [applicant.achterNaam, `${applicant.achterNaam} ${postcode}`, postcode, spaced, ownOffice.offerteNr!, ownOffice.offerteNr!.split('-').pop()!, ownOffice.kenmerk!]) {
      expect(dossierIds(await find(medewerker, q, '&size=50')), q).toContain(ownOffice.id);
    }
    expect(dossierIds(await find(medewerker, ownOffice.offerteNr!))[0]).toBe(ownOffice.id);
  });

  it('finds a dossier an application just made, by a word of its applicant’s name', async () => {
    await ensureHdnAccount(db);
    const exchange = await signIn(app, HDN_ACCOUNT);
    const [lender] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.id, lenderUser.geldverstrekkerId!));
    const [office] = await db.select().from(kantoren).where(eq(kantoren.id, adviser.kantoorId!));
    const made = await postXml(app, exchange.token, applicationXml(lender.ontvangerCode, office.id, 'Zoekfontein'));
    expect(dossierIds(await find(medewerker, 'zoekfont'))).toEqual([made.body.dossierId]);
    expect(dossierIds(await find(medewerker, '1017 ce zoekfontein'))).toEqual([made.body.dossierId]);
  });
});

describe('one search: notes and HDN messages', () => {
  it('finds notes by their words, a word of the subject before one of the text, with the matching fragment', async () => {
    const found = await find(medewerker, 'zonnepaneel', '&soort=notitie');
    expect(found.content.map((h) => h.id)).toEqual([inSubject, inBody]);
    expect(found.content[1]).toMatchObject({ soort: 'notitie', dossierId: ownOffice.id, titel: 'Telefoongesprek' });
    expect(found.content[1].fragment).toContain('«zonnepanelen»');
    expect(found.content[1].omschrijving).toBe(`Dossier ${ownOffice.id} · ${ownOffice.naamHypotheekGever}`);
    expect(found.aantallen).toEqual({ notitie: 2 });
    expect(found.totalElements).toBe(2);
  });

  it('needs every word, and finds nothing for stop words only', async () => {
    expect((await find(medewerker, 'zonnepanelen warmtepomp', '&soort=notitie')).content.map((h) => h.id)).toEqual([inBody]);
    expect(await find(medewerker, 'de van het')).toMatchObject({ content: [], totalElements: 0 });
  });

  it('finds HDN messages for those who may read them', async () => {
    const hdn = await find(medewerker, 'Zoekfontein', '&soort=hdn');
    expect(hdn.content.map((h) => h.titel)).toEqual(['AX · Aanvraag M. Zoekfontein, € 280.000']);
    expect((await find(employee, 'Zoekfontein')).aantallen).not.toHaveProperty('hdn');
  });
});

describe('one search: the user’s rights', () => {
  it('gives an adviser only its own office’s dossiers and no notes (advisers do not read notes)', async () => {
    const found = await find(adviseur, 'kwispeldoorn');
    expect(found.aantallen).toEqual({ dossier: 0, mail: 0 });
    const offer = await find(adviseur, ownOffice.offerteNr!);
    expect(dossierIds(offer)[0]).toBe(ownOffice.id);
    const any = await find(adviseur, ownOffice.offerteNr!.split('-')[0], '&size=50');
    const offices = await db.select({ id: dossiers.id, kantoorId: dossiers.kantoorId }).from(dossiers);
    const officeOf = new Map(offices.map((d) => [d.id, d.kantoorId]));
    expect(any.content.length).toBeGreaterThan(0);
    expect(any.content.every((h) => officeOf.get(h.dossierId!) === adviser.kantoorId)).toBe(true);
    expect(dossierIds(await find(adviseur, String(elsewhere.id)))).not.toContain(elsewhere.id);
  });

  it('gives an adviser who may read notes those of its own office only', async () => {
    const reader = await userWith(app, beheerder, 'adviseur-notities', 'A', ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_NOTITIES'], null, adviser.kantoorId);
    const found = await find(reader, 'kwispeldoorn');
    expect(found.content.map((h) => [h.soort, h.id])).toEqual([['notitie', ownNote]]);
    expect(found.aantallen).toEqual({ dossier: 0, notitie: 1 });
  });

  it('gives a money provider only its own dossiers and their notes', async () => {
    const found = await find(verstrekker, 'kwispeldoorn');
    expect(found.content.map((h) => h.id)).toEqual([ownNote]);
    expect(found.content.map((h) => h.id)).not.toContain(foreignNote);
    expect(dossierIds(await find(verstrekker, String(elsewhere.id)))).not.toContain(elsewhere.id);
    expect((await find(medewerker, 'kwispeldoorn')).content.map((h) => h.id).sort()).toEqual([foreignNote, ownNote].sort());
  });

  it("gives a money provider who may read HDN its own dossiers' messages only, and an adviser none even with the permission", async () => {
    await ensureHdnAccount(db);
    const exchange = await signIn(app, HDN_ACCOUNT);
    const [other] = await db.select().from(geldverstrekkers).where(ne(geldverstrekkers.id, lenderUser.geldverstrekkerId!)).orderBy(asc(geldverstrekkers.id)).limit(1);
    expect((await postXml(app, exchange.token, applicationXml(other.ontvangerCode, adviser.kantoorId!, 'Zoekfontein'))).status).toBe(201);
    expect((await find(medewerker, 'Zoekfontein', '&soort=hdn')).aantallen).toEqual({ hdn: 2 });
    const lenderReader = await userWith(app, beheerder, 'verstrekker-hdn', 'H', ['MENU_DOSSIERS_VIEW', 'MENU_HDN_BERICHTEN_VIEW'], lenderUser.geldverstrekkerId);
    const own = await find(lenderReader, 'Zoekfontein', '&soort=hdn');
    expect(own.content.map((h) => h.titel)).toEqual(['AX · Aanvraag M. Zoekfontein, € 280.000']);
    const ownDossier = await find(lenderReader, 'Zoekfontein', '&soort=dossier');
    expect(own.content[0].dossierId).toBe(ownDossier.content[0].dossierId);
    const adviserReader = await userWith(app, beheerder, 'adviseur-hdn', 'A', ['MENU_DOSSIERS_VIEW', 'MENU_HDN_BERICHTEN_VIEW', 'MENU_HDN_LOG'], null, adviser.kantoorId);
    const adviserFound = await find(adviserReader, 'Zoekfontein');
    expect(adviserFound.aantallen).toEqual({ dossier: 2 });
    expect((await find(adviserReader, 'Zoekfontein', '&soort=hdn')).content).toEqual([]);
  });

  it('searches nothing for a user who may read none of it', async () => {
    expect(await find(beheerder, 'kwispeldoorn')).toMatchObject({ content: [], aantallen: { hdn: 0 } });
    expect((await app.inject({ method: 'GET', url: '/api/v1/zoeken?q=jansen' })).statusCode).toBe(401);
  });
});

describe('one search: a common word in many notes', () => {
  it('ranks a word in thousands of notes among the newest notes only, and pages them consistently', async () => {
    await ensureHdnAccount(db);
    const exchange = await signIn(app, HDN_ACCOUNT);
    const [lender] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.id, lenderUser.geldverstrekkerId!));
    const made = await postXml(app, exchange.token, applicationXml(lender.ontvangerCode, adviser.kantoorId!, 'Veelnotities'));
    const dossierId = made.body.dossierId as number;
    const insert = (count: number, body: string) =>
      db.execute(sql`insert into notities (dossier_id, onderwerp, body) select ${dossierId}, 'Kwartaalcontrole', ${body} || ' ' || g from generate_series(1, ${count}) g returning id`);
    // Older notes that say the word three times outrank every newer one that says it once.
    const old = rowsOf<{ id: number }>(await insert(400, 'kwartelkoning kwartelkoning kwartelkoning')).map((r) => r.id);
    await insert(6000, 'Een kwartelkoning gezien bij de taxatie.');
    await db.execute(sql`analyze notities`);
    const first = await find(medewerker, 'kwartelkoning', '&soort=notitie&size=25');
    expect(first.aantallen).toEqual({ notitie: 1000 });
    expect(first.content).toHaveLength(25);
    expect(first.content.map((h) => h.id).filter((id) => old.includes(id))).toEqual([]);
    const second = await find(medewerker, 'kwartelkoning', '&soort=notitie&size=25&page=1');
    const both = await find(medewerker, 'kwartelkoning', '&soort=notitie&size=50');
    expect(both.content.map((h) => h.id)).toEqual([...first.content, ...second.content].map((h) => h.id));
    // A second word narrows the matches, which are then ranked over all notes: an older note that
    // says the word three times comes first.
    expect(old).toContain((await find(medewerker, 'kwartelkoning 17', '&soort=notitie')).content[0].id);
  });
});

describe('one search: paging and input', () => {
  it('pages through the ranked hits', async () => {
    const prefix = ownOffice.offerteNr!.split('-')[0];
    const first = await find(medewerker, prefix, '&size=3&soort=dossier');
    const second = await find(medewerker, prefix, '&size=3&page=1&soort=dossier');
    expect(first.content).toHaveLength(3);
    expect(second.content).toHaveLength(3);
    expect(second.content.map((h) => h.id)).not.toEqual(expect.arrayContaining(first.content.map((h) => h.id)));
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 3));
    const all = await find(medewerker, prefix, '&size=6&soort=dossier');
    expect(all.content.map((h) => h.id)).toEqual([...first.content, ...second.content].map((h) => h.id));
  });

  it('refuses a missing or too long term, a bad kind or page size, in Dutch', async () => {
    for (const [query, message] of [
      ['', 'Zoekterm: Vul een zoekterm in.'],
      ['q=%20', 'Zoekterm: Vul een zoekterm in.'],
      [`q=${'a'.repeat(201)}`, 'Zoekterm: Maximaal 200 tekens.'],
      ['q=jansen&soort=brief', 'Soort: Kies een van de mogelijke waarden.'],
      ['q=jansen&size=51', 'Aantal: Maximaal 50 per pagina.'],
    ]) {
      const res = await medewerker.get(`/api/v1/zoeken?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.messages, query).toEqual([message]);
    }
  });

  it("takes any text without breaking the query: quotes, operators and PostgreSQL's own syntax", async () => {
    for (const q of ["jansen' | 'x", 'a & b | !c', '(:*', "'); drop table dossiers; --", '«»', 'ü-ë 12-34']) {
      const res = await medewerker.get(`/api/v1/zoeken?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });
});
