import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { geldverstrekkers, hdnBerichten, kantoren } from '../../../server/db/schema';
import { ensureHdnAccount, HDN_ACCOUNT } from '../../../server/demo/hdn';
import { userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { applicationXml, hdnXml, postXml } from './fixtures';

/**
 * Reading the HDN message store: GET /hdn/berichten (HDN Berichten and the HDN log) and
 * /hdn/berichten/{id}, who may read which messages, and the messages' lines on a dossier's trail.
 */
const { app, database } = await testServer();
const { db } = database;
await ensureHdnAccount(db);
const exchange = await signIn(app, HDN_ACCOUNT);
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');
const verstrekker = await signIn(app, 'verstrekker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');
const lenderUser = await userRow(db, 'verstrekker');
const [lender] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.id, lenderUser.geldverstrekkerId!));
const [other] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.ontvangerCode, lender.ontvangerCode === 'ING' ? 'RABO' : 'ING'));
const [office] = await db.select().from(kantoren).limit(1);

const send = async (xml: string) => {
  const res = await postXml(app, exchange.token, xml);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
// One application for the demo lender and one for another, each with a status after it.
const own = await send(applicationXml(lender.ontvangerCode, office.id, 'Lijstmans'));
const ownStatus = await send(hdnXml({ header: { BerichtSoort: 'SX', Afzender: lender.ontvangerCode }, referentie: { DossierNummer: own.dossierId }, body: { Statusmelding: { StatusCode: '10' } } }));
const foreign = await send(applicationXml(other.ontvangerCode, office.id, 'Vreemdeling'));
const unlinked = await send(hdnXml({ header: { BerichtSoort: 'SX', Afzender: lender.ontvangerCode }, referentie: { Kenmerk: 'NERGENS-1' }, body: { Statusmelding: { StatusCode: '22' } } }));
const [ack] = await db.select().from(hdnBerichten).where(eq(hdnBerichten.inReactieOp, own.id));

const list = (caller: typeof medewerker, query: string) => caller.get(`/api/v1/hdn/berichten?${query}`);
const ids = (body: { content: { id: number }[] }) => body.content.map((m) => m.id);

describe('HDN messages: the list', () => {
  it("lists a dossier's messages in and out, newest first, with the dossier's applicants", async () => {
    const res = await list(medewerker, `dossierId=${own.dossierId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 25 });
    expect(ids(res.body)).toEqual([ownStatus.id, ack.id, own.id]);
    expect(res.body.content[2]).toMatchObject({
      richting: 'IN',
      soort: 'AX',
      kanaal: 'HTTP',
      afzender: 'ADVIESPAKKET',
      ontvanger: lender.ontvangerCode,
      dossierId: own.dossierId,
      naamHypotheekGever: 'M. Lijstmans',
      referentie: `Dossier ${own.dossierId}`,
      samenvatting: 'Aanvraag M. Lijstmans, € 280.000',
      status: 'VERWERKT',
      tijdstip: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(res.body.content[2]).not.toHaveProperty('inhoud');
  });

  it('filters on direction, kind, status, day and words, pages and sorts', async () => {
    const mine = `dossierId=${own.dossierId}`;
    expect(ids((await list(medewerker, `${mine}&richting=UIT`)).body)).toEqual([ack.id]);
    expect(ids((await list(medewerker, `${mine}&soort=SX&richting=IN`)).body)).toEqual([ownStatus.id]);
    expect(ids((await list(medewerker, `${mine}&status=NIET_VERZONDEN`)).body)).toEqual([ack.id]);
    expect(ids((await list(medewerker, `${mine}&kanaal=HTTP`)).body)).toEqual([ownStatus.id, own.id]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    expect((await list(medewerker, `${mine}&van=${today}&tot=${today}`)).body.totalElements).toBe(3);
    expect((await list(medewerker, `${mine}&tot=2020-01-01`)).body.totalElements).toBe(0);
    // As the screens send a range (spec 000 §5): from T00:00:00Z to T23:59:59Z, each a whole Dutch day.
    expect((await list(medewerker, `${mine}&van=${today}T00:00:00Z&tot=${today}T23:59:59Z`)).body.totalElements).toBe(3);
    expect(ids((await list(medewerker, `${mine}&zoek=ontvangstbevestiging`)).body)).toEqual([ack.id]);
    expect(ids((await list(medewerker, 'zoek=Lijstmans')).body)).toEqual([own.id]);
    expect(ids((await list(medewerker, 'zoek=NERGENS-1')).body)).toEqual([unlinked.id]);
    const paged = await list(medewerker, `${mine}&page=1&size=2&sort=tijdstip,asc`);
    expect(paged.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(ids(paged.body)).toEqual([ownStatus.id]);
    expect(ids((await list(medewerker, `${mine}&sort=soort,asc`)).body)).toEqual([own.id, ack.id, ownStatus.id]);
    expect(ids((await list(medewerker, 'status=ONGEKOPPELD&size=100')).body)).toContain(unlinked.id);
  });

  it('refuses a bad filter with the field named in Dutch', async () => {
    for (const [query, field] of [
      ['sort=inhoud,asc', 'Sortering'],
      ['size=101', 'Aantal'],
      ['soort=ZX', 'Soort'],
      ['van=26-11-2026', 'Van'],
      ['dossierId=abc', 'Dossier'],
    ]) {
      const res = await list(medewerker, query);
      expect(res.status, query).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
      expect(res.body.messages[0], query).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('HDN messages: who reads which', () => {
  it('refuses advisers, users without an HDN permission and callers without a token', async () => {
    expect((await list(adviseur, '')).status).toBe(403);
    expect((await adviseur.get(`/api/v1/hdn/berichten/${own.id}`)).status).toBe(403);
    expect((await list(employee, '')).status).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/hdn/berichten' })).statusCode).toBe(401);
  });

  it('gives the HDN log (MENU_HDN_LOG) every message, unlinked ones too', async () => {
    const res = await list(beheerder, 'size=100');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([own.id, foreign.id, unlinked.id, ack.id]));
  });

  it("narrows a money provider to its own dossiers' messages", async () => {
    const lenderWithHdn = await (async () => {
      const { userWith } = await import('../uploads');
      return userWith(app, beheerder, 'hdn-verstrekker', 'H', ['MENU_HDN_BERICHTEN_VIEW'], lender.id);
    })();
    const res = await list(lenderWithHdn, 'size=100');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([own.id, ownStatus.id, ack.id]));
    expect(ids(res.body)).not.toContain(foreign.id);
    expect(ids(res.body)).not.toContain(unlinked.id);
    expect((await lenderWithHdn.get(`/api/v1/hdn/berichten/${foreign.id}`)).status).toBe(404);
    expect((await lenderWithHdn.get(`/api/v1/hdn/berichten/${own.id}`)).status).toBe(200);
    // The demo lender itself holds neither HDN permission.
    expect((await list(verstrekker, '')).status).toBe(403);
  });
});

describe('HDN messages: one message', () => {
  it('answers the raw message, what it answers and its answers', async () => {
    const res = await medewerker.get(`/api/v1/hdn/berichten/${own.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: own.id, inReactieOp: null, berichtDatum: '2026-11-26T09:15:00.000Z', behandeldDoor: null });
    expect(res.body.inhoud).toContain('<Achternaam>Lijstmans</Achternaam>');
    expect(res.body.antwoorden).toEqual([{ id: ack.id, soort: 'SX', status: 'NIET_VERZONDEN', samenvatting: 'Status 09: Ontvangstbevestiging' }]);
    expect((await medewerker.get(`/api/v1/hdn/berichten/${ack.id}`)).body).toMatchObject({ inReactieOp: own.id, richting: 'UIT', antwoorden: [] });
    expect((await medewerker.get('/api/v1/hdn/berichten/2000000000')).status).toBe(404);
    expect((await medewerker.get('/api/v1/hdn/berichten/abc')).status).toBe(400);
  });
});

describe("HDN messages on the dossier's trail", () => {
  it('shows them to those who may read HDN messages, and not to others', async () => {
    const veld = (body: { content: { veld: string }[] }) => body.content.map((r) => r.veld);
    const staff = await medewerker.get(`/api/v1/dossiers/${own.dossierId}/wijzigingen?size=50`);
    expect(veld(staff.body)).toEqual(expect.arrayContaining([`hdnBerichten[${own.id}].ontvangen`, `hdnBerichten[${ack.id}].verzonden`, `hdnBerichten[${ownStatus.id}].ontvangen`]));
    const basic = await employee.get(`/api/v1/dossiers/${own.dossierId}/wijzigingen?size=50`);
    expect(basic.status).toBe(200);
    expect(veld(basic.body).filter((v) => v.startsWith('hdnBerichten['))).toEqual([]);
    expect(basic.body.totalElements).toBe(staff.body.totalElements - 3);
  });
});
