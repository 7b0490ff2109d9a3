import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HDN_SOORT_CODES } from '../../../contract/hdn';
import type { DossierMessage } from '../../../contract/dossier-messages';
import { dossierBerichten, geldverstrekkers, hdnBerichten } from '../../../server/db/schema';
import { ensureHdnAccount, HDN_ACCOUNT } from '../../../server/demo/hdn';
import { applicationXml, hdnXml, postXml } from '../hdn/fixtures';
import { lenderDossiers, userRow } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
await ensureHdnAccount(db);
const exchange = await signIn(app, HDN_ACCOUNT);
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const adviseur = await signIn(app, 'adviseur');

const { own, other } = await lenderDossiers(db, 5);
const url = (id: number, query = '') => `/api/v1/dossiers/${id}/messages${query}`;
const content = async (caller: typeof medewerker, id: number) => {
  const res = await caller.get(url(id, '?size=200'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content as DossierMessage[];
};

/** A dossier an application (AX) for the demo adviser's office made, to the demo lender, with a status (SX 10) after it. */
async function hdnDossier() {
  const adviser = await userRow(db, 'adviseur');
  const lender = await userRow(db, 'verstrekker');
  const [bank] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.id, lender.geldverstrekkerId!));
  const made = await postXml(app, exchange.token, applicationXml(bank.ontvangerCode, adviser.kantoorId!, 'Berichtenproef'));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.dossierId as number;
  const status = hdnXml({ header: { BerichtSoort: 'SX', Afzender: bank.ontvangerCode }, referentie: { DossierNummer: id }, body: { Statusmelding: { StatusCode: '10' } } });
  expect((await postXml(app, exchange.token, status)).status).toBe(201);
  await db.insert(dossierBerichten).values({ dossierId: id, datum: new Date(), richting: 'UIT', soort: 'BRIEF', onderwerp: 'Bevestiging', afzender: 'Backoffice', ontvanger: 'Berichtenproef', inhoud: 'Uw aanvraag is ontvangen.' });
  return id;
}

describe('GET /dossiers/{id}/messages', () => {
  it("lists the dossier's real HDN messages (the HDN message store) beside its letters, newest first", async () => {
    const id = await hdnDossier();
    const stored = await db.select().from(hdnBerichten).where(eq(hdnBerichten.dossierId, id));
    // The application in, its acknowledgement out (SX 09) and the status in.
    expect(stored.map((m) => `${m.richting} ${m.soort}`).sort()).toEqual(['IN AX', 'IN SX', 'UIT SX']);
    const messages = await content(medewerker, id);
    const hdn = messages.filter((m) => m.bron === 'HDN');
    expect(hdn.map((m) => m.id).sort()).toEqual(stored.map((m) => m.id).sort());
    for (const m of hdn) {
      const row = stored.find((s) => s.id === m.id)!;
      expect(m).toMatchObject({ soort: 'HDN', hdn: { soort: row.soort, status: row.status }, richting: row.richting, onderwerp: row.samenvatting });
      expect(HDN_SOORT_CODES).toContain(m.hdn!.soort);
    }
    expect(messages.filter((m) => m.bron === 'BERICHT').map((m) => m.soort)).toEqual(['BRIEF']);
    const dates = messages.map((m) => Date.parse(m.datum));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Object.keys(messages[0]).sort()).toEqual(['afzender', 'bron', 'datum', 'hdn', 'id', 'inhoud', 'onderwerp', 'ontvanger', 'richting', 'soort']);
  });

  it('shows an adviser no HDN message, as the trail does not (docs/hdn.md)', async () => {
    const id = await hdnDossier();
    const messages = await content(adviseur, id);
    expect(messages.map((m) => m.bron)).toEqual(['BERICHT']);
  });

  it('holds no message the demo seed invented: no kind of its own beside the HDN store', async () => {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(dossierBerichten).where(sql`${dossierBerichten.soort} not in ('BRIEF', 'ADVISEUR')`);
    expect(n).toBe(0);
    for (const m of await content(medewerker, own.id)) {
      expect(m.onderwerp).not.toMatch(/\((SB|OF)\)/);
      if (m.bron === 'HDN') expect(HDN_SOORT_CODES).toContain(m.hdn!.soort);
    }
  });

  it('pages with page and size', async () => {
    const id = await hdnDossier();
    const all = (await medewerker.get(url(id))).body;
    expect(all.totalElements).toBe(4);
    const res = await medewerker.get(url(id, '?page=1&size=1'));
    expect(res.body).toMatchObject({ number: 1, size: 1, totalElements: 4, totalPages: 4 });
    expect([res.body.content[0].bron, res.body.content[0].id]).toEqual([all.content[1].bron, all.content[1].id]);
    expect((await medewerker.get(url(id, '?page=9&size=1'))).body).toMatchObject({ content: [], totalElements: 4 });
  });

  it('refuses a bad page size with a Dutch field message', async () => {
    const res = await medewerker.get(url(own.id, '?size=1000'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'VALIDATION', fields: { size: 'Maximaal 200.' } });
  });

  it('answers 403 without DOSSIER_DETAIL_COMMUNICATIE and 404 outside the scope or for no dossier', async () => {
    expect((await beheerder.get(url(own.id))).status).toBe(403);
    expect((await verstrekker.get(url(own.id))).status).toBe(200);
    const outside = await verstrekker.get(url(other.id));
    expect(outside.status).toBe(404);
    expect(outside.body.messages).toEqual(['Het gevraagde item bestaat niet (meer).']);
    expect((await medewerker.get(url(99_999_999))).status).toBe(404);
  });

  it('answers an empty page for a dossier without messages', async () => {
    await db.delete(dossierBerichten).where(eq(dossierBerichten.dossierId, own.id));
    const res = await medewerker.get(url(own.id));
    expect(res.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });
});
