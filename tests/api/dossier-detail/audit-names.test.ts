import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { personName } from '../../../contract/names';
import { dossiers, dossierWijzigingen, hypotheekgevers, kantoren } from '../../../server/db/schema';
import { pickDossier, userRow } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');

// Far from the start of the list, so no other file's audit rows share this dossier.
const dossier = await pickDossier(db, and(eq(dossiers.btl, false), ne(dossiers.kantoorId, 0)), 70);
const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id)).limit(1);
const [foreign] = await db.select().from(hypotheekgevers).where(ne(hypotheekgevers.dossierId, dossier.id)).limit(1);
const handler = await userRow(db, 'medewerker');
const [office] = await db.select().from(kantoren).limit(1);

// Dated ahead of everything else, so they are the first page of the trail.
const at = new Date('2099-01-01T12:00:00Z');
const inserted = await db
  .insert(dossierWijzigingen)
  .values([
    { dossierId: dossier.id, gebruikerId: null, gewijzigdOp: at, veld: `hypotheekGevers[${applicant.id}].telefoonNummer`, oudeWaarde: '0612345678', nieuweWaarde: '0687654321' },
    { dossierId: dossier.id, gebruikerId: null, gewijzigdOp: at, veld: 'workloadGebruikerId', oudeWaarde: null, nieuweWaarde: String(handler.id) },
    { dossierId: dossier.id, gebruikerId: null, gewijzigdOp: at, veld: 'kantoorId', oudeWaarde: String(office.id), nieuweWaarde: '999999999' },
    { dossierId: dossier.id, gebruikerId: null, gewijzigdOp: at, veld: `hypotheekGevers[${foreign.id}].achterNaam`, oudeWaarde: 'A', nieuweWaarde: 'B' },
    { dossierId: dossier.id, gebruikerId: null, gewijzigdOp: at, veld: 'workloadStatus', oudeWaarde: 'UITGEZET', nieuweWaarde: 'BEHANDELING' },
  ])
  .returning({ id: dossierWijzigingen.id });

afterAll(async () => {
  await db.delete(dossierWijzigingen).where(inArray(dossierWijzigingen.id, inserted.map((row) => row.id)));
});

describe('GET /api/v1/dossiers/{id}/wijzigingen names what a change refers to', () => {
  it('names the applicant of a path, the user and office of an id value, and keeps the raw values', async () => {
    const res = await medewerker.get(`/api/v1/dossiers/${dossier.id}/wijzigingen?page=0&size=5`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byVeld = Object.fromEntries(res.body.content.map((row: { veld: string }) => [row.veld, row]));
    expect(byVeld[`hypotheekGevers[${applicant.id}].telefoonNummer`]).toMatchObject({
      onderwerpen: { [`hypotheekGevers[${applicant.id}]`]: personName(applicant) },
      oudeWaarde: '0612345678',
      oudeWaardeNaam: null,
    });
    expect(byVeld.workloadGebruikerId).toMatchObject({ nieuweWaarde: String(handler.id), nieuweWaardeNaam: personName(handler), oudeWaardeNaam: null });
    // An office that no longer exists keeps its raw id and no name.
    expect(byVeld.kantoorId).toMatchObject({ oudeWaardeNaam: office.bedrijfsNaam, nieuweWaarde: '999999999', nieuweWaardeNaam: null });
    expect(byVeld.workloadStatus).toMatchObject({ onderwerpen: {}, oudeWaardeNaam: null, nieuweWaardeNaam: null });
  });

  it("never names another dossier's applicant", async () => {
    const res = await medewerker.get(`/api/v1/dossiers/${dossier.id}/wijzigingen?page=0&size=5`);
    const row = res.body.content.find((r: { veld: string }) => r.veld.startsWith(`hypotheekGevers[${foreign.id}]`));
    expect(row.onderwerpen).toEqual({});
  });
});
