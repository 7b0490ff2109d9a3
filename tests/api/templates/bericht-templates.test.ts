import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BERICHT_SOORTEN } from '../../../contract/bericht-template';
import { MERGE_FIELDS } from '../../../contract/merge-fields';
import { dossiers, gebruikers, geldverstrekkers, hypotheekgevers, hypotheken, kantoren, objecten } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';
import { ordinaryDossiersOnly } from '../tasks/fixtures';

/** Beheer › Berichttemplates beyond CRUD (spec 002 §7; docs/beheer.md "Berichttemplates"). The CRUD contract is in resources.test.ts. */
const { app, database } = await testServer();
const { db } = database;
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const [lenderUser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
const [otherLender] = await db.select().from(geldverstrekkers).where(ne(geldverstrekkers.id, lenderUser.geldverstrekkerId!)).limit(1);

let n = 0;
const template = (over: Record<string, unknown> = {}) => ({
  naam: `Test template ${++n}`,
  categorie: 'E',
  berichtsoort: 'SX',
  onderwerp: 'Dossier {{dossier.nummer}}',
  inhoud: '<p>Beste {{aanvrager.naam}}, uw hoofdsom is {{hypotheek.hoofdsom}}.</p>',
  btl: false,
  handmatig: true,
  geldverstrekkerId: null,
  active: true,
  ...over,
});

/** A dossier with an applicant, a mortgage and a property, of the given money provider. */
async function dossierOf(geldverstrekkerId: number) {
  const rows = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .innerJoin(hypotheken, eq(hypotheken.dossierId, dossiers.id))
    .innerJoin(objecten, eq(objecten.dossierId, dossiers.id))
    .where(and(eq(dossiers.geldverstrekkerId, geldverstrekkerId), eq(dossiers.btl, false), eq(dossiers.cds, false)))
    .orderBy(asc(dossiers.id))
    .limit(1);
  return rows[0].id;
}

describe('POST /bericht-templates/search', () => {
  it('pages zero-based, sorts as column,direction and filters on active', async () => {
    await beheerder.post('/api/v1/bericht-templates', template({ naam: 'Zoek AAA inactief', active: false }));
    await beheerder.post('/api/v1/bericht-templates', template({ naam: 'Zoek BBB actief' }));
    const all = await beheerder.post('/api/v1/bericht-templates/search?page=0&size=500&sort=naam,desc', {});
    expect(all.status).toBe(200);
    const names = all.body.content.map((t: { naam: string }) => t.naam);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const active = await beheerder.post('/api/v1/bericht-templates/search?page=0&size=500', { active: true, naam: 'zoek' });
    expect(active.body.content.map((t: { naam: string }) => t.naam)).toEqual(['Zoek BBB actief']);
    const inactive = await beheerder.post('/api/v1/bericht-templates/search', { active: false, naam: 'zoek' });
    expect(inactive.body.content.map((t: { naam: string }) => t.naam)).toEqual(['Zoek AAA inactief']);
    const page = await beheerder.post('/api/v1/bericht-templates/search?page=1&size=2&sort=naam,asc', {});
    expect(page.body).toMatchObject({ number: 1, size: 2, totalElements: all.body.totalElements, totalPages: Math.ceil(all.body.totalElements / 2) });
    expect(page.body.content.map((t: { id: number }) => t.id)).toEqual(
      (await beheerder.post('/api/v1/bericht-templates/search?page=0&size=4&sort=naam,asc', {})).body.content.slice(2).map((t: { id: number }) => t.id),
    );
  });

  it('filters on category and type, and refuses an unknown sort column or a bad filter', async () => {
    const res = await beheerder.post('/api/v1/bericht-templates/search?size=500', { categorie: 'B', berichtsoort: 'OX' });
    expect(res.body.content.length).toBeGreaterThan(0);
    expect(res.body.content.every((t: { categorie: string; berichtsoort: string }) => t.categorie === 'B' && t.berichtsoort === 'OX')).toBe(true);
    expect((await beheerder.post('/api/v1/bericht-templates/search?sort=inhoud,asc', {})).status).toBe(400);
    const bad = await beheerder.post('/api/v1/bericht-templates/search', { active: 'ja' });
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('VALIDATION');
  });

  it('refuses a user without BEHEER_BERICHTTEMPLATES', async () => {
    expect((await medewerker.post('/api/v1/bericht-templates/search', {})).status).toBe(403);
    expect((await adviseur.post('/api/v1/bericht-templates', template())).status).toBe(403);
  });

  it('shows a lender the organisation’s templates and its own, never another lender’s', async () => {
    const theirs = await beheerder.post('/api/v1/bericht-templates', template({ geldverstrekkerId: otherLender.id }));
    const own = await verstrekker.post('/api/v1/bericht-templates', template({ geldverstrekkerId: null }));
    expect(own.body.geldverstrekkerId).toBe(lenderUser.geldverstrekkerId);
    const list = await verstrekker.post('/api/v1/bericht-templates/search?size=500', {});
    const ids = list.body.content.map((t: { id: number }) => t.id);
    expect(ids).toContain(own.body.id);
    expect(ids).not.toContain(theirs.body.id);
    expect(list.body.content.every((t: { geldverstrekkerId: number | null }) => t.geldverstrekkerId === null || t.geldverstrekkerId === lenderUser.geldverstrekkerId)).toBe(true);
    expect((await verstrekker.get(`/api/v1/bericht-templates/${theirs.body.id}/populate/${await dossierOf(lenderUser.geldverstrekkerId!)}`)).status).toBe(404);
  });
});

describe('body rules', () => {
  it('sanitizes the HTML: <script>, event handlers and javascript: links are removed', async () => {
    const res = await beheerder.post(
      '/api/v1/bericht-templates',
      template({ inhoud: '<p onclick="steal()">Hallo <strong>{{aanvrager.naam}}</strong><script>alert(1)</script></p><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)>' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.inhoud).toBe('<p>Hallo <strong>{{aanvrager.naam}}</strong></p><a rel="noopener noreferrer">x</a>');
    const updated = await beheerder.put(`/api/v1/bericht-templates/${res.body.id}`, { ...template({ naam: res.body.naam }), inhoud: '<p>Nieuw</p><script>x()</script>', version: 1 });
    expect(updated.body.inhoud).toBe('<p>Nieuw</p>');
  });

  it('refuses a body that is empty once sanitized, and unknown merge fields', async () => {
    const empty = await beheerder.post('/api/v1/bericht-templates', template({ inhoud: '<script>alert(1)</script>' }));
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ inhoud: 'Dit veld is verplicht.' });
    const unknown = await beheerder.post('/api/v1/bericht-templates', template({ inhoud: '<p>{{aanvrager.schoenmaat}}</p>', onderwerp: '{{dossier.nummer}} {{klant.x}}' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      inhoud: 'Onbekend samenvoegveld: {{aanvrager.schoenmaat}}.',
      onderwerp: 'Onbekend samenvoegveld: {{klant.x}}.',
    });
    expect(unknown.body.messages).toContain('Inhoud: Onbekend samenvoegveld: {{aanvrager.schoenmaat}}.');
  });
});

describe('GET /bericht-templates/{id}/populate/{dossierId}', () => {
  it('fills the merge fields with the dossier’s real values in Dutch formats', async () => {
    const { body: created } = await beheerder.post(
      '/api/v1/bericht-templates',
      template({ inhoud: '<p>{{aanvrager.naam}} | {{hypotheek.hoofdsom}} | {{object.adres}} | {{geldverstrekker.naam}} | {{kantoor.naam}} | {{dossier.offertenummer}}</p>' }),
    );
    const dossierId = await dossierOf(lenderUser.geldverstrekkerId!);
    const [dossier] = await db.select().from(dossiers).where(eq(dossiers.id, dossierId));
    const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossierId)).orderBy(asc(hypotheekgevers.id)).limit(1);
    const [mortgage] = await db.select().from(hypotheken).where(eq(hypotheken.dossierId, dossierId));
    const [object] = await db.select().from(objecten).where(eq(objecten.dossierId, dossierId)).orderBy(asc(objecten.id)).limit(1);
    const [lender] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.id, dossier.geldverstrekkerId));
    const [office] = await db.select().from(kantoren).where(eq(kantoren.id, dossier.kantoorId!));

    const res = await medewerker.get(`/api/v1/bericht-templates/${created.id}/populate/${dossierId}`);
    expect(res.status).toBe(200);
    expect(res.body.onderwerp).toBe(`Dossier ${dossierId}`);
    const title = applicant.geslacht.startsWith('M') ? 'de heer' : 'mevrouw';
    const name = [applicant.voorLetters, applicant.tussenVoegsels, applicant.achterNaam].filter(Boolean).join(' ');
    const hoofdsom = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(mortgage.hoofdsom);
    const adres = [object.straatNaam, [object.huisNummer, object.huisNummerToevoeging].filter(Boolean).join(' ')].join(' ');
    const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    expect(res.body.inhoud).toBe(`<p>${esc(`${title} ${name}`)} | ${hoofdsom} | ${esc(adres)} | ${esc(lender.naam)} | ${esc(office.bedrijfsNaam)} | ${dossier.offerteNr ?? ''}</p>`);
    expect(hoofdsom).toMatch(/^€\s[\d.]+,\d\d$/);
  });

  it('lets a lender preview on its own dossier and answers 404 outside its scope', async () => {
    const { body: created } = await verstrekker.post('/api/v1/bericht-templates', template());
    const own = await verstrekker.get(`/api/v1/bericht-templates/${created.id}/populate/${await dossierOf(lenderUser.geldverstrekkerId!)}`);
    expect(own.status).toBe(200);
    expect(own.body.inhoud).not.toContain('{{');
    const foreign = await verstrekker.get(`/api/v1/bericht-templates/${created.id}/populate/${await dossierOf(otherLender.id)}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.messages).not.toContain('Access is denied');
  });

  it('answers 404 for an unknown template or dossier, 400 for a bad id, 401 without a session', async () => {
    const dossierId = await dossierOf(lenderUser.geldverstrekkerId!);
    expect((await medewerker.get(`/api/v1/bericht-templates/999999/populate/${dossierId}`)).status).toBe(404);
    expect((await medewerker.get('/api/v1/bericht-templates/1/populate/999999')).status).toBe(404);
    expect((await medewerker.get('/api/v1/bericht-templates/1/populate/abc')).status).toBe(400);
    // The Beheerder holds the template right but sees no dossiers (docs/permissions.md): nothing to fill from.
    expect((await beheerder.get(`/api/v1/bericht-templates/1/populate/${dossierId}`)).status).toBe(404);
    expect((await caller(app).get(`/api/v1/bericht-templates/1/populate/${dossierId}`)).status).toBe(401);
  });
});

describe('categories, types, merge fields and the template choice', () => {
  it('answers the communication kinds and only the allowed message kinds, in Dutch', async () => {
    const categories = await beheerder.get('/api/v1/bericht-templates/categories');
    expect(categories.body).toEqual([
      { id: 'B', omschrijving: 'Brief/fax' },
      { id: 'E', omschrijving: 'E-mail' },
      { id: 'I', omschrijving: 'Telefoon in' },
      { id: 'O', omschrijving: 'Opmerking' },
      { id: 'U', omschrijving: 'Telefoon uit' },
    ]);
    const types = await beheerder.get('/api/v1/bericht-templates/types');
    expect(types.body.map((t: { id: string }) => t.id).sort()).toEqual(BERICHT_SOORTEN.map((s) => s.id).sort());
    expect((await adviseur.get('/api/v1/bericht-templates/types')).status).toBe(200);
  });

  it('offers the residential and the BTL merge fields', async () => {
    const residential = (await adviseur.get('/api/v1/rs/mergeveldens')).body as { id: string; omschrijving: string }[];
    const btl = (await adviseur.get('/api/v1/rs/mergeveldens/btl')).body as { id: string }[];
    expect(residential.map((f) => f.id)).toEqual(expect.arrayContaining(['aanvrager.naam', 'dossier.nummer', 'dossier.offertenummer', 'hypotheek.hoofdsom', 'object.adres', 'adviseur.naam', 'kantoor.naam', 'geldverstrekker.naam']));
    expect(residential.find((f) => f.id === 'aanvrager.naam')?.omschrijving).toBe('Naam aanvrager');
    expect(btl.map((f) => f.id)).toContain('contractanten.namen');
    expect(btl.map((f) => f.id)).not.toContain('aanvrager.naam');
    expect(residential.length + btl.length).toBeGreaterThan(MERGE_FIELDS.length);
  });

  it('lists the active templates to choose from, hand-picked ones with handmatig=true', async () => {
    const { body: auto } = await beheerder.post('/api/v1/bericht-templates', template({ handmatig: false }));
    const all = await medewerker.get('/api/v1/rf/bericht-templates');
    const manual = await medewerker.get('/api/v1/rf/bericht-templates?handmatig=true');
    expect(all.body.map((t: { id: number }) => t.id)).toContain(auto.id);
    expect(manual.body.map((t: { id: number }) => t.id)).not.toContain(auto.id);
    expect(manual.body.length).toBeGreaterThan(0);
    expect((await medewerker.get('/api/v1/rf/bericht-templates?handmatig=ja')).status).toBe(400);
  });
});

/** Issue #18, defect 7: Beheer previews with a fictitious dossier, never with a real customer's data. */
describe('GET /bericht-templates/{id}/voorbeeld', () => {
  it('fills every merge field with example data for a beheerder who sees no dossier', async () => {
    const every = MERGE_FIELDS.map((f) => `{{${f.id}}}`).join(' ');
    const { body: created } = await beheerder.post('/api/v1/bericht-templates', template({ onderwerp: 'Dossier {{dossier.nummer}}', inhoud: `<p>${every}</p>` }));
    const res = await beheerder.get(`/api/v1/bericht-templates/${created.id}/voorbeeld`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.onderwerp).toBe('Dossier 100234');
    expect(res.body.inhoud).not.toContain('{{');
    expect(res.body.inhoud).toContain('de heer J. de Vries');
    const [me] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'beheerder'));
    expect(res.body.inhoud).toContain(me.achterNaam);
  });

  it('previews a lender’s own template, and answers 404 for an unknown one and 401 without a session', async () => {
    const { body: theirs } = await verstrekker.post('/api/v1/bericht-templates', template());
    expect((await verstrekker.get(`/api/v1/bericht-templates/${theirs.id}/voorbeeld`)).status).toBe(200);
    expect((await caller(app).get(`/api/v1/bericht-templates/${theirs.id}/voorbeeld`)).status).toBe(401);
    expect((await beheerder.get('/api/v1/bericht-templates/999999/voorbeeld')).status).toBe(404);
  });

  it('lets whoever writes notes and tasks choose a template for the floating panel, and nobody else', async () => {
    await ordinaryDossiersOnly(db, 'paneelschrijver', ['NIEUWE_TAAK_NOTITIE']);
    await ordinaryDossiersOnly(db, 'zonderpaneel');
    const writer = await signIn(app, 'paneelschrijver');
    const other = await signIn(app, 'zonderpaneel');
    const list = await writer.get('/api/v1/rf/bericht-templates');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect((await other.get('/api/v1/rf/bericht-templates')).status).toBe(403);
  });
});
