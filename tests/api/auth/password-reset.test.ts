import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uitgaandeMails, wachtwoordLinks } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';
import { PASSWORD, makeUser } from './account-fixtures';

const { app, database } = await testServer();
const db = database.db;
const anonymous = caller(app);

/** The reset mail is sent after the answer: wait until it is in the outbox. */
async function mailTo(address: string) {
  for (let i = 0; i < 100; i++) {
    const [mail] = await db.select().from(uitgaandeMails).where(eq(uitgaandeMails.aan, address)).orderBy(desc(uitgaandeMails.id));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${address}`);
}

const tokenOf = (text: string) => /\/auth\/password-reset\/([\w-]+)/.exec(text)![1];

describe('forgotten password', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    await makeUser(db, 'pw.known', { email: 'pw.known@example.nl' });
    const known = await anonymous.post('/password/forgot/send-email', { email: 'PW.Known@example.nl ' });
    const unknown = await anonymous.post('/password/forgot/send-email', { email: 'niemand@example.nl' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // How long the link works (PASSWORD_RESET_TTL_MINUTES), which the browser's "link sent" text says.
    expect(known.body).toEqual({ geldigMinuten: 30 });
    expect(known.body).toEqual(unknown.body);
    const mail = await mailTo('pw.known@example.nl');
    expect(mail.onderwerp).toBe('Wachtwoord opnieuw instellen');
    expect(mail.tekst).toContain('30 minuten');
    expect(mail.tekst).toMatch(/^Beste gebruiker,/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db.select().from(uitgaandeMails).where(eq(uitgaandeMails.aan, 'niemand@example.nl'))).toHaveLength(0);
  });

  it('sets a new password once through the link, applies the rules and ends every session', async () => {
    await makeUser(db, 'pw.reset', { email: 'pw.reset@example.nl' });
    const before = caller(app, (await anonymous.post('/authenticate', { username: 'pw.reset', password: PASSWORD })).body.access_token);
    expect((await before.get('/api/v1/profile')).status).toBe(200);

    await anonymous.post('/password/forgot/send-email', { email: 'pw.reset@example.nl' });
    const token = tokenOf((await mailTo('pw.reset@example.nl')).tekst);
    expect((await anonymous.get(`/password/forgot/${token}`)).status).toBe(200);

    const short = await anonymous.post('/password/forgot', { token, password: 'kort' });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('Let op: een wachtwoord heeft minimaal 12 tekens.');
    const common = await anonymous.post('/password/forgot', { token, password: 'password1234' });
    expect(common.body.fields.password).toBe('Let op: dit wachtwoord is te makkelijk te raden, het lijkt op een veelgebruikt wachtwoord of woord. Kies een ander.');
    // Dutch as well as English: zxcvbn-ts with its common and Dutch dictionaries.
    for (const guessable of ['wachtwoord12', 'Welkom123456', 'hypotheekadvies']) {
      expect((await anonymous.post('/password/forgot', { token, password: guessable })).body.fields.password, guessable).toContain('te makkelijk te raden');
    }
    const ownName = await anonymous.post('/password/forgot', { token, password: 'ikben-pw.reset-2026' });
    expect(ownName.body.fields.password).toContain('gebruikersnaam');

    expect((await anonymous.post('/password/forgot', { token, password: 'Nieuw-Wachtwoord-2026' })).status).toBe(204);
    expect((await before.get('/api/v1/profile')).status).toBe(401);
    expect((await anonymous.post('/authenticate', { username: 'pw.reset', password: 'Nieuw-Wachtwoord-2026' })).status).toBe(200);
    // Used once.
    expect((await anonymous.get(`/password/forgot/${token}`)).status).toBe(410);
    expect((await anonymous.post('/password/forgot', { token, password: 'Nog-Een-Wachtwoord-2026' })).status).toBe(410);
  });

  it('ends the lock of failed sign-ins: the new password signs in at once', async () => {
    await makeUser(db, 'pw.locked', { email: 'pw.locked@example.nl' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await anonymous.post('/authenticate', { username: 'pw.locked', password: `Verkeerd-${attempt}-Wachtwoord` })).status).toBe(401);
    }
    expect((await anonymous.post('/authenticate', { username: 'pw.locked', password: PASSWORD })).status).toBe(429);
    await anonymous.post('/password/forgot/send-email', { email: 'pw.locked@example.nl' });
    const token = tokenOf((await mailTo('pw.locked@example.nl')).tekst);
    expect((await anonymous.post('/password/forgot', { token, password: 'Ontgrendeld-Wachtwoord-2026' })).status).toBe(204);
    expect((await anonymous.post('/authenticate', { username: 'pw.locked', password: 'Ontgrendeld-Wachtwoord-2026' })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await makeUser(db, 'pw.late', { email: 'pw.late@example.nl' });
    await anonymous.post('/password/forgot/send-email', { email: 'pw.late@example.nl' });
    const token = tokenOf((await mailTo('pw.late@example.nl')).tekst);
    await db.update(wachtwoordLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(wachtwoordLinks.gebruikerId, user.id));
    const res = await anonymous.post('/password/forgot', { token, password: 'Nieuw-Wachtwoord-2026' });
    expect(res.status).toBe(410);
    expect(res.body.messages).toEqual(['Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.']);
  });
});

describe('POST /api/v1/password/reset (own password)', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    await makeUser(db, 'pw.own');
    const here = caller(app, (await anonymous.post('/authenticate', { username: 'pw.own', password: PASSWORD })).body.access_token);
    const elsewhere = caller(app, (await anonymous.post('/authenticate', { username: 'pw.own', password: PASSWORD })).body.access_token);

    const wrong = await here.post('/api/v1/password/reset', { currentPassword: 'fout', newPassword: 'Ander-Wachtwoord-2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.currentPassword).toBe('Het huidige wachtwoord is onjuist.');
    const weak = await here.post('/api/v1/password/reset', { currentPassword: PASSWORD, newPassword: 'qwertyuiop123' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.newPassword).toBeTruthy();

    expect((await here.post('/api/v1/password/reset', { currentPassword: PASSWORD, newPassword: 'Ander-Wachtwoord-2026' })).status).toBe(204);
    expect((await here.get('/api/v1/profile')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/profile')).status).toBe(401);
    expect((await anonymous.post('/authenticate', { username: 'pw.own', password: 'Ander-Wachtwoord-2026' })).status).toBe(200);
  });

  it('is refused without a sign-in', async () => {
    expect((await anonymous.post('/api/v1/password/reset', { currentPassword: 'x', newPassword: 'Ander-Wachtwoord-2026' })).status).toBe(401);
  });
});

describe('mail outbox', () => {
  it('is readable by beheer only', async () => {
    const beheerder = await signIn(app, 'beheerder');
    const page = await beheerder.get('/api/v1/uitgaande-mails?size=5');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ number: 0, size: 5 });
    expect((await (await signIn(app, 'adviseur')).get('/api/v1/uitgaande-mails')).status).toBe(403);
  });
});
