import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { INFORMEER_MESSAGES } from '../../../contract/dossier-inform';
import { personName } from '../../../contract/names';
import { berichtTemplates, dossierBerichten, dossiers, gebruikers, kantoren } from '../../../server/db/schema';
import { messageText } from '../../../server/services/dossier-detail/inform-adviser';
import { auditRows, pickDossier, userRow } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const verstrekker = await signIn(app, 'verstrekker');
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');

const lender = await userRow(db, 'verstrekker');
const own = await pickDossier(db, and(eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.cds, false), isNotNull(dossiers.adviseurId)), 12);
const other = await pickDossier(db, ne(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), 12);
const [adviser] = await db.select().from(gebruikers).where(eq(gebruikers.id, own.adviseurId!));
const [office] = own.kantoorId ? await db.select().from(kantoren).where(eq(kantoren.id, own.kantoorId)) : [];

const made: number[] = [];
const sent: number[] = [];
const template = async (over: Partial<typeof berichtTemplates.$inferInsert> = {}) => {
  const [row] = await db
    .insert(berichtTemplates)
    .values({
      naam: `Informeer ${made.length + 1}`,
      categorie: 'E',
      berichtsoort: 'SX',
      onderwerp: 'Dossier {{dossier.nummer}}: stand van zaken',
      inhoud: '<p>Beste {{adviseur.naam}},</p><p>Dossier {{dossier.nummer}} staat in fase {{dossier.fase}} &amp; loopt.</p>',
      ...over,
    })
    .returning();
  made.push(row.id);
  return row;
};
const active = await template();

// The API files share one database: leave no template or message another file could count.
afterAll(async () => {
  if (sent.length) await db.delete(dossierBerichten).where(inArray(dossierBerichten.id, sent));
  await db.delete(berichtTemplates).where(inArray(berichtTemplates.id, made));
});

describe('POST /dossiers/{id}/informeer', () => {
  it('fills the template from the dossier and keeps it as an outgoing message to the adviser, with an audit row', async () => {
    const res = await verstrekker.post(`/api/v1/dossiers/${own.id}/informeer`, { templateId: active.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    sent.push(res.body.id);
    // A message of the processor to the adviser, sent by the signed-in staff member (issue #18, defect 4).
    expect(res.body).toMatchObject({ richting: 'UIT', soort: 'ADVISEUR', onderwerp: `Dossier ${own.id}: stand van zaken` });
    const [sender] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
    expect(res.body.afzender).toBe(personName(sender));
    expect(res.body.ontvanger).toContain(adviser.achterNaam);
    if (office) expect(res.body.ontvanger).toContain(office.bedrijfsNaam);
    expect(res.body.inhoud).toMatch(new RegExp(`^Beste .*${adviser.achterNaam},\\n\\nDossier ${own.id} staat in fase .+ & loopt\\.$`));
    const messages = (await medewerker.get(`/api/v1/dossiers/${own.id}/messages`)).body.content;
    expect(messages[0]).toMatchObject({ id: res.body.id, onderwerp: res.body.onderwerp });
    const [audit] = await auditRows(db, own.id, `berichten[${res.body.id}].template`);
    expect(audit.nieuweWaarde).toBe(active.naam);
  });

  it('a letter template is kept as a BRIEF', async () => {
    const letter = await template({ categorie: 'B' });
    const res = await verstrekker.post(`/api/v1/dossiers/${own.id}/informeer`, { templateId: letter.id });
    sent.push(res.body.id);
    expect(res.body.soort).toBe('BRIEF');
  });

  it('answers 400 for an unknown, inactive or another lender’s template and stores nothing', async () => {
    const inactive = await template({ active: false });
    const foreign = await template({ geldverstrekkerId: other.geldverstrekkerId });
    const before = await db.$count(dossierBerichten, eq(dossierBerichten.dossierId, own.id));
    for (const templateId of [999999, inactive.id, foreign.id]) {
      const res = await verstrekker.post(`/api/v1/dossiers/${own.id}/informeer`, { templateId });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ templateId: INFORMEER_MESSAGES.unknownTemplate });
    }
    expect((await verstrekker.post(`/api/v1/dossiers/${own.id}/informeer`, {})).status).toBe(400);
    expect(await db.$count(dossierBerichten, eq(dossierBerichten.dossierId, own.id))).toBe(before);
  });

  it('answers 409 for a dossier without an adviser', async () => {
    const lonely = await pickDossier(db, and(eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.cds, false)), 13);
    await db.update(dossiers).set({ adviseurId: null }).where(eq(dossiers.id, lonely.id));
    const res = await verstrekker.post(`/api/v1/dossiers/${lonely.id}/informeer`, { templateId: active.id });
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([INFORMEER_MESSAGES.noAdviser]);
    await db.update(dossiers).set({ adviseurId: lonely.adviseurId }).where(eq(dossiers.id, lonely.id));
  });

  it('refuses without DOSSIER_DETAIL_STATUS and answers 404 outside the scope', async () => {
    expect((await employee.post(`/api/v1/dossiers/${own.id}/informeer`, { templateId: active.id })).status).toBe(403);
    expect((await verstrekker.post(`/api/v1/dossiers/${other.id}/informeer`, { templateId: active.id })).status).toBe(404);
  });

  it('turns the template HTML into the text the communicatie tab shows', () => {
    expect(messageText('<h2>Titel</h2><ul><li>een</li><li>twee</li></ul><p>a<br>b &lt;c&gt;</p>')).toBe('Titel\n\n- een\n- twee\n\na\nb <c>');
  });
});
