import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../../server/db/schema';
import { mailFixtures, receive } from '../mail/fixtures';
import { signIn, testServer } from '../helpers';

/**
 * A mail row of the workflow has the task row's actions (spec 000 §7: priority, done and undone,
 * unread), by `?workflowType=MAIL` on the task's calls, and `GET /workflow/{id}?workflowType=MAIL`
 * opens it (issue 36; docs/mail.md "Workflow and counters").
 */
const { app } = await testServer();
const f = await mailFixtures(app);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');

const stored = async (id: number) => (await app.db.select().from(mails).where(eq(mails.id, id)))[0];
const workflowMail = async (id: number, body: object = {}) =>
  ((await medewerker.post('/api/v1/workflow?scope=MIJN&size=500', body)).body.content as { id: number; workflowType: string; prioriteitId: number; gelezen: boolean }[]).find(
    (item) => item.workflowType === 'MAIL' && item.id === id,
  );

async function incoming() {
  const box = await f.boxOf('medewerker');
  return receive(app, box.id, { to: box.adres, subject: `Vraag over de aflossing ${Date.now()}`, text: 'Kunt u mij terugbellen?' });
}

describe('GET /workflow/{id}?workflowType=MAIL', () => {
  it('answers the mail as a workflow item and reads it, as opening it in Berichten does', async () => {
    const id = await incoming();
    expect((await workflowMail(id))?.gelezen).toBe(false);
    const res = await medewerker.get(`/api/v1/workflow/${id}?workflowType=MAIL`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, workflowType: 'MAIL', richting: 'IN', gelezen: true });
    expect(res.body.tekst.trim()).toBe('Kunt u mij terugbellen?');
    expect((await stored(id)).gelezen).toBe(true);
    // Another's mailbox stays closed, and a kind the workflow does not hold is refused.
    expect((await employee.get(`/api/v1/workflow/${id}?workflowType=MAIL`)).status).toBe(403);
    expect((await medewerker.get(`/api/v1/workflow/${id}?workflowType=NOTITIE`)).status).toBe(400);
  });
});

describe('the row actions on a mail', () => {
  it('sets the priority, as a task\'s', async () => {
    const id = await incoming();
    const res = await medewerker.patch(`/api/v1/workflow/${id}/priority?workflowType=MAIL`, { value: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, workflowType: 'MAIL', prioriteitId: 1 });
    expect((await workflowMail(id))?.prioriteitId).toBe(1);
    expect((await medewerker.patch(`/api/v1/workflow/${id}/priority?workflowType=MAIL`, { value: 7 })).status).toBe(400);
    expect((await employee.patch(`/api/v1/workflow/${id}/priority?workflowType=MAIL`, { value: 3 })).status).toBe(403);
    expect((await stored(id)).prioriteitId).toBe(1);
  });

  it('marks it done (archived, out of the open list) and undone (back in it)', async () => {
    const id = await incoming();
    const done = await medewerker.patch(`/api/v1/workflow/${id}/mark-as-done?workflowType=MAIL`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id, workflowType: 'MAIL', gearchiveerd: true, gelezen: true });
    expect(await workflowMail(id)).toBeUndefined();
    expect(await workflowMail(id, { done: true })).toBeDefined();
    const undone = await medewerker.patch(`/api/v1/workflow/${id}/mark-as-undone?workflowType=MAIL`);
    expect(undone.body).toMatchObject({ id, gearchiveerd: false });
    expect(await workflowMail(id)).toBeDefined();
    expect((await employee.patch(`/api/v1/workflow/${id}/mark-as-done?workflowType=MAIL`)).status).toBe(403);
    expect((await stored(id)).gearchiveerd).toBe(false);
  });

  it('marks it unread again, as the list shows', async () => {
    const id = await incoming();
    await medewerker.get(`/api/v1/workflow/${id}?workflowType=MAIL`);
    expect((await workflowMail(id))?.gelezen).toBe(true);
    expect((await medewerker.patch(`/api/v1/new/mail/readflag/${id}/false`)).status).toBe(200);
    expect((await workflowMail(id))?.gelezen).toBe(false);
  });
});
