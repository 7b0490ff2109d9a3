import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../../contract/first-screen';

/**
 * The session token also as a cookie (docs/first-screen.md): the browser's document request then
 * carries the session, so the server can render the first screen for its user. HttpOnly, so no
 * script reads it; SameSite=Strict, so no other site's link or form sends it. The API never takes it:
 * a call is signed in by its bearer header alone, so the XSRF rule is untouched.
 */
export const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: reply.server.appConfig.secureCookies, expires: expiresAt });

export const clearSessionCookie = (reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: reply.server.appConfig.secureCookies });
