import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY_EVENTS, TWO_FACTOR_MESSAGES, TWO_FACTOR_METHODS, type SecurityEvent } from '../../../contract/account-security';
import { general } from '../../errors';
import { page } from '../../openapi/responses';
import { logSecurity } from '../../services/auth/security-log';
import { outboxPage, securityLogPage } from '../../services/auth/security-overview';
import { factorOf, finishStep, liveStep, phoneHint, recoveryCodesLeft, renewRecoveryCodes, requiredByRole } from '../../services/auth/two-factor';
import { access } from '../../services/permissions/access';
import { queryInt32 } from '../../../contract/rules';

const paging = {
  page: queryInt32().int().min(0).max(100_000).default(0),
  size: queryInt32().int().min(1).max(200).default(25),
};

/**
 * The user's own two-factor state in Profiel, renewing recovery codes, and what Beheer reads of
 * account security: the security log and the mail outbox (docs/account-security.md).
 */
const securityEvent = z.object({
  id: z.number().int(),
  at: z.date(),
  gebruikerId: z.number().int().nullable(),
  gebruikersnaam: z.string(),
  ip: z.string(),
  gebeurtenis: z.string(),
  omschrijving: z.string(),
});

const outgoingMail = z.object({
  id: z.number().int(),
  aan: z.string(),
  onderwerp: z.string(),
  tekst: z.string(),
  html: z.string().nullable(),
  createdAt: z.date(),
  verzondenOp: z.date().nullable().describe('null: waiting in the outbox'),
  opgegevenOp: z.date().nullable().describe('given up: refused by the relay, or the last try failed'),
  fout: z.string().nullable(),
  pogingen: z.number().int(),
  postvakBericht: z.boolean().describe('a message of a mailbox: its text is read in that mailbox, not here'),
});

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const twoFactorState = z.object({
    method: z.enum(TWO_FACTOR_METHODS).nullable(),
    phoneHint: z.string().nullable(),
    configuredAt: z.date().nullable(),
    requiredByRole: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  });

  app.get('/api/v1/profile/two-factor', { schema: { response: { 200: twoFactorState } }, config: { access: access.signedIn() } }, async (request) => {
    const factor = await factorOf(app.db, request.user.id);
    return {
      method: (factor?.methode ?? null) as 'TOTP' | 'SMS' | null,
      phoneHint: phoneHint(factor?.telefoon),
      configuredAt: factor?.ingesteldOp ?? null,
      requiredByRole: await requiredByRole(app.db, request.user.id),
      recoveryCodesLeft: factor ? await recoveryCodesLeft(app.db, request.user.id) : 0,
    };
  });

  /** Needs a Profiel step in which the current factor was proven (POST /authenticate/preAuthenticate/new). */
  app.post(
    '/api/v1/profile/two-factor/recovery-codes',
    {
      schema: { body: z.object({ preAuthToken: z.string().min(1).max(200) }), response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) } },
      config: { access: access.signedIn() },
    },
    async (request) => {
      const step = await liveStep(app.db, request.body.preAuthToken, 'PROFIEL');
      if (step.gebruikerId !== request.user.id || !step.bevestigdOp) throw general(403, TWO_FACTOR_MESSAGES.confirmFirst);
      await finishStep(app.db, step);
      const recoveryCodes = await renewRecoveryCodes(app.db, request.user.id);
      await logSecurity(app.db, { event: 'HERSTELCODES_VERNIEUWD', userId: request.user.id, username: request.user.username, ip: request.ip });
      return { recoveryCodes };
    },
  );

  app.get(
    '/api/v1/beveiligingslog',
    {
      schema: {
        querystring: z.object({
          ...paging,
          gebruikersnaam: z.string().trim().max(200).optional(),
          gebeurtenis: z.enum(Object.keys(SECURITY_EVENTS) as [SecurityEvent, ...SecurityEvent[]]).optional(),
        }),
        response: { 200: page(securityEvent) },
      },
      config: { access: access.anyOf(['BEHEER_GEBRUIKERS'], ['M', 'E']) },
    },
    async (request) => securityLogPage(app.db, request.query),
  );

  app.get(
    '/api/v1/uitgaande-mails',
    {
      schema: { querystring: z.object({ ...paging, aan: z.string().trim().max(320).optional() }), response: { 200: page(outgoingMail) } },
      config: { access: access.anyOf(['BEHEER_GEBRUIKERS'], ['M', 'E']) },
    },
    async (request) => outboxPage(app.db, request.query),
  );
};

export default accountRoutes;
