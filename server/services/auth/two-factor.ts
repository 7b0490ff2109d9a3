import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES, type TwoFactorMethod } from '../../../contract/account-security';
import type { Db } from '../../db/client';
import { aanmeldStappen, gebruikerRollen, gebruikers, herstelcodes, rollen, tweeFactoren } from '../../db/schema';
import { general } from '../../errors';
import { assertNotLocked, recordFailedAttempt } from './login';
import { logSecurity } from './security-log';
import { createRecorder } from '../traces/recorder';
import type { SmsSender } from './sms';

const STEP_MINUTES = 10;
const SMS_CODE_MINUTES = 5;
const RESEND_SECONDS = 30;
const ISSUER = 'Hypotheek Backoffice';

export type StepPurpose = 'AANMELDEN' | 'PROFIEL';
export type Step = typeof aanmeldStappen.$inferSelect & { username: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const wrongCode = () => general(400, TWO_FACTOR_MESSAGES.wrongCode);

export const phoneHint = (phone: string | null | undefined) => (phone ? `••••${phone.slice(-2)}` : null);

/** 06xxxxxxxx or +316xxxxxxxx, stored as +316xxxxxxxx. */
export function normalisePhone(raw: string) {
  const digits = raw.replace(/[\s-]/g, '');
  const match = /^(?:\+31|0031|0)(6\d{8})$/.exec(digits);
  if (!match) throw general(400, TWO_FACTOR_MESSAGES.phoneInvalid);
  return `+31${match[1]}`;
}

export async function factorOf(db: Db, userId: number) {
  const [row] = await db.select().from(tweeFactoren).where(eq(tweeFactoren.gebruikerId, userId));
  return row;
}

/** Whether one of the user's roles demands a second factor (Beheer › Rollen). */
export async function requiredByRole(db: Db, userId: number) {
  const [row] = await db
    .select({ id: rollen.id })
    .from(gebruikerRollen)
    .innerJoin(rollen, eq(rollen.id, gebruikerRollen.rolId))
    .where(and(eq(gebruikerRollen.gebruikerId, userId), eq(rollen.tweeFactorVerplicht, true)))
    .limit(1);
  return Boolean(row);
}

/** Starts a step between password and second factor (or a Profiel enrolment); the token is shown once. */
export async function startStep(db: Db, userId: number, purpose: StepPurpose, ip: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(aanmeldStappen)
    .values({ tokenHash: sha256(token), gebruikerId: userId, doel: purpose, ip, verlooptOp: new Date(Date.now() + STEP_MINUTES * 60_000) })
    .returning();
  return { token, step: row };
}

/** A live, unfinished step of this purpose; anything else is 'expired' (a guessed token learns nothing). */
export async function liveStep(db: Db, token: string, purpose: StepPurpose): Promise<Step> {
  const [row] = await db
    .select({ step: aanmeldStappen, username: gebruikers.username })
    .from(aanmeldStappen)
    .innerJoin(gebruikers, eq(gebruikers.id, aanmeldStappen.gebruikerId))
    .where(
      and(
        eq(aanmeldStappen.tokenHash, sha256(token)),
        eq(aanmeldStappen.doel, purpose),
        isNull(aanmeldStappen.afgerondOp),
        gt(aanmeldStappen.verlooptOp, new Date()),
        eq(gebruikers.active, true),
      ),
    );
  if (!row) throw general(401, TWO_FACTOR_MESSAGES.stepExpired);
  return { ...row.step, username: row.username };
}

/** Marks a step finished; the guard makes a step usable once even when two requests race. */
export async function finishStep(db: Db, step: Step) {
  const [done] = await db
    .update(aanmeldStappen)
    .set({ afgerondOp: new Date() })
    .where(and(eq(aanmeldStappen.id, step.id), isNull(aanmeldStappen.afgerondOp)))
    .returning({ id: aanmeldStappen.id });
  if (!done) throw general(401, TWO_FACTOR_MESSAGES.stepExpired);
}

/** Records that the user proved their current factor in this Profiel step. */
export async function confirmStep(db: Db, stepId: number) {
  await db.update(aanmeldStappen).set({ bevestigdOp: new Date() }).where(eq(aanmeldStappen.id, stepId));
}

/** Sends a fresh six-digit code by SMS; at most one per half minute per step. */
export async function sendSmsCode(db: Db, sms: SmsSender, step: Step, phone: string) {
  if (step.smsVerstuurdOp && Date.now() - step.smsVerstuurdOp.getTime() < RESEND_SECONDS * 1000) {
    throw general(429, TWO_FACTOR_MESSAGES.resendTooSoon);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(aanmeldStappen)
    .set({ smsCodeHash: sha256(code), smsVerlooptOp: new Date(Date.now() + SMS_CODE_MINUTES * 60_000), smsVerstuurdOp: new Date() })
    .where(eq(aanmeldStappen.id, step.id));
  const text = `Uw verificatiecode voor Hypotheek Backoffice is ${code}. De code is ${SMS_CODE_MINUTES} minuten geldig.`;
  // Traced as a call to an outside party, the code masked (docs/traces.md).
  await createRecorder(db).traced(
    { caller: 'SMS', target: sms.target ?? 'sms-dienst', operation: 'sms versturen', userId: step.gebruikerId, secrets: [code] },
    { to: phone, text },
    () => sms.send(phone, text),
  );
}

/** Uses the step's SMS code once. */
async function takeSmsCode(db: Db, step: Step, code: string) {
  const [taken] = await db
    .update(aanmeldStappen)
    .set({ smsCodeHash: null })
    .where(and(eq(aanmeldStappen.id, step.id), eq(aanmeldStappen.smsCodeHash, sha256(code)), gt(aanmeldStappen.smsVerlooptOp, new Date())))
    .returning({ id: aanmeldStappen.id });
  return Boolean(taken);
}

/** A TOTP code of `secret` (RFC 6238, 30 s steps, one step of clock drift) newer than `after`. */
async function totpStep(secret: string, code: string, after: number | null) {
  if (!/^\d{6}$/.test(code)) return null;
  // otplib and qrcode load at the first use of a second factor, not at every start.
  const { verify } = await import('otplib');
  const result = await verify({ secret, token: code, epochTolerance: 30, afterTimeStep: after ?? undefined });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Accepts a TOTP code once: the newest accepted step is stored and older or equal steps refused. */
async function takeTotpCode(db: Db, userId: number, secret: string, code: string, after: number | null) {
  const timeStep = await totpStep(secret, code, after);
  if (timeStep === null) return false;
  const [taken] = await db
    .update(tweeFactoren)
    .set({ totpLaatsteStap: timeStep })
    .where(
      and(
        eq(tweeFactoren.gebruikerId, userId),
        sql`(${tweeFactoren.totpLaatsteStap} is null or ${tweeFactoren.totpLaatsteStap} < ${timeStep})`,
      ),
    )
    .returning({ id: tweeFactoren.gebruikerId });
  return Boolean(taken);
}

const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

async function takeRecoveryCode(db: Db, userId: number, code: string) {
  const [taken] = await db
    .update(herstelcodes)
    .set({ gebruiktOp: new Date() })
    .where(and(eq(herstelcodes.gebruikerId, userId), eq(herstelcodes.codeHash, sha256(normaliseRecoveryCode(code))), isNull(herstelcodes.gebruiktOp)))
    .returning({ id: herstelcodes.id });
  return Boolean(taken);
}

/**
 * Checks a code against the user's current factor: their TOTP app, the SMS code of this step, or
 * one of their recovery codes. A wrong code counts as a failed sign-in attempt for the user name.
 */
export async function checkCurrentFactor(db: Db, step: Pick<Step, 'gebruikerId' | 'username'> & Partial<Step>, code: string, ip: string) {
  await assertNotLocked(db, step.username);
  const factor = await factorOf(db, step.gebruikerId);
  const trimmed = code.trim();
  let accepted = false;
  let usedRecovery = false;
  if (factor?.methode === 'TOTP' && factor.totpSecret) {
    accepted = await takeTotpCode(db, step.gebruikerId, factor.totpSecret, trimmed, factor.totpLaatsteStap);
  } else if (factor?.methode === 'SMS' && step.id !== undefined) {
    accepted = await takeSmsCode(db, step as Step, trimmed);
  }
  if (!accepted && factor) {
    usedRecovery = await takeRecoveryCode(db, step.gebruikerId, trimmed);
    accepted = usedRecovery;
  }
  if (!accepted) {
    await recordFailedAttempt(db, step.username, ip);
    await logSecurity(db, { event: 'TWEE_FACTOR_MISLUKT', userId: step.gebruikerId, username: step.username, ip });
    throw wrongCode();
  }
  if (usedRecovery) await logSecurity(db, { event: 'HERSTELCODE_GEBRUIKT', userId: step.gebruikerId, username: step.username, ip });
}

/** A new TOTP secret for enrolment, with the otpauth URI and its QR code as a data URL. */
export async function newTotpSecret(db: Db, step: Step) {
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([import('otplib'), import('qrcode')]);
  const secret = generateSecret();
  await db.update(aanmeldStappen).set({ nieuweMethode: 'TOTP', nieuwTotpSecret: secret }).where(eq(aanmeldStappen.id, step.id));
  const otpauthUrl = generateURI({ issuer: ISSUER, label: step.username, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/** The user chose SMS for the enrolment: the phone number follows. */
export async function chooseSms(db: Db, step: Step) {
  await db.update(aanmeldStappen).set({ nieuweMethode: 'SMS', nieuwTotpSecret: null }).where(eq(aanmeldStappen.id, step.id));
}

/** The phone number to enrol, confirmed by the code sent to it. */
export async function enrolPhone(db: Db, step: Step, phone: string) {
  await db.update(aanmeldStappen).set({ nieuweMethode: 'SMS', nieuweTelefoon: phone }).where(eq(aanmeldStappen.id, step.id));
}

/**
 * Checks the code that proves the enrolment (the new app's code, or the SMS sent to the new phone).
 * Answers the TOTP step of an app code, which then counts as used.
 */
export async function checkEnrolmentCode(db: Db, step: Step, code: string, ip: string) {
  await assertNotLocked(db, step.username);
  const trimmed = code.trim();
  let ok = false;
  let timeStep: number | null = null;
  if (step.nieuweMethode === 'TOTP' && step.nieuwTotpSecret) {
    timeStep = await totpStep(step.nieuwTotpSecret, trimmed, null);
    ok = timeStep !== null;
  } else if (step.nieuweMethode === 'SMS' && step.nieuweTelefoon) {
    ok = await takeSmsCode(db, step, trimmed);
  }
  if (!ok) {
    await recordFailedAttempt(db, step.username, ip);
    await logSecurity(db, { event: 'TWEE_FACTOR_MISLUKT', userId: step.gebruikerId, username: step.username, ip, detail: 'instellen' });
    throw wrongCode();
  }
  return timeStep;
}

function recoveryCodes() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Replaces the user's recovery codes; the plain codes are returned once and never stored. */
export async function renewRecoveryCodes(db: Db, userId: number) {
  const codes = recoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(herstelcodes).where(eq(herstelcodes.gebruikerId, userId));
    await tx.insert(herstelcodes).values(codes.map((code) => ({ gebruikerId: userId, codeHash: sha256(normaliseRecoveryCode(code)) })));
  });
  return codes;
}

/** Stores the confirmed method, replacing any earlier one, with fresh recovery codes, in one transaction. */
export async function completeEnrolment(db: Db, step: Step, ip: string, usedTimeStep: number | null = null) {
  const method = step.nieuweMethode as TwoFactorMethod;
  const codes = recoveryCodes();
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(aanmeldStappen)
      .set({ afgerondOp: new Date() })
      .where(and(eq(aanmeldStappen.id, step.id), isNull(aanmeldStappen.afgerondOp)))
      .returning({ id: aanmeldStappen.id });
    if (!done) throw general(401, TWO_FACTOR_MESSAGES.stepExpired);
    const values = {
      methode: method,
      totpSecret: method === 'TOTP' ? step.nieuwTotpSecret : null,
      totpLaatsteStap: usedTimeStep,
      telefoon: method === 'SMS' ? step.nieuweTelefoon : null,
      ingesteldOp: new Date(),
    };
    await tx.insert(tweeFactoren).values({ gebruikerId: step.gebruikerId, ...values }).onConflictDoUpdate({ target: tweeFactoren.gebruikerId, set: values });
    await tx.delete(herstelcodes).where(eq(herstelcodes.gebruikerId, step.gebruikerId));
    await tx.insert(herstelcodes).values(codes.map((code) => ({ gebruikerId: step.gebruikerId, codeHash: sha256(normaliseRecoveryCode(code)) })));
  });
  await logSecurity(db, { event: 'TWEE_FACTOR_INGESTELD', userId: step.gebruikerId, username: step.username, ip, detail: method === 'TOTP' ? 'authenticator-app' : 'sms' });
  return codes;
}

export async function recoveryCodesLeft(db: Db, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(herstelcodes)
    .where(and(eq(herstelcodes.gebruikerId, userId), isNull(herstelcodes.gebruiktOp)));
  return row.count;
}
