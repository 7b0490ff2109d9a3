import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_METHODS } from '../../../contract/account-security';
import { general } from '../../errors';
import { loadUser, sessionAnswer, startSession } from '../../services/auth/sessions';
import {
  checkCurrentFactor,
  checkEnrolmentCode,
  chooseSms,
  enrolPhone,
  completeEnrolment,
  confirmStep,
  factorOf,
  finishStep,
  liveStep,
  newTotpSecret,
  normalisePhone,
  phoneHint,
  sendSmsCode,
  startStep,
  type Step,
  type StepPurpose,
} from '../../services/auth/two-factor';
import { access } from '../../services/permissions/access';

const phoneAnswer = z.object({ phoneHint: z.string().nullable().describe('the last two digits of the phone the code went to') });
/** A finished enrolment or second factor: the session of a sign-in, or the end of a Profiel change; new recovery codes once. */
const finished = z.union([
  sessionAnswer.extend({ recoveryCodes: z.array(z.string()) }),
  z.object({ finished: z.literal(true), recoveryCodes: z.array(z.string()) }),
]);

const token = z.string().min(1).max(200);
const code = z.string({ error: 'Vul de code in.' }).trim().min(1, 'Vul de code in.').max(20);
const PURPOSES = ['AANMELDEN', 'PROFIEL'] as const;
const stepBody = z.object({ preAuthToken: token, purpose: z.enum(PURPOSES).default('AANMELDEN') });

/**
 * The second-factor steps of the spec (000 §4): sendPhoneNumber, confirmPhoneNumber,
 * downloadAuthApp, confirmAuthApp, finishedAuth, over the calls under /authenticate/preAuthenticate
 * (docs/account-security.md). The same steps serve an enrolment started from Profiel
 * (purpose PROFIEL, opened by /new); a sign-in (purpose AANMELDEN) ends with the session token.
 */
const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { access: access.public, rateLimit: { max: app.appConfig.loginRatePerMinute, timeWindow: '1 minute' } };

  /**
   * An enrolment during sign-in only while the user has no factor yet; from Profiel only after the
   * current factor has been proven.
   */
  async function enrolling(step: Step) {
    if (step.doel === 'AANMELDEN' && (await factorOf(app.db, step.gebruikerId))) throw general(409, TWO_FACTOR_MESSAGES.methodFixed);
    if (step.doel === 'PROFIEL' && !step.bevestigdOp) throw general(403, TWO_FACTOR_MESSAGES.confirmFirst);
  }

  async function finish(step: Step, reply: FastifyReply, recoveryCodes?: string[]) {
    if (step.doel === 'PROFIEL') return { finished: true as const, recoveryCodes: recoveryCodes ?? [] };
    if (!recoveryCodes) await finishStep(app.db, step);
    const user = await loadUser(app, step.gebruikerId);
    return { ...(await startSession(app, user, reply)), recoveryCodes: recoveryCodes ?? [] };
  }

  const openStep = (body: { preAuthToken: string; purpose: StepPurpose }) => liveStep(app.db, body.preAuthToken, body.purpose);

  /**
   * Opens a Profiel change (switch method, renew recovery codes). With a factor set up, the user
   * first proves it: an app or recovery code right here, or an SMS code sent now and checked by
   * /verify.
   */
  app.post(
    '/authenticate/preAuthenticate/new',
    {
      schema: {
        body: z.object({ code: code.optional() }),
        response: { 200: z.object({ preAuthToken: z.string(), confirmed: z.boolean(), phoneHint: z.string().nullable() }) },
      },
      config: { access: access.signedIn(), fieldLabels: { code: 'Code' } },
    },
    async (request) => {
      const factor = await factorOf(app.db, request.user.id);
      const who = { gebruikerId: request.user.id, username: request.user.username };
      // An app or recovery code is checked before anything is written, so a wrong one leaves no step.
      if (factor && request.body.code) await checkCurrentFactor(app.db, who, request.body.code, request.ip);
      if (factor && !request.body.code && (factor.methode !== 'SMS' || !factor.telefoon)) throw general(400, TWO_FACTOR_MESSAGES.wrongCode);
      const { token: preAuthToken, step } = await startStep(app.db, request.user.id, 'PROFIEL', request.ip);
      if (factor && !request.body.code) {
        await sendSmsCode(app.db, app.sms.sender, { ...step, ...who }, factor.telefoon!);
        return { preAuthToken, confirmed: false, phoneHint: phoneHint(factor.telefoon) };
      }
      await confirmStep(app.db, step.id);
      return { preAuthToken, confirmed: true, phoneHint: null };
    },
  );

  app.post(
    '/authenticate/preAuthenticate/mfa-preference',
    {
      schema: {
        body: stepBody.extend({ method: z.enum(TWO_FACTOR_METHODS) }),
        response: {
          200: z.object({
            method: z.enum(TWO_FACTOR_METHODS),
            secret: z.string().nullable(),
            otpauthUrl: z.string().nullable(),
            qrCode: z.string().nullable().describe('the otpauth URL as a PNG data URL'),
          }),
        },
      },
      config: limited,
    },
    async (request) => {
      const step = await openStep(request.body);
      await enrolling(step);
      if (request.body.method === 'SMS') {
        await chooseSms(app.db, step);
        return { method: 'SMS' as const, secret: null, otpauthUrl: null, qrCode: null };
      }
      return { method: 'TOTP' as const, ...(await newTotpSecret(app.db, step)) };
    },
  );

  app.post(
    '/authenticate/preAuthenticate/requestPhoneVerification',
    { schema: { body: stepBody.extend({ phoneNumber: z.string().max(30) }), response: { 200: phoneAnswer } }, config: limited },
    async (request) => {
      const step = await openStep(request.body);
      await enrolling(step);
      const phone = normalisePhone(request.body.phoneNumber);
      await enrolPhone(app.db, step, phone);
      await sendSmsCode(app.db, app.sms.sender, step, phone);
      return { phoneHint: phoneHint(phone) };
    },
  );

  app.post(
    '/authenticate/preAuthenticate/checkPhoneVerificationCode',
    { schema: { body: stepBody.extend({ code }), response: { 200: finished } }, config: { ...limited, fieldLabels: { code: 'Code' } } },
    async (request, reply) => {
      const step = await openStep(request.body);
      await enrolling(step);
      if (step.nieuweMethode !== 'SMS' || !step.nieuweTelefoon) throw general(400, TWO_FACTOR_MESSAGES.noSms);
      await checkEnrolmentCode(app.db, step, request.body.code, request.ip);
      return finish(step, reply, await completeEnrolment(app.db, step, request.ip));
    },
  );

  app.post('/authenticate/preAuthenticate/resend', { schema: { body: stepBody, response: { 200: phoneAnswer } }, config: limited }, async (request) => {
    const step = await openStep(request.body);
    const factor = await factorOf(app.db, step.gebruikerId);
    const phone = step.nieuweTelefoon ?? (factor?.methode === 'SMS' ? factor.telefoon : null);
    if (!phone) throw general(400, TWO_FACTOR_MESSAGES.noSms);
    await sendSmsCode(app.db, app.sms.sender, step, phone);
    return { phoneHint: phoneHint(phone) };
  });

  /** A sign-in code (app, SMS or recovery code), or the code that confirms a new authenticator app. */
  app.post(
    '/authenticate/preAuthenticate/verify',
    {
      schema: { body: stepBody.extend({ code }), response: { 200: z.union([finished, z.object({ confirmed: z.literal(true) })]) } },
      config: { ...limited, fieldLabels: { code: 'Code' } },
    },
    async (request, reply) => {
      const step = await openStep(request.body);
      if (step.nieuweMethode === 'TOTP') {
        await enrolling(step);
        const timeStep = await checkEnrolmentCode(app.db, step, request.body.code, request.ip);
        return finish(step, reply, await completeEnrolment(app.db, step, request.ip, timeStep));
      }
      if (!(await factorOf(app.db, step.gebruikerId))) throw general(400, TWO_FACTOR_MESSAGES.wrongCode);
      await checkCurrentFactor(app.db, step, request.body.code, request.ip);
      if (step.doel === 'PROFIEL') {
        await confirmStep(app.db, step.id);
        return { confirmed: true as const };
      }
      return finish(step, reply);
    },
  );
};

export default twoFactorRoutes;
