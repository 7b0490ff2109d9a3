import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';
import { userWith } from '../uploads';

/** A BTL dossier's contractors and let properties under BTL_DOSSIER_EDIT (docs/transactions.md "Permissions"). */
const { app, database } = await testServer();
const db = database.db;
const beheerder = await signIn(app, 'beheerder');
const [btl] = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.btl, true), eq(dossiers.gearchiveerd, false))).orderBy(dossiers.id).limit(1);

const contractor = { dossierId: btl.id, type: 'COMPANY', name: 'Verhuur Test B.V.', kvkNummer: '12345678', contactDetails: [] };
const asset = { dossierId: btl.id, soortObject: 'Appartement', straatNaam: 'Kanaalweg', huisNummer: 12, postcode: '3526KL', plaatsNaam: 'Utrecht', marktwaarde: 310000, verhuurd: true, huurPerMaand: 1250 };

describe('BTL_DOSSIER_EDIT', () => {
  it('is what adds and changes contractors and let properties; DOSSIER_DETAIL_EDIT alone does not', async () => {
    const editor = await userWith(app, beheerder, 'btl-zonder-edit', 'M', ['MENU_BTL_DOSSIERS_VIEW', 'DOSSIER_DETAIL_EDIT']);
    expect((await editor.post('/api/v1/contractor/search', { dossierId: btl.id })).status).toBe(200);
    expect((await editor.post('/api/v1/contractor', contractor)).status).toBe(403);
    expect((await editor.post('/api/v1/assets', asset)).status).toBe(403);

    const btlEditor = await userWith(app, beheerder, 'btl-met-edit', 'M', ['MENU_BTL_DOSSIERS_VIEW', 'BTL_DOSSIER_EDIT']);
    const made = await btlEditor.post('/api/v1/contractor', contractor);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { dossierId: _, ...fields } = contractor;
    const renamed = { ...fields, version: made.body.version, name: 'Verhuur Test Holding B.V.' };
    expect((await editor.patch(`/api/v1/contractor/${made.body.id}`, renamed)).status).toBe(403);
    const patched = await btlEditor.patch(`/api/v1/contractor/${made.body.id}`, renamed);
    expect(patched.body.name, JSON.stringify(patched.body)).toBe('Verhuur Test Holding B.V.');
    const property = await btlEditor.post('/api/v1/assets', asset);
    expect(property.status, JSON.stringify(property.body)).toBe(201);
    expect((await editor.patch(`/api/v1/assets/${property.body.id}`, { version: property.body.version, huurPerMaand: 1300 })).status).toBe(403);
  });

  it('is held by staff, the lender and the employee of the demo, not by the adviser', async () => {
    for (const [name, status] of [['medewerker', 400], ['verstrekker', 400], ['employee', 400], ['adviseur', 403]] as const) {
      expect((await (await signIn(app, name)).post('/api/v1/contractor', {})).status, name).toBe(status);
    }
  });
});
