import type { FastifyPluginAsync } from 'fastify';
import passwordLinks from './password-links';
import signIn from './sign-in';

/** Sign-in, sign-out and the set-password links (spec 000 §4, §7). */
const authArea: FastifyPluginAsync = async (app) => {
  await app.register(passwordLinks);
  await app.register(signIn);
};

export default authArea;
