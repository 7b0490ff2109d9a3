import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MASK } from '../../../contract/trace-codes';
import { rowsOf } from '../../../server/db/client';
import { berichtenlog, dataRetenties, externeAanroepen, gebruikerRollen, rolPermissies, rollen } from '../../../server/db/schema';
import { enqueue } from '../../../server/services/jobs/queue';
import { JobWorker } from '../../../server/services/jobs/worker';
import { createMailer } from '../../../server/services/mail/outbox';
import { LOG_RETENTION_JOB } from '../../../server/services/retention/logs';
import { startSmtpSink } from '../../e2e/smtpSink';
import { PASSWORD, captureSms, makeRole, makeUser } from '../auth/account-fixtures';
import { validBsn } from '../dossier-detail/fixtures';
import { caller, signIn, testServer } from '../helpers';

/** External-call traces: what the recorder keeps of the SMTP relay and the SMS sender, the calls of spec 002 §7, the retention job (docs/traces.md). */
const { app, database } = await testServer();
const db = database.db;
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const sink = await startSmtpSink();
afterAll(() => sink.close());

const RELAY_PASSWORD = 'Relay-Wachtwoord-2026';
const TOKEN = 'Zq8xN3vL0pQ2rT5uW7yA9bC1dE4fG6hJ8kM0nP2sR4t';
const BSN = validBsn('12345678');

/**
 * The newest trace of a caller, waited for: the outbox sends in the background. With `subject`, of
 * that mail: a relay mailer's worker also takes up mail other files left on the shared queue.
 */
async function latest(caller: string, since: number, subject?: string) {
  for (let i = 0; i < 100; i++) {
    const rows = await db.select().from(externeAanroepen).where(and(eq(externeAanroepen.aanroeper, caller), sql`${externeAanroepen.id} > ${since}`)).orderBy(sql`${externeAanroepen.id} desc`);
    const row = rows.find((r) => subject === undefined || (r.verzoek as { subject?: string } | null)?.subject === subject);
    if (row) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${caller} trace`);
}
/** A mailer with a relay, sending through a job worker of its own (the test app has no SMTP_URL); stop it when done. */
function relayMailer(smtpUrl: string, from: string) {
  const mailer = createMailer(db, { smtpUrl, from }, app.log);
  const worker = new JobWorker(db, { pollMs: 50 });
  mailer.attach(worker, app.storage);
  worker.start();
  return { mailer, stop: () => worker.stop() };
}
const lastId = async () => (await db.select({ id: sql<number>`coalesce(max(${externeAanroepen.id}), 0)`.mapWith(Number) }).from(externeAanroepen))[0].id;

describe('the SMTP relay traced', () => {
  it('records a mail handed to the relay with the relay’s password, the link’s token and a BSN masked', async () => {
    const since = await lastId();
    const { mailer, stop } = relayMailer(`smtp://relay:${RELAY_PASSWORD}@127.0.0.1:${sink.port}`, 'Backoffice <noreply@test.nl>');
    await mailer.send({ to: 'klant@voorbeeld.nl', subject: 'Wachtwoord opnieuw instellen', text: `Via deze link: https://app.test/auth/password-reset/${TOKEN}\nBSN ${BSN}, telefoon 0612345678.` });
    const trace = await latest('SMTP', since, 'Wachtwoord opnieuw instellen');
    await stop();
    // The relay got the mail itself, the token whole (quoted-printable soft breaks undone).
    const sent = sink.messages.find((message) => message.data.includes('Subject: Wachtwoord opnieuw instellen'));
    expect(sent?.data.replace(/=\n/g, '')).toContain(TOKEN);
    expect(trace).toMatchObject({ operatie: 'mail versturen', uitkomst: 'OK', doel: `smtp://relay:${MASK}@127.0.0.1:${sink.port}` });
    const stored = JSON.stringify(trace);
    for (const secret of [RELAY_PASSWORD, TOKEN, BSN]) expect(stored).not.toContain(secret);
    expect((trace.verzoek as { text: string }).text).toBe(`Via deze link: https://app.test/auth/password-reset/${MASK}\nBSN ${MASK}, telefoon 0612345678.`);
    expect(trace.antwoord).toMatchObject({ accepted: ['klant@voorbeeld.nl'], response: expect.stringContaining('250 2.0.0 Ok') });
  });

  it('records a relay that cannot be reached as failed, with its error', async () => {
    const since = await lastId();
    const closed = await startSmtpSink();
    await closed.close();
    const { mailer, stop } = relayMailer(`smtp://relay:${RELAY_PASSWORD}@127.0.0.1:${closed.port}`, 'noreply@test.nl');
    await mailer.send({ to: 'klant@voorbeeld.nl', subject: 'Onbereikbare relay', text: 'Hallo' });
    const trace = await latest('SMTP', since, 'Onbereikbare relay');
    await stop();
    expect(trace).toMatchObject({ uitkomst: 'FOUT', antwoord: null });
    expect(trace.fout).toMatch(/ECONNREFUSED/);
    expect(trace.doel).not.toContain(RELAY_PASSWORD);
  });
});

describe('the SMS sender traced', () => {
  it('records the verification text sent, the code masked', async () => {
    const sms = captureSms(app);
    const role = await makeRole(db, 'Tweestaps (traces)', true);
    const user = await makeUser(db, 'tr.sms');
    await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: role.id });
    const anonymous = caller(app);
    const first = await anonymous.post('/authenticate', { username: 'tr.sms', password: PASSWORD });
    await anonymous.post('/authenticate/preAuthenticate/mfa-preference', { preAuthToken: first.body.preAuthToken, method: 'SMS' });
    const since = await lastId();
    expect((await anonymous.post('/authenticate/preAuthenticate/requestPhoneVerification', { preAuthToken: first.body.preAuthToken, phoneNumber: '0611223344' })).status).toBe(200);
    const code = sms.get('+31611223344')!;
    const trace = await latest('SMS', since);
    expect(trace).toMatchObject({ operatie: 'sms versturen', uitkomst: 'OK', gebruikerId: user.id, verzoek: { to: '+31611223344' } });
    expect((trace.verzoek as { text: string }).text).toContain(`verificatiecode voor Hypotheek Backoffice is ${MASK}.`);
    expect(JSON.stringify(trace.verzoek)).not.toContain(code);
  });
});

describe('GET /external-calls/callers', () => {
  it('names the callers of the server, and any other found in the traces', async () => {
    await db.insert(externeAanroepen).values({ aanroeper: 'KVK', doel: 'kvk.test', operatie: 'opvragen', duurMs: 1, uitkomst: 'OK' });
    const res = await beheerder.get('/api/v1/external-calls/callers');
    expect(res.status).toBe(200);
    expect(res.body.slice(0, 4)).toEqual([
      { id: 'SMTP', naam: 'Uitgaande mail (SMTP-relay)' },
      { id: 'SMS', naam: 'Sms-dienst (verificatiecodes)' },
      { id: 'REGELSET', naam: 'Regelset stipulaties' },
      { id: 'HDN', naam: 'HDN-berichten (uitgaand)' },
    ]);
    expect(res.body).toContainEqual({ id: 'KVK', naam: 'KVK' });
  });
});

describe('POST /external-calls/trace and GET /external-calls/trace/{id}', () => {
  it('pages the traces newest first with the spec’s sort, filtered by caller, outcome, day, dossier and text', async () => {
    const res = await beheerder.post('/api/v1/external-calls/trace?page=0&size=3&sort=timestamp,desc', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ number: 0, size: 3 });
    const times = res.body.content.map((t: { timestamp: string }) => t.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(Object.keys(res.body.content[0]).sort()).toEqual(['caller', 'dossierId', 'durationMs', 'error', 'id', 'operation', 'outcome', 'target', 'timestamp']);

    const failed = await beheerder.post('/api/v1/external-calls/trace?size=100', { caller: 'SMTP', outcome: 'FOUT' });
    expect(failed.body.content.length).toBeGreaterThan(0);
    expect(failed.body.content.every((t: { caller: string; outcome: string }) => t.caller === 'SMTP' && t.outcome === 'FOUT')).toBe(true);
    const text = await beheerder.post('/api/v1/external-calls/trace?size=100', { query: 'klant@voorbeeld' });
    expect(text.body.content.length).toBeGreaterThan(0);
    expect((await beheerder.post('/api/v1/external-calls/trace?size=100', { query: RELAY_PASSWORD })).body.totalElements).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    expect((await beheerder.post('/api/v1/external-calls/trace?size=1', { from: today, to: today })).body.totalElements).toBeGreaterThan(0);
    expect((await beheerder.post('/api/v1/external-calls/trace?size=1', { to: '2020-01-01' })).body.totalElements).toBe(0);
    expect((await beheerder.post('/api/v1/external-calls/trace?size=1', { dossierId: 99999999 })).body.totalElements).toBe(0);
    const slowest = (await beheerder.post('/api/v1/external-calls/trace?size=100&sort=durationMs,desc', {})).body.content.map((t: { durationMs: number }) => t.durationMs);
    expect(slowest).toEqual([...slowest].sort((a: number, b: number) => b - a));
  });

  it('answers one trace with its masked request and answer and who made the call', async () => {
    // This file's own SMS (other files sharing the server send theirs too).
    const [trace] = await db.select().from(externeAanroepen).where(and(eq(externeAanroepen.aanroeper, 'SMS'), sql`${externeAanroepen.verzoek}->>'to' = '+31611223344'`)).limit(1);
    const res = await beheerder.get(`/api/v1/external-calls/trace/${trace.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: trace.id, caller: 'SMS', request: { to: '+31611223344' }, response: null, user: expect.any(String) });
    expect((await beheerder.get('/api/v1/external-calls/trace/99999999')).status).toBe(404);
    expect((await beheerder.get('/api/v1/external-calls/trace/x')).status).toBe(400);
  });

  it('refuses a bad filter or sort with 400 VALIDATION', async () => {
    for (const [query, body] of [
      ['sort=request,asc', {}],
      ['size=1000', {}],
      ['size=10', { outcome: 'MISSCHIEN' }],
      ['size=10', { from: '2026-13-01' }],
      ['size=10', { from: '2026-03-02', to: '2026-03-01' }],
    ] as const) {
      const res = await beheerder.post(`/api/v1/external-calls/trace?${query}`, body);
      expect(res.status, query).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
    }
  });

  it('is for staff holding MENU_EXTERNE_AANROEPEN_VIEW only, also when a lender’s role is given it', async () => {
    for (const user of [medewerker, adviseur, verstrekker]) {
      expect((await user.post('/api/v1/external-calls/trace', {})).status).toBe(403);
      expect((await user.get('/api/v1/external-calls/callers')).status).toBe(403);
    }
    const [role] = await db.select().from(rollen).where(eq(rollen.naam, 'Hypotheekverstrekker'));
    await db.insert(rolPermissies).values({ rolId: role.id, permissie: 'MENU_EXTERNE_AANROEPEN_VIEW' });
    try {
      expect((await (await signIn(app, 'verstrekker')).post('/api/v1/external-calls/trace', {})).status).toBe(403);
    } finally {
      await db.delete(rolPermissies).where(and(eq(rolPermissies.rolId, role.id), eq(rolPermissies.permissie, 'MENU_EXTERNE_AANROEPEN_VIEW')));
    }
  });
});

describe('retention (Beheer › Data retentie)', () => {
  it('removes traces and log messages older than their terms on the job queue, keeping the rest', async () => {
    const [term] = await db.select().from(dataRetenties).where(eq(dataRetenties.soort, 'EXTERNE_AANROEP'));
    expect(term).toMatchObject({ bewaartermijnMaanden: 3, active: true });
    const [old] = await db.insert(externeAanroepen).values({ aanroeper: 'SMTP', doel: 'oud', operatie: 'mail versturen', duurMs: 1, uitkomst: 'OK', tijdstip: sql`now() - interval '4 months'` }).returning();
    const [recent] = await db.insert(externeAanroepen).values({ aanroeper: 'SMTP', doel: 'recent', operatie: 'mail versturen', duurMs: 1, uitkomst: 'OK', tijdstip: sql`now() - interval '2 months'` }).returning();
    const [oldMessage] = await db.insert(berichtenlog).values({ kanaal: 'SYSTEM_EVENT', richting: 'IN', soort: 'OUD', bron: 'HDN', status: 'VERWERKT', samenvatting: 'oud', bericht: {}, tijdstip: sql`now() - interval '25 months'` }).returning();
    const job = await enqueue(db, LOG_RETENTION_JOB, {}, { key: 'test-retentie' });
    app.jobs.wake();
    let status = '';
    for (let i = 0; i < 200 && status !== 'KLAAR'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = rowsOf<{ status: string }>(await db.execute(sql`select status from achtergrondtaken where id = ${job.id}`))[0]?.status ?? '';
    }
    expect(status).toBe('KLAAR');
    const left = async (id: number) => (await db.select().from(externeAanroepen).where(eq(externeAanroepen.id, id))).length;
    expect(await left(old.id)).toBe(0);
    expect(await left(recent.id)).toBe(1);
    expect(await db.select().from(berichtenlog).where(eq(berichtenlog.id, oldMessage.id))).toEqual([]);
    // The run put the next night's run on the queue.
    const next = await db.execute(sql`select uitvoeren_vanaf from achtergrondtaken where soort = ${LOG_RETENTION_JOB} and status = 'WACHTEND'`);
    expect(rowsOf(next)).toHaveLength(1);
  });

  it('keeps everything of a kind whose term is switched off', async () => {
    await db.update(dataRetenties).set({ active: false }).where(eq(dataRetenties.soort, 'EXTERNE_AANROEP'));
    try {
      const [old] = await db.insert(externeAanroepen).values({ aanroeper: 'SMTP', doel: 'oud', operatie: 'mail versturen', duurMs: 1, uitkomst: 'OK', tijdstip: sql`now() - interval '5 years'` }).returning();
      const { applyLogRetention } = await import('../../../server/services/retention/logs');
      expect((await applyLogRetention(db)).externeAanroepen).toBe(0);
      expect((await db.select().from(externeAanroepen).where(eq(externeAanroepen.id, old.id))).length).toBe(1);
    } finally {
      await db.update(dataRetenties).set({ active: true }).where(eq(dataRetenties.soort, 'EXTERNE_AANROEP'));
    }
  });
});
