import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aanmeldStappen, beveiligingslog, gebruikerRollen, gebruikers, loginPogingen } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';
import { PASSWORD, captureSms, makeRole, makeUser, totp } from './account-fixtures';

const { app, database } = await testServer();
const db = database.db;
const anonymous = caller(app);
const sms = captureSms(app);
const strictRole = await makeRole(db, 'Tweestaps verplicht (test)', true);

const password = (username: string) => anonymous.post('/authenticate', { username, password: PASSWORD });

/** A user whose role demands a second factor, enrolled with the authenticator app. */
async function enrolledWithApp(username: string) {
  const user = await makeUser(db, username);
  await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: strictRole.id });
  const first = await password(username);
  const choice = await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: first.body.preAuthToken, method: 'TOTP' });
  const done = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: first.body.preAuthToken, code: await totp(choice.body.secret) });
  expect(done.status).toBe(200);
  return { user, secret: choice.body.secret as string, recoveryCodes: done.body.recoveryCodes as string[] };
}

describe('two-factor sign-in with an authenticator app', () => {
  it('leads a user whose role requires 2FA through enrolment before any session exists', async () => {
    const user = await makeUser(db, 'tf.enrol');
    await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: strictRole.id });

    const first = await password('tf.enrol');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mfaRequired: true, method: null });
    expect(first.body.access_token).toBeUndefined();
    // The pre-authentication token is no session token.
    expect((await caller(app, first.body.preAuthToken).get('/api/v1/profile')).status).toBe(401);

    const choice = await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: first.body.preAuthToken, method: 'TOTP' });
    expect(choice.status).toBe(200);
    expect(choice.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(choice.body.otpauthUrl).toContain('otpauth://totp/');
    expect(choice.body.qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: first.body.preAuthToken, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages).toEqual(['De code is onjuist of verlopen.']);

    const done = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: first.body.preAuthToken, code: await totp(choice.body.secret) });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.recoveryCodes).size).toBe(10);
    expect((await caller(app, done.body.access_token).get('/api/v1/profile')).status).toBe(200);
    // The step is used up.
    const again = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: first.body.preAuthToken, code: await totp(choice.body.secret, 1) });
    expect(again.status).toBe(401);
  });

  it('asks the app code at every sign-in and accepts each code once', async () => {
    const { secret } = await enrolledWithApp('tf.app');
    const step = await password('tf.app');
    expect(step.body).toMatchObject({ mfaRequired: true, method: 'TOTP' });
    // The enrolment used the current step's code: it cannot sign in again.
    const replay = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: await totp(secret) });
    expect(replay.status).toBe(400);
    const next = await totp(secret, 1);
    const ok = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: next });
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
    expect(ok.body.recoveryCodes).toEqual([]);

    const other = await password('tf.app');
    const reused = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: other.body.preAuthToken, code: next });
    expect(reused.status).toBe(400);
  });

  it('refuses a code of an expired step', async () => {
    const { secret } = await enrolledWithApp('tf.expired');
    const step = await password('tf.expired');
    await db.update(aanmeldStappen).set({ verlooptOp: new Date(Date.now() - 1000) }).where(eq(aanmeldStappen.gebruikerId, (await signInUserId('tf.expired'))));
    const late = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: await totp(secret, 1) });
    expect(late.status).toBe(401);
    expect(late.body.messages).toEqual(['Deze aanmelding is verlopen. Meld u opnieuw aan.']);
  });

  it('accepts each recovery code once', async () => {
    const { recoveryCodes } = await enrolledWithApp('tf.recovery');
    const step = await password('tf.recovery');
    const used = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: recoveryCodes[0].toLowerCase() });
    expect(used.status).toBe(200);
    const step2 = await password('tf.recovery');
    const reused = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step2.body.preAuthToken, code: recoveryCodes[0] });
    expect(reused.status).toBe(400);
  });

  it('locks the user name after five wrong codes, like wrong passwords', async () => {
    const { secret, user } = await enrolledWithApp('tf.guess');
    const step = await password('tf.guess');
    for (let i = 0; i < 5; i++) {
      expect((await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: `12345${i}` })).status).toBe(400);
    }
    const locked = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: await totp(secret, 1) });
    expect(locked.status).toBe(429);
    expect((await password('tf.guess')).status).toBe(429);
    const failures = await db.select().from(beveiligingslog).where(eq(beveiligingslog.gebruikerId, user.id));
    expect(failures.filter((f) => f.gebeurtenis === 'TWEE_FACTOR_MISLUKT')).toHaveLength(5);
    await db.delete(loginPogingen).where(eq(loginPogingen.username, 'tf.guess'));
  });
});

async function signInUserId(username: string) {
  const [row] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, username));
  return row.id;
}

describe('two-factor sign-in by SMS', () => {
  it('enrols a phone number and sends a code at every sign-in', async () => {
    const user = await makeUser(db, 'tf.sms');
    await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: strictRole.id });
    const first = await password('tf.sms');
    const token = first.body.preAuthToken;
    expect((await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: token, method: 'SMS' })).status).toBe(200);
    const bad = await anonymous.post('/authenticate/preAuthenticate/requestPhoneVerification', { preAuthToken: token, phoneNumber: '020-1234567' });
    expect(bad.status).toBe(400);
    const sent = await anonymous.post('/authenticate/preAuthenticate/requestPhoneVerification', { preAuthToken: token, phoneNumber: '06 1234 5678' });
    expect(sent.status).toBe(200);
    expect(sent.body.phoneHint).toBe('••••78');
    const code = sms.get('+31612345678')!;
    expect((await anonymous.post('/authenticate/preAuthenticate/checkPhoneVerificationCode', { preAuthToken: token, code: code === '111111' ? '222222' : '111111' })).status).toBe(400);
    const done = await anonymous.post('/authenticate/preAuthenticate/checkPhoneVerificationCode', { preAuthToken: token, code });
    expect(done.status).toBe(200);
    expect(done.body.access_token).toBeTruthy();
    expect(done.body.recoveryCodes).toHaveLength(10);

    sms.clear();
    const next = await password('tf.sms');
    expect(next.body).toMatchObject({ mfaRequired: true, method: 'SMS', phoneHint: '••••78' });
    const smsCode = sms.get('+31612345678')!;
    expect(smsCode).toMatch(/^\d{6}$/);
    const tooSoon = await anonymous.post('/authenticate/preAuthenticate/resend', { preAuthToken: next.body.preAuthToken });
    expect(tooSoon.status).toBe(429);
    const ok = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: next.body.preAuthToken, code: smsCode });
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
  });

  it('refuses an expired SMS code and resends after half a minute', async () => {
    const user = await makeUser(db, 'tf.sms2');
    await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: strictRole.id });
    const first = await password('tf.sms2');
    const token = first.body.preAuthToken;
    await anonymous.post('/authenticate/preAuthenticate/requestPhoneVerification', { preAuthToken: token, phoneNumber: '0687654321' });
    await anonymous.post('/authenticate/preAuthenticate/checkPhoneVerificationCode', { preAuthToken: token, code: sms.get('+31687654321') });

    const step = await password('tf.sms2');
    const code = sms.get('+31687654321')!;
    await db
      .update(aanmeldStappen)
      .set({ smsVerlooptOp: new Date(Date.now() - 1000), smsVerstuurdOp: new Date(Date.now() - 60_000) })
      .where(eq(aanmeldStappen.gebruikerId, user.id));
    expect((await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code })).status).toBe(400);
    expect((await anonymous.post('/authenticate/preAuthenticate/resend', { preAuthToken: step.body.preAuthToken })).status).toBe(200);
    const fresh = sms.get('+31687654321')!;
    expect((await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: fresh })).status).toBe(200);
  });
});

describe('two-factor in Profiel', () => {
  it('enables the app for a user without 2FA and then asks a code at sign-in', async () => {
    await makeUser(db, 'tf.profiel');
    const signedIn = caller(app, (await password('tf.profiel')).body.access_token);
    expect((await signedIn.get('/api/v1/profile/two-factor')).body).toMatchObject({ method: null, requiredByRole: false, recoveryCodesLeft: 0 });

    const opened = await signedIn.post('/authenticate/preAuthenticate/new', {});
    expect(opened.body).toMatchObject({ confirmed: true });
    const choice = await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: opened.body.preAuthToken, purpose: 'PROFIEL', method: 'TOTP' });
    const done = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: opened.body.preAuthToken, purpose: 'PROFIEL', code: await totp(choice.body.secret) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ finished: true });
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(done.body.access_token).toBeUndefined();
    expect((await signedIn.get('/api/v1/profile/two-factor')).body).toMatchObject({ method: 'TOTP', recoveryCodesLeft: 10 });
    expect((await password('tf.profiel')).body).toMatchObject({ mfaRequired: true, method: 'TOTP' });
  });

  it('asks the current code before switching method or renewing recovery codes', async () => {
    const { secret, recoveryCodes } = await enrolledWithApp('tf.switch');
    const step = await password('tf.switch');
    const signedIn = caller(app, (await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: step.body.preAuthToken, code: await totp(secret, 1) })).body.access_token);

    expect((await signedIn.post('/authenticate/preAuthenticate/new', {})).status).toBe(400);
    const unconfirmed = await signedIn.post('/authenticate/preAuthenticate/new', { code: '000000' });
    expect(unconfirmed.status).toBe(400);

    const opened = await signedIn.post('/authenticate/preAuthenticate/new', { code: recoveryCodes[1] });
    expect(opened.body.confirmed).toBe(true);
    const renewed = await signedIn.post('/api/v1/profile/two-factor/recovery-codes', { preAuthToken: opened.body.preAuthToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    // The old codes are gone.
    expect((await signedIn.post('/authenticate/preAuthenticate/new', { code: recoveryCodes[2] })).status).toBe(400);
  });

  it('refuses to change the method in a Profiel step whose SMS code was not confirmed yet', async () => {
    const user = await makeUser(db, 'tf.smsprofiel');
    await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: strictRole.id });
    const first = await password('tf.smsprofiel');
    await anonymous.post('/authenticate/preAuthenticate/requestPhoneVerification', { preAuthToken: first.body.preAuthToken, phoneNumber: '0611112222' });
    const enrolled = await anonymous.post('/authenticate/preAuthenticate/checkPhoneVerificationCode', { preAuthToken: first.body.preAuthToken, code: sms.get('+31611112222') });
    const signedIn = caller(app, enrolled.body.access_token);

    const opened = await signedIn.post('/authenticate/preAuthenticate/new', {});
    expect(opened.body).toMatchObject({ confirmed: false, phoneHint: '••••22' });
    const early = await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: opened.body.preAuthToken, purpose: 'PROFIEL', method: 'TOTP' });
    expect(early.status).toBe(403);
    // A Profiel step is no sign-in step.
    expect((await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: opened.body.preAuthToken, code: sms.get('+31611112222') })).status).toBe(401);
    const confirmed = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: opened.body.preAuthToken, purpose: 'PROFIEL', code: sms.get('+31611112222') });
    expect(confirmed.body).toEqual({ confirmed: true });
    const choice = await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: opened.body.preAuthToken, purpose: 'PROFIEL', method: 'TOTP' });
    expect(choice.status).toBe(200);
  });
});

describe('security log', () => {
  it('records sign-ins, failures and 2FA changes, readable by beheer only', async () => {
    await enrolledWithApp('tf.logged');
    await anonymous.post('/authenticate', { username: 'tf.logged', password: 'fout-wachtwoord' });
    const beheerder = await signIn(app, 'beheerder');
    const page = await beheerder.get('/api/v1/beveiligingslog?gebruikersnaam=tf.logged&size=50');
    expect(page.status).toBe(200);
    const events = page.body.content.map((row: { gebeurtenis: string }) => row.gebeurtenis);
    expect(events).toEqual(expect.arrayContaining(['AANMELDING', 'AANMELDING_MISLUKT', 'TWEE_FACTOR_INGESTELD']));
    expect(page.body.content[0].ip).toBeTruthy();
    expect((await beheerder.get('/api/v1/beveiligingslog?gebeurtenis=AANMELDING_MISLUKT')).body.content.every((r: { gebeurtenis: string }) => r.gebeurtenis === 'AANMELDING_MISLUKT')).toBe(true);
    const adviseur = await signIn(app, 'adviseur');
    expect((await adviseur.get('/api/v1/beveiligingslog')).status).toBe(403);
  });
});

describe('Beheer › Rollen: two-factor required per role', () => {
  it('stores the flag, and a member without 2FA is led through enrolment at the next sign-in', async () => {
    const beheerder = await signIn(app, 'beheerder');
    const created = await beheerder.post('/api/v1/rols', { naam: 'Strikt (test)', permissies: ['MENU_DOSSIERS_VIEW'] });
    expect(created.status).toBe(201);
    expect(created.body.tweeFactorVerplicht).toBe(false);
    const user = await makeUser(db, 'tf.rolflag', { roles: [created.body.id] });
    expect((await password('tf.rolflag')).body.access_token).toBeTruthy();

    const updated = await beheerder.put(`/api/v1/rols/${created.body.id}`, { naam: 'Strikt (test)', permissies: ['MENU_DOSSIERS_VIEW'], tweeFactorVerplicht: true, version: created.body.version });
    expect(updated.status).toBe(200);
    expect(updated.body.tweeFactorVerplicht).toBe(true);
    const next = await password('tf.rolflag');
    expect(next.body).toMatchObject({ mfaRequired: true, method: null });
    expect(next.body.access_token).toBeUndefined();
    const choice = await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: next.body.preAuthToken, method: 'TOTP' });
    const done = await anonymous.post('/authenticate/preAuthenticate/verify', { preAuthToken: next.body.preAuthToken, code: await totp(choice.body.secret) });
    const member = caller(app, done.body.access_token);
    expect((await member.get('/api/v1/profile/two-factor')).body).toMatchObject({ method: 'TOTP', requiredByRole: true });
    expect((await member.get('/api/v1/profile')).body.id).toBe(user.id);
  });
});
