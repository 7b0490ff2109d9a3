import type { FastifyPluginAsync } from 'fastify';
import account from './account';
import passwordLinks from './password-links';
import signIn from './sign-in';
import twoFactor from './two-factor';

/** Sign-in with its second factor, sign-out, passwords, and the security log (spec 000 §4, §7). */
const authArea: FastifyPluginAsync = async (app) => {
  await app.register(passwordLinks);
  await app.register(signIn);
  await app.register(twoFactor);
  await app.register(account);
};

export default authArea;
