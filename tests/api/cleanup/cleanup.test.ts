import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import * as schema from '../../../server/db/schema';
import {
  bestanden,
  dataRetenties,
  deskBijlagen,
  deskOnderwerpen,
  documenten,
  documentVersies,
  dossierOpschoningen,
  dossiers,
  dossierWijzigingen,
  hypotheekgevers,
  notitieBijlagen,
  notities,
  overruleBerichten,
  overruleVerzoeken,
} from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/client';
import { insertFile } from '../../../server/services/storage/records';
import { pdfBytes } from '../documents/fixtures';
import { userRow } from '../dossier-detail/fixtures';
import { caller, signIn, testServer, type Caller } from '../helpers';
import { file, sendDesk } from '../overrule/fixtures';
import { sendMultipart } from '../uploads';

/** Data clean-up (docs/cleanup.md): marking, approval by a second person, jobs that leave nothing behind. */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');
const adviseur = await signIn(app, 'adviseur');
const employee = await signIn(app, 'employee');
const marker = await userRow(db, 'medewerker');
const approver = await userRow(db, 'beheerder');

const made: number[] = [];
const extraRules: number[] = [];

afterAll(async () => {
  await db.delete(dossierOpschoningen).where(inArray(dossierOpschoningen.dossierId, made));
  await db.delete(dossiers).where(inArray(dossiers.id, made));
  if (extraRules.length) await db.delete(dataRetenties).where(inArray(dataRetenties.id, extraRules));
});

/** A dossier of this test file alone (the seeded ones belong to every file), with one applicant. */
async function newDossier(status: 'LOPEND' | 'AFGEWEZEN' | 'AFGEROND', lastChange = new Date()) {
  const [template] = await db.select().from(dossiers).where(and(eq(dossiers.cds, false), eq(dossiers.btl, false))).limit(1);
  const { id: _id, zoekvector: _zoekvector, ...rest } = template;
  const [row] = await db
    .insert(dossiers)
    .values({ ...rest, status, naamHypotheekGever: 'J. Opschoon', zoekNaam: 'opschoon', version: 1, createdAt: lastChange, updatedAt: lastChange })
    .returning();
  await db.insert(hypotheekgevers).values({ dossierId: row.id, geslacht: 'M mannelijk', voorLetters: 'J.', achterNaam: 'Opschoon', geboorteDatum: '1980-01-01', bsn: '123456782' });
  made.push(row.id);
  return row;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Two documents, one of them with two versions, and a note with two attachments: five files. */
async function fillDossier(dossierId: number) {
  const docIds: number[] = [];
  for (const naam of ['Paspoort', 'Loonstrook']) {
    const created = await medewerker.post(`/api/v1/dossiers/${dossierId}/renteaanbod/documenten`, { naam });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    docIds.push(created.body.id);
  }
  for (const [i, id] of [docIds[0], docIds[0], docIds[1]].entries()) {
    const res = await sendMultipart(app, medewerker.token!, 'POST', `/api/v1/dossiers/${dossierId}/renteaanbod/documenten/${id}`, [
      { name: 'document', filename: `scan-${i}.pdf`, value: await pdfBytes(2, `Scan ${i}`) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const pdf = b64(await pdfBytes(1, 'Bijlage'));
  const note = await medewerker.post(`/api/v1/dossiers/${dossierId}/notities`, {
    onderwerp: 'Telefoongesprek',
    bodyText: 'Klant belt over de aflossing.',
    files: [
      { base64File: pdf, filename: 'a.pdf' },
      { base64File: pdf, filename: 'b.pdf' },
    ],
  });
  expect(note.status, JSON.stringify(note.body)).toBe(201);
  return { docIds, noteId: note.body.id as number };
}

/** The keys of every file the dossier owns, through its documents' versions and its notes' attachments. */
async function fileKeysOf(dossierId: number) {
  const versionFiles = await db
    .select({ sleutel: bestanden.sleutel })
    .from(documentVersies)
    .innerJoin(documenten, eq(documenten.id, documentVersies.documentId))
    .innerJoin(bestanden, eq(bestanden.id, documentVersies.bestandId))
    .where(eq(documenten.dossierId, dossierId));
  const noteFiles = await db
    .select({ sleutel: bestanden.sleutel })
    .from(notitieBijlagen)
    .innerJoin(notities, eq(notities.id, notitieBijlagen.notitieId))
    .innerJoin(bestanden, eq(bestanden.id, notitieBijlagen.bestandId))
    .where(eq(notities.dossierId, dossierId));
  return [...versionFiles, ...noteFiles].map((f) => f.sleutel);
}

/** The files really on disk under DATA_DIR/files, by name (the key), staged ones left out. */
function filesOnDisk() {
  const root = path.join(app.appConfig.dataDir, 'files');
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
    .map((entry) => entry.name);
}

/**
 * Waits for the clean-up to reach the status and its job, if any, to have ended: the worker records
 * the job as done in its own write just after the handler's last commit, so the two can differ for
 * a moment.
 */
async function waitForStatus(who: Caller, dossierId: number, status: string) {
  const until = Date.now() + 15_000;
  for (;;) {
    const res = await who.get(`/api/v1/dossiers/delete/${dossierId}`);
    const jobEnded = !res.body?.job || ['KLAAR', 'MISLUKT'].includes(res.body.job.status);
    if (res.body?.status === status && jobEnded) return res.body;
    if (Date.now() > until) throw new Error(`clean-up of ${dossierId} stayed ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('marking, approval and clean-up of a dossier', () => {
  it('removes the dossier, every document version, the notes and their attachments: no file of it is left in the store', async () => {
    const dossier = await newDossier('AFGEROND');
    const { docIds, noteId } = await fillDossier(dossier.id);
    const keys = await fileKeysOf(dossier.id);
    expect(keys).toHaveLength(5);
    const before = filesOnDisk();
    for (const key of keys) expect(before).toContain(key);

    const marked = await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ dossierId: dossier.id, dossierNaam: 'J. Opschoon', status: 'GEMARKEERD', reden: 'HANDMATIG', anonimiseren: false, gemarkeerdDoor: { id: marker.id }, job: null });
    expect((await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`)).status).toBe(409);

    const approved = await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'GOEDGEKEURD', goedgekeurdDoor: { id: approver.id } });
    expect((await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`)).body.messages).toEqual(['De verwijdering van dit dossier is al goedgekeurd.']);

    const start = await beheerder.patch('/api/v1/documenten/cleanup-start?limit=1');
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    expect(start.body).toMatchObject([{ dossierId: dossier.id, status: 'GEPLAND', gestartDoor: { id: approver.id }, job: { soort: 'cleanup.dossier' } }]);

    const done = await waitForStatus(medewerker, dossier.id, 'UITGEVOERD');
    expect(done).toMatchObject({
      dossierNaam: null,
      verwijderd: { documenten: 2, versies: 3, notities: 1, bijlagen: 2, bestanden: 5 },
      job: { status: 'KLAAR', pogingen: 1 },
      gemarkeerdDoor: { id: marker.id },
      goedgekeurdDoor: { id: approver.id },
    });
    expect(done.job.gedaan).toBe(done.job.totaal);

    // Deleted means deleted: no row, and not one of its files on disk.
    expect(await db.select().from(dossiers).where(eq(dossiers.id, dossier.id))).toEqual([]);
    expect(await db.select().from(documenten).where(inArray(documenten.id, docIds))).toEqual([]);
    expect(await db.select().from(documentVersies).where(inArray(documentVersies.documentId, docIds))).toEqual([]);
    expect(await db.select().from(notities).where(eq(notities.id, noteId))).toEqual([]);
    expect(await db.select().from(bestanden).where(inArray(bestanden.sleutel, keys))).toEqual([]);
    const after = filesOnDisk();
    for (const key of keys) expect(after).not.toContain(key);
    expect(after.length).toBe(before.length - keys.length);
    expect((await app.storage.inventory()).staged).toEqual([]);
    // The record of who decided outlives the dossier.
    const [record] = await db.select().from(dossierOpschoningen).where(eq(dossierOpschoningen.dossierId, dossier.id));
    expect(record).toMatchObject({ status: 'UITGEVOERD', gemarkeerdDoor: marker.id, goedgekeurdDoor: approver.id, gestartDoor: approver.id });
  });

  it('lets nobody approve their own marking', async () => {
    const dossier = await newDossier('AFGEWEZEN');
    expect((await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}`)).status).toBe(200);
    const own = await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`);
    expect(own.status).toBe(409);
    expect(own.body.messages).toEqual(['Wie het dossier markeerde, mag de verwijdering niet zelf goedkeuren.']);
    expect((await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/unmark`)).status).toBe(200);
  });

  it('deletes the data of one approved dossier now, and only once approved', async () => {
    const dossier = await newDossier('LOPEND');
    await fillDossier(dossier.id);
    const keys = await fileKeysOf(dossier.id);
    await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`);
    const early = await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`);
    expect(early.status).toBe(409);
    expect(early.body.messages).toEqual(['De verwijdering van dit dossier is nog niet goedgekeurd.']);
    await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`);
    const res = await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ status: 'GEPLAND', job: { soort: 'cleanup.dossier' } });
    const again = await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`);
    if (again.status === 202) expect(again.body.job.id).toBe(res.body.job.id);
    else expect(again.status).toBe(404);
    await waitForStatus(beheerder, dossier.id, 'UITGEVOERD');
    expect(await db.select().from(dossiers).where(eq(dossiers.id, dossier.id))).toEqual([]);
    const onDisk = filesOnDisk();
    for (const key of keys) expect(onDisk).not.toContain(key);
    expect((await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`)).status).toBe(404);
  });

  it('removes the files of the dossier\'s overrule desk messages too: the request goes with the dossier, its files do not stay behind', async () => {
    const dossier = await newDossier('AFGEROND');
    const [sub] = await db.select().from(deskOnderwerpen).where(and(eq(deskOnderwerpen.desk, 'OVERRULE'), sql`${deskOnderwerpen.hoofdId} is not null`)).limit(1);
    const request = { mainSubjectId: sub.hoofdId, subSubjectId: sub.id, initialMessage: 'Graag een overrule op het inkomen.', dossierId: dossier.id };
    const asked = await sendDesk(app, medewerker, '/api/v1/dossiers/overrule/new', 'overrule', request, [
      file('jaaropgave.pdf', await pdfBytes(1, 'Jaaropgave')),
      file('werkgeversverklaring.pdf', await pdfBytes(1, 'Werkgeversverklaring')),
    ]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const deskFiles = await db
      .select({ id: bestanden.id, sleutel: bestanden.sleutel })
      .from(deskBijlagen)
      .innerJoin(bestanden, eq(bestanden.id, deskBijlagen.bestandId))
      .innerJoin(overruleBerichten, eq(overruleBerichten.id, deskBijlagen.overruleBerichtId))
      .where(eq(overruleBerichten.verzoekId, asked.body.id));
    expect(deskFiles).toHaveLength(2);
    const before = filesOnDisk();
    for (const { sleutel } of deskFiles) expect(before).toContain(sleutel);

    await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`);
    await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`);
    expect((await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`)).status).toBe(202);
    const done = await waitForStatus(beheerder, dossier.id, 'UITGEVOERD');
    expect(done).toMatchObject({ verwijderd: { documenten: 0, versies: 0, notities: 0, bijlagen: 2, bestanden: 2 }, job: { status: 'KLAAR' } });
    expect(done.job.gedaan).toBe(done.job.totaal);

    expect(await db.select().from(overruleVerzoeken).where(eq(overruleVerzoeken.id, asked.body.id))).toEqual([]);
    expect(await db.select().from(bestanden).where(inArray(bestanden.id, deskFiles.map((f) => f.id)))).toEqual([]);
    const after = filesOnDisk();
    for (const { sleutel } of deskFiles) expect(after).not.toContain(sleutel);
    expect(after.length).toBe(before.length - 2);
  });

  // Only PostgreSQL runs two transactions at once; PGlite has one connection, so no race to lose.
  it.skipIf(!inject('databaseUrl'))('leaves no file of a desk message that is being written while the clean-up finishes', async () => {
    const dossier = await newDossier('AFGEROND');
    const [sub] = await db.select().from(deskOnderwerpen).where(and(eq(deskOnderwerpen.desk, 'OVERRULE'), sql`${deskOnderwerpen.hoofdId} is not null`)).limit(1);
    const asked = await sendDesk(app, medewerker, '/api/v1/dossiers/overrule/new', 'overrule', { mainSubjectId: sub.hoofdId, subSubjectId: sub.id, initialMessage: 'Graag een overrule.', dossierId: dossier.id }, []);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`);
    await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`);
    const late = await app.storage.stageBytes(await pdfBytes(1, 'Laat'), 'laat.pdf');
    await app.storage.commit(late);

    // A second connection writes a desk message with a file the way the desk does (the request
    // locked), and keeps its transaction open until the clean-up job waits for it.
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
    let fileId = 0;
    try {
      await drizzle(pool, { schema, casing: 'snake_case' }).transaction(async (tx) => {
        await tx.select({ id: overruleVerzoeken.id }).from(overruleVerzoeken).where(eq(overruleVerzoeken.id, asked.body.id)).for('update');
        const [bericht] = await tx.insert(overruleBerichten).values({ verzoekId: asked.body.id, afzenderId: marker.id, rol: 'MEDEWERKER', tekst: 'Nog een bijlage' }).returning();
        fileId = await insertFile(tx, { ...late, mimeType: 'application/pdf' }, marker.id);
        await tx.insert(deskBijlagen).values({ overruleBerichtId: bericht.id, bestandId: fileId, volgorde: 0 });
        expect((await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`)).status).toBe(202);
        const waiting = async () => rowsOf(await db.execute(sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)).length;
        await expect.poll(waiting, { timeout: 15_000 }).toBeGreaterThan(0);
      });
    } finally {
      await pool.end();
    }

    const done = await waitForStatus(beheerder, dossier.id, 'UITGEVOERD');
    expect(done.verwijderd).toMatchObject({ bijlagen: 1, bestanden: 1 });
    expect(await db.select().from(bestanden).where(eq(bestanden.id, fileId))).toEqual([]);
    expect(filesOnDisk()).not.toContain(late.sleutel);
  });

  it('unmarks a dossier: it keeps its documents, and the withdrawal is in its audit trail', async () => {
    const dossier = await newDossier('AFGEROND');
    await fillDossier(dossier.id);
    const keys = await fileKeysOf(dossier.id);
    await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`);
    await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`);
    const res = await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}/unmark`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'INGETROKKEN', ingetrokkenDoor: { id: marker.id } });
    expect((await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}/unmark`)).status).toBe(404);
    expect((await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`)).status).toBe(404);
    // Nothing approved is left to start for this dossier.
    const started = await beheerder.patch('/api/v1/documenten/cleanup-start?limit=1000');
    expect(started.body.map((o: { dossierId: number }) => o.dossierId)).not.toContain(dossier.id);
    expect(await fileKeysOf(dossier.id)).toEqual(keys);
    const onDisk = filesOnDisk();
    for (const key of keys) expect(onDisk).toContain(key);
    const trail = await db
      .select({ gebruikerId: dossierWijzigingen.gebruikerId, oud: dossierWijzigingen.oudeWaarde, nieuw: dossierWijzigingen.nieuweWaarde })
      .from(dossierWijzigingen)
      .where(and(eq(dossierWijzigingen.dossierId, dossier.id), eq(dossierWijzigingen.veld, 'opschoning')))
      .orderBy(dossierWijzigingen.id);
    expect(trail).toEqual([
      { gebruikerId: marker.id, oud: null, nieuw: 'GEMARKEERD' },
      { gebruikerId: approver.id, oud: 'GEMARKEERD', nieuw: 'GOEDGEKEURD' },
      { gebruikerId: marker.id, oud: 'GOEDGEKEURD', nieuw: 'INGETROKKEN' },
    ]);
    // A withdrawn marking does not stand in the way of a new one.
    expect((await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`)).status).toBe(200);
    expect((await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}/unmark`)).status).toBe(200);
  });

  it('refuses to unmark or approve a clean-up that has started', async () => {
    const dossier = await newDossier('AFGEROND');
    await db.insert(dossierOpschoningen).values({ dossierId: dossier.id, status: 'GEPLAND', reden: 'HANDMATIG', gemarkeerdDoor: marker.id, goedgekeurdDoor: approver.id });
    const unmark = await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}/unmark`);
    expect(unmark.status).toBe(409);
    expect(unmark.body.messages).toEqual(['De opschoning van dit dossier is al gestart en kan niet meer worden teruggedraaid.']);
    expect((await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`)).status).toBe(409);
    expect((await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`)).status).toBe(409);
    await db.delete(dossierOpschoningen).where(eq(dossierOpschoningen.dossierId, dossier.id));
  });

  it('keeps the ground of a marking by hand (a retention kind or an unknown ground is no choice by hand) and lists one dossier\'s clean-ups', async () => {
    const dossier = await newDossier('LOPEND');
    for (const reden of ['DOSSIER_GEPASSEERD', 'ONBEKEND']) {
      const refused = await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`, { reden });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ type: 'VALIDATION', fields: { reden: 'Kies een van de mogelijke waarden.' } });
    }
    const marked = await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`, { reden: 'VERZOEK_KLANT' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.reden).toBe('VERZOEK_KLANT');
    expect((await medewerker.get('/api/v1/dossiers/delete?status=GEMARKEERD&size=200')).body.content.find((o: { dossierId: number }) => o.dossierId === dossier.id)).toMatchObject({
      reden: 'VERZOEK_KLANT',
    });
    expect((await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}/unmark`)).status).toBe(200);
    // The detail's question 'is this dossier marked?': its clean-ups, newest first; none is an empty page, not a 404.
    await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`);
    const own = await medewerker.get(`/api/v1/dossiers/delete?dossierId=${dossier.id}&size=1`);
    expect(own.body).toMatchObject({ totalElements: 2, content: [{ dossierId: dossier.id, status: 'GEMARKEERD', reden: 'HANDMATIG' }] });
    expect((await medewerker.get(`/api/v1/dossiers/delete?dossierId=${(await newDossier('LOPEND')).id}`)).body).toMatchObject({ totalElements: 0, content: [] });
    expect((await medewerker.get('/api/v1/dossiers/delete?dossierId=0')).status).toBe(400);
    expect((await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}/unmark`)).status).toBe(200);
  });

  it('answers 404 for a dossier that does not exist or was never marked', async () => {
    const dossier = await newDossier('LOPEND');
    expect((await medewerker.patch('/api/v1/dossiers/delete/999999999')).status).toBe(404);
    expect((await medewerker.get(`/api/v1/dossiers/delete/${dossier.id}`)).status).toBe(404);
    expect((await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`)).status).toBe(404);
    expect((await medewerker.patch('/api/v1/dossiers/delete/abc')).status).toBe(400);
  });
});

describe('retention rules (Beheer › Data retentie)', () => {
  it('marks every dossier whose term passed since its last change, a lender\'s own longer term first', async () => {
    const eightYearsAgo = new Date(Date.now() - 8 * 365 * 86_400_000);
    const due = await newDossier('AFGEROND', eightYearsAgo);
    const recent = await newDossier('AFGEROND');
    const running = await newDossier('LOPEND', eightYearsAgo);
    const rejected = await newDossier('AFGEWEZEN', new Date(Date.now() - 2 * 365 * 86_400_000));
    // Another lender's own term is longer than 8 years: its dossier waits.
    const [otherLender] = await db.select().from(dossiers).where(ne(dossiers.geldverstrekkerId, due.geldverstrekkerId)).limit(1);
    const longer = await newDossier('AFGEROND', eightYearsAgo);
    await db.update(dossiers).set({ geldverstrekkerId: otherLender.geldverstrekkerId, updatedAt: eightYearsAgo }).where(eq(dossiers.id, longer.id));
    const [rule] = await db
      .insert(dataRetenties)
      .values({ soort: 'DOSSIER_GEPASSEERD', bewaartermijnMaanden: 120, grondslag: 'Eigen termijn geldverstrekker', geldverstrekkerId: otherLender.geldverstrekkerId })
      .returning();
    extraRules.push(rule.id);
    const existing = (await db.select({ id: dossierOpschoningen.id }).from(dossierOpschoningen)).map((r) => r.id);

    const res = await medewerker.patch('/api/v1/dossiers/delete/all');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const marked = await db.select().from(dossierOpschoningen).where(existing.length ? sql`${dossierOpschoningen.id} not in (${sql.join(existing, sql`, `)})` : undefined);
    expect(res.body.gemarkeerd).toBe(marked.length);
    const ids = marked.map((m) => m.dossierId);
    expect(ids).toContain(due.id);
    expect(ids).toContain(rejected.id);
    expect(ids).not.toContain(recent.id);
    expect(ids).not.toContain(running.id);
    expect(ids).not.toContain(longer.id);
    expect(marked.find((m) => m.dossierId === due.id)).toMatchObject({ status: 'GEMARKEERD', reden: 'DOSSIER_GEPASSEERD', gemarkeerdDoor: marker.id });
    expect(marked.find((m) => m.dossierId === rejected.id)).toMatchObject({ reden: 'DOSSIER_AFGEWEZEN' });
    // Asked again, nothing new.
    expect((await medewerker.patch('/api/v1/dossiers/delete/all')).body.gemarkeerd).toBe(0);
    const list = await medewerker.get('/api/v1/dossiers/delete?status=GEMARKEERD&size=200');
    expect(list.status).toBe(200);
    expect(list.body.content.map((o: { dossierId: number }) => o.dossierId)).toEqual(expect.arrayContaining([due.id, rejected.id]));
    // Seeded dossiers this marked are not this file's to clean: the markings go again.
    await db.delete(dossierOpschoningen).where(inArray(dossierOpschoningen.id, marked.map((m) => m.id)));
  });

  it('anonymises instead of removing where the rule says so: the dossier row stays without anything personal', async () => {
    const dossier = await newDossier('AFGEWEZEN');
    const [rule] = await db
      .insert(dataRetenties)
      .values({ soort: 'DOSSIER_AFGEWEZEN', bewaartermijnMaanden: 24, grondslag: 'Statistiek geldverstrekker', anonimiseren: true, geldverstrekkerId: dossier.geldverstrekkerId })
      .returning();
    extraRules.push(rule.id);
    await fillDossier(dossier.id);
    const keys = await fileKeysOf(dossier.id);
    const marked = await medewerker.patch(`/api/v1/dossiers/delete/${dossier.id}`);
    expect(marked.body.anonimiseren).toBe(true);
    await beheerder.patch(`/api/v1/dossiers/delete/${dossier.id}/approve`);
    await beheerder.delete(`/api/v1/dossiers/delete/${dossier.id}/data`);
    await waitForStatus(beheerder, dossier.id, 'UITGEVOERD');
    const [kept] = await db.select().from(dossiers).where(eq(dossiers.id, dossier.id));
    expect(kept).toMatchObject({ naamHypotheekGever: '', zoekNaam: '', offerteNr: null, status: 'AFGEWEZEN', geldverstrekkerId: dossier.geldverstrekkerId });
    expect(await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id))).toEqual([]);
    expect(await db.select().from(documenten).where(eq(documenten.dossierId, dossier.id))).toEqual([]);
    expect(await db.select().from(notities).where(eq(notities.dossierId, dossier.id))).toEqual([]);
    const onDisk = filesOnDisk();
    for (const key of keys) expect(onDisk).not.toContain(key);
    // The old trail (with its personal values) is gone; one row says who approved the clean-up.
    const trail = await db.select().from(dossierWijzigingen).where(eq(dossierWijzigingen.dossierId, dossier.id));
    expect(trail).toMatchObject([{ veld: 'opschoning', oudeWaarde: 'GEPLAND', nieuweWaarde: 'UITGEVOERD', gebruikerId: approver.id }]);
  });
});

describe('DELETE /documenten/{id}/cleanup', () => {
  it('removes one document with every version as a job; the dossier and its other documents stay', async () => {
    const dossier = await newDossier('LOPEND');
    const { docIds } = await fillDossier(dossier.id);
    const [versions] = [await db.select({ sleutel: bestanden.sleutel }).from(documentVersies).innerJoin(bestanden, eq(bestanden.id, documentVersies.bestandId)).where(eq(documentVersies.documentId, docIds[0]))];
    expect(versions).toHaveLength(2);
    const res = await beheerder.delete(`/api/v1/documenten/${docIds[0]}/cleanup`);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ soort: 'cleanup.document' });
    const until = Date.now() + 15_000;
    let job = res.body;
    while (job.status !== 'KLAAR' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await beheerder.get(`/api/v1/jobs/${res.body.id}`)).body;
    }
    expect(job).toMatchObject({ status: 'KLAAR', gedaan: 1, totaal: 1 });
    expect(await db.select().from(documenten).where(eq(documenten.id, docIds[0]))).toEqual([]);
    expect(await db.select().from(documenten).where(eq(documenten.id, docIds[1]))).toHaveLength(1);
    const onDisk = filesOnDisk();
    for (const { sleutel } of versions) expect(onDisk).not.toContain(sleutel);
    const [audit] = await db.select().from(dossierWijzigingen).where(and(eq(dossierWijzigingen.dossierId, dossier.id), eq(dossierWijzigingen.veld, `documenten[${docIds[0]}].opschoning`)));
    expect(audit).toMatchObject({ gebruikerId: approver.id, oudeWaarde: 'Paspoort', nieuweWaarde: 'VERWIJDERD' });
    expect((await beheerder.delete(`/api/v1/documenten/${docIds[0]}/cleanup`)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses every call without its permission, and everyone who is not back-office staff', async () => {
    const dossier = await newDossier('LOPEND');
    const [document] = await db.select({ id: documenten.id }).from(documenten).limit(1);
    const calls: [string, string][] = [
      ['GET', '/api/v1/dossiers/delete'],
      ['GET', `/api/v1/dossiers/delete/${dossier.id}`],
      ['PATCH', `/api/v1/dossiers/delete/${dossier.id}`],
      ['PATCH', '/api/v1/dossiers/delete/all'],
      ['PATCH', `/api/v1/dossiers/delete/${dossier.id}/unmark`],
      ['PATCH', `/api/v1/dossiers/delete/${dossier.id}/approve`],
      ['DELETE', `/api/v1/dossiers/delete/${dossier.id}/data`],
      ['PATCH', '/api/v1/documenten/cleanup-start?limit=1'],
      ['DELETE', `/api/v1/documenten/${document.id}/cleanup`],
    ];
    const send = (who: Caller, [method, url]: [string, string]) => (method === 'GET' ? who.get(url) : method === 'PATCH' ? who.patch(url) : who.delete(url));
    for (const call of calls) {
      expect((await send(adviseur, call)).status, call.join(' ')).toBe(403);
      expect((await send(employee, call)).status, call.join(' ')).toBe(403);
      expect((await send(caller(app), call)).status, call.join(' ')).toBe(401);
    }
    // Marking is not approving: the one who marks cannot approve, start or delete.
    for (const call of calls.slice(5)) expect((await send(medewerker, call)).status, call.join(' ')).toBe(403);
    expect(await db.select().from(dossierOpschoningen).where(eq(dossierOpschoningen.dossierId, dossier.id))).toEqual([]);
  });

  it('refuses a bad limit with 400', async () => {
    expect((await beheerder.patch('/api/v1/documenten/cleanup-start?limit=0')).status).toBe(400);
    expect((await beheerder.patch('/api/v1/documenten/cleanup-start?limit=veel')).status).toBe(400);
    expect((await medewerker.get('/api/v1/dossiers/delete?status=WEG')).status).toBe(400);
  });
});
