import { describe, expect, it } from 'vitest';
import { signIn, testServer } from '../helpers';
import { mailFixtures } from './fixtures';

/**
 * Beheer › Postvakrechten (docs/mail.md "Rights"): a right lets a user read a colleague's or a
 * team's mailbox of their own organisation, at once and on every call; without it 403.
 */
const { app } = await testServer();
const f = await mailFixtures(app);
const beheerder = await signIn(app, 'beheerder');
const employee = await signIn(app, 'employee');
const PATH = '/api/v1/beheer/postvakrechten';

describe('postvakrechten', () => {
  it('gives a colleague\'s mailbox to a user and takes it back, on every call at once', async () => {
    const target = await f.boxOf('medewerker2');
    expect((await employee.post('/api/v1/new/mail/search', { postvakId: target.id })).status).toBe(403);
    const created = await beheerder.post(PATH, { gebruikerId: f.user.employee.id, postvakId: target.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ gebruikerId: f.user.employee.id, postvakId: target.id, version: 1 });
    expect((await employee.post('/api/v1/new/mail/search', { postvakId: target.id })).status).toBe(200);
    expect((await employee.get('/api/v1/new/mail/mailboxes')).body).toContainEqual(expect.objectContaining({ id: target.id, eigen: false }));
    const list = await beheerder.get(`${PATH}?page=0&size=50&gebruikerId=${f.user.employee.id}`);
    expect(list.body.content.map((r: { id: number }) => r.id)).toContain(created.body.id);
    expect((await beheerder.post(PATH, { gebruikerId: f.user.employee.id, postvakId: target.id })).status).toBe(400);
    expect((await beheerder.delete(`${PATH}/${created.body.id}`)).status).toBe(204);
    expect((await employee.post('/api/v1/new/mail/search', { postvakId: target.id })).status).toBe(403);
  });

  it('refuses a mailbox of another organisation and the own mailbox, in Dutch', async () => {
    const staffBox = await f.boxOf('medewerker');
    const toAdviser = await beheerder.post(PATH, { gebruikerId: f.user.adviseur.id, postvakId: staffBox.id });
    expect(toAdviser.status).toBe(400);
    expect(toAdviser.body.fields.postvakId).toBe('Dit postvak hoort bij een andere organisatie.');
    const own = await beheerder.post(PATH, { gebruikerId: f.user.medewerker.id, postvakId: staffBox.id });
    expect(own.body.fields.postvakId).toBe('Het eigen postvak leest iedereen al.');
    expect((await beheerder.post(PATH, { gebruikerId: f.user.employee.id })).status).toBe(400);
  });

  it('is for holders of BEHEER_POSTVAKKEN only, its choices too', async () => {
    const medewerker = await signIn(app, 'medewerker');
    expect((await medewerker.get(`${PATH}?page=0&size=10`)).status).toBe(403);
    expect((await medewerker.get('/api/v1/postvakken')).status).toBe(403);
    const boxes = await beheerder.get('/api/v1/postvakken');
    expect(boxes.body.find((b: { id: number }) => b.id === f.user.medewerker.id) ?? boxes.body[0]).toMatchObject({ naam: expect.stringContaining('@') });
    expect((await beheerder.get('/api/v1/postvakken/lezers')).body.length).toBeGreaterThan(5);
  });
});
