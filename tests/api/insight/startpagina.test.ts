import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Startpagina } from '../../../contract/insight/startpagina';
import { gebruikers, informatieItems, informatieTypes } from '../../../server/db/schema';
import { amsterdamDay } from '../../../server/services/workload/calendar';
import { signIn, ownServer } from '../helpers';
import { createTask } from '../tasks/fixtures';
import { listTotal } from './drill';

// Its own database: the hand-checked figures sum over every row, which other files would move.
const { app, database } = await ownServer();
afterAll(async () => {
  await app.close();
  await database.close();
});
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const beheerder = await signIn(app, 'beheerder');
const verstrekker = await signIn(app, 'verstrekker');
const [me] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'medewerker'));

const start = async (caller = medewerker) => {
  const res = await caller.get('/api/v1/startpagina');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Startpagina;
};

describe('the Startpagina', () => {
  it('shows the task a medewerker was just given, soonest deadline first', async () => {
    const task = await createTask(employee, { toSelection: 1, assigneeId: me.id, subject: 'Startpagina: bel de notaris', deadline: '2026-01-05T10:00:00' });
    const page = await start();
    expect(page.taken!.items[0].id).toBe(task.id);
    expect(page.taken!.items[0].onderwerp).toBe('Startpagina: bel de notaris');
    expect(page.taken!.totaal).toBeGreaterThanOrEqual(1);
  });

  it("lists the user's own dossiers over the SLA, as many as the list it opens", async () => {
    const page = await start();
    expect(page.overSla!.filter.query).toEqual({ gebruiker: String(me.id), workloadStatus: ['UITGEZET', 'BEHANDELING'], dossierMorgenSLASelected: 'SLA' });
    expect(page.overSla!.totaal).toBe(await listTotal(medewerker, page.overSla!.filter));
    expect(page.overSla!.items.length).toBe(Math.min(5, page.overSla!.totaal));
  });

  it('shows the latest announcement that is published', async () => {
    const [type] = await db.select().from(informatieTypes).where(eq(informatieTypes.categorie, 'aankondigingen')).orderBy(asc(informatieTypes.id));
    const today = amsterdamDay(new Date());
    const [item] = await db.insert(informatieItems).values({ typeId: type.id, titel: 'Nieuwe werkwijze passeren', samenvatting: 'Vanaf maandag digitaal.', body: '<p>Tekst</p>', publicatieDatum: today }).returning();
    const [later] = await db.insert(informatieItems).values({ typeId: type.id, titel: 'Nog niet gepubliceerd', body: '<p>Later</p>', publicatieDatum: '2099-01-01' }).returning();
    try {
      const page = await start();
      expect(page.aankondigingen![0]).toMatchObject({ id: item.id, titel: 'Nieuwe werkwijze passeren', samenvatting: 'Vanaf maandag digitaal.' });
      expect(page.aankondigingen!.some((a) => a.id === later.id)).toBe(false);
    } finally {
      await db.delete(informatieItems).where(eq(informatieItems.id, later.id));
    }
  });

  it('puts a dossier the user just changed first among the recent ones', async () => {
    const { content } = (await medewerker.get('/api/v1/dossiers?size=50&workloadStatus=UITZETTEN&status=LOPEND')).body as { content: { id: number }[] };
    const target = content[content.length - 1].id;
    const res = await medewerker.post(`/api/v1/workload/dossier/${target}/status`, { status: 'BEHANDELING' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await start()).recent![0].id).toBe(target);
  });

  it('leaves out what a user may not see: the beheerder has no dossiers, only announcements and tasks', async () => {
    const page = await start(beheerder);
    expect(page.overSla).toBeNull();
    expect(page.recent).toBeNull();
    expect(page.aankondigingen).not.toBeNull();
    expect(page.taken).not.toBeNull();
  });

  it('refuses a user without the Startpagina', async () => {
    expect((await verstrekker.get('/api/v1/startpagina')).status).toBe(403);
  });
});
