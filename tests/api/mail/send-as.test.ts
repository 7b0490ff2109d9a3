import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../../contract/mail';
import { gebruikerTeams, mails, postvakken, postvakRechten } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';
import { mailFixtures } from './fixtures';

/**
 * Reading a mailbox is not sending from it (docs/mail.md "Rights"): a right from Beheer lets a
 * user read and handle a colleague's or a team's mailbox; sending as it takes the right's
 * `versturen`, also for a team's members. The own mailbox always sends. A send, a reply, from a
 * mailbox without it: 403 in the one error shape. A delegate opening a colleague's message leaves
 * it unread for the owner; a team's message opened is read for the team.
 */
const { app } = await testServer();
const { db } = app;
const f = await mailFixtures(app);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const beheerder = await signIn(app, 'beheerder');
const RIGHTS = '/api/v1/beheer/postvakrechten';
const created: number[] = [];
afterAll(async () => {
  for (const id of created) await beheerder.delete(`${RIGHTS}/${id}`);
});

const to = (email: string) => ({ email, tagTitle: email, type: 'EXTERNAL' as const });
const mailboxes = async (who: typeof medewerker) => (await who.get('/api/v1/new/mail/mailboxes')).body as { id: number; soort: string; eigen: boolean; versturen: boolean; naam: string }[];
const send = (who: typeof medewerker, postvakId: number, extra: object = {}) =>
  who.post('/api/v1/new/mail', { postvakId, recipients: [to('klant@voorbeeld.nl')], onderwerp: 'Namens het postvak', html: '<p>Goedemiddag.</p>', ...extra });
const refusal = { type: 'GENERAL', messages: [MAIL_MESSAGES.noSendRight] };

describe('sending as a mailbox', () => {
  it('lists which mailboxes the user may send as: the own one and those given with versturen', async () => {
    const own = await f.boxOf('medewerker');
    const colleague = await f.boxOf('medewerker1');
    const postkamer = await f.teamBox('Postkamer');
    const boxes = await mailboxes(medewerker);
    expect(boxes.find((b) => b.id === own.id)).toMatchObject({ eigen: true, versturen: true });
    // Demo rights: a colleague's and the Postkamer's to read and handle, the own team's to send as.
    expect(boxes.find((b) => b.id === colleague.id)).toMatchObject({ eigen: false, versturen: false });
    expect(boxes.find((b) => b.id === postkamer.id)).toMatchObject({ versturen: false });
    expect(boxes.find((b) => b.soort === 'TEAM' && b.eigen)).toMatchObject({ versturen: true });
  });

  it('refuses a send and a reply from a mailbox the user only reads, with 403, and sends once Beheer gives versturen', async () => {
    const colleague = await f.boxOf('medewerker1');
    expect(await send(medewerker, colleague.id).then((r) => [r.status, r.body])).toEqual([403, refusal]);
    const [theirs] = await db.select().from(mails).where(and(eq(mails.postvakId, colleague.id), eq(mails.richting, 'IN'))).limit(1);
    const reply = await send(medewerker, colleague.id, { antwoordOp: theirs.id, onderwerp: `Re: ${theirs.onderwerp}` });
    expect([reply.status, reply.body]).toEqual([403, refusal]);
    // The same reply from the own mailbox is allowed: reading the colleague's message is.
    expect((await send(medewerker, (await f.boxOf('medewerker')).id, { antwoordOp: theirs.id })).status).toBe(201);

    const [right] = await db.select().from(postvakRechten).where(and(eq(postvakRechten.gebruikerId, f.user.medewerker.id), eq(postvakRechten.postvakId, colleague.id)));
    const given = await beheerder.put(`${RIGHTS}/${right.id}`, { gebruikerId: f.user.medewerker.id, postvakId: colleague.id, versturen: true, version: right.version });
    expect(given.status).toBe(200);
    expect(given.body.versturen).toBe(true);
    const sent = await send(medewerker, colleague.id);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ postvak: { id: colleague.id }, van: { email: colleague.adres }, folder: 'VERZONDEN' });
    const taken = await beheerder.put(`${RIGHTS}/${right.id}`, { gebruikerId: f.user.medewerker.id, postvakId: colleague.id, versturen: false, version: given.body.version });
    expect(taken.status).toBe(200);
    expect((await send(medewerker, colleague.id)).status).toBe(403);
  });

  it('lets a team member send as the team only with a right that says so', async () => {
    const [membership] = await db.select().from(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, f.user.employee.id)).limit(1);
    const [teamBox] = await db.select().from(postvakken).where(eq(postvakken.teamId, membership.teamId));
    expect((await mailboxes(employee)).find((b) => b.id === teamBox.id)).toMatchObject({ eigen: true, versturen: false });
    expect(await send(employee, teamBox.id).then((r) => [r.status, r.body])).toEqual([403, refusal]);
    // A member reads the team's mailbox already: a right without versturen would say nothing.
    const useless = await beheerder.post(RIGHTS, { gebruikerId: f.user.employee.id, postvakId: teamBox.id });
    expect(useless.status).toBe(400);
    expect(useless.body.fields.versturen).toBe('Als teamlid leest deze medewerker het teampostvak al: een recht is alleen nodig om namens het team te versturen.');
    const right = await beheerder.post(RIGHTS, { gebruikerId: f.user.employee.id, postvakId: teamBox.id, versturen: true });
    expect(right.status).toBe(201);
    created.push(right.body.id);
    expect((await mailboxes(employee)).find((b) => b.id === teamBox.id)).toMatchObject({ versturen: true });
    const sent = await send(employee, teamBox.id);
    expect(sent.status).toBe(201);
    expect(sent.body.van.email).toBe(teamBox.adres);
  });

  it('refuses a mailbox the user cannot read at all with the mailbox refusal, and an unknown one with 404', async () => {
    const other = await send(employee, (await f.boxOf('medewerker')).id);
    expect([other.status, other.body.messages]).toEqual([403, [MAIL_MESSAGES.noMailbox]]);
    expect((await send(employee, 99_999_999)).status).toBe(404);
  });
});

describe('a delegate opening a message', () => {
  it('leaves a colleague’s message unread for its owner, and reads a team’s message for the team', async () => {
    const colleague = await f.boxOf('medewerker1');
    const [theirs] = await db.insert(mails).values({ postvakId: colleague.id, richting: 'IN', map: 'INBOX', onderwerp: 'Ongelezen voor de eigenaar', vanAdres: 'klant@voorbeeld.nl', vingerafdruk: randomUUID(), gelezen: false }).returning();
    const opened = await medewerker.get(`/api/v1/new/mail/${theirs.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.gelezen).toBe(false);
    expect((await db.select().from(mails).where(eq(mails.id, theirs.id)))[0].gelezen).toBe(false);
    // Marking it read is the delegate's own choice.
    expect((await medewerker.patch(`/api/v1/new/mail/readflag/${theirs.id}/true`)).body.gelezen).toBe(true);

    const postkamer = await f.teamBox('Postkamer');
    const [team] = await db.insert(mails).values({ postvakId: postkamer.id, richting: 'IN', map: 'INBOX', onderwerp: 'Voor het team', vanAdres: 'klant@voorbeeld.nl', vingerafdruk: randomUUID(), gelezen: false }).returning();
    expect((await medewerker.get(`/api/v1/new/mail/${team.id}`)).body.gelezen).toBe(true);
  });
});
