import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { Db } from '../../../server/db/client';
import { gebruikerRollen, gebruikers, rollen } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/auth/passwords';
import type { SmsSender } from '../../../server/services/auth/sms';

export const PASSWORD = 'Hypotheek-Test-2026!';

/** A fresh staff user with the medewerker's roles, so tests never change a demo account. */
export async function makeUser(db: Db, username: string, options: { roles?: number[]; email?: string } = {}) {
  const [medewerker] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'medewerker'));
  const roleIds =
    options.roles ?? (await db.select({ id: gebruikerRollen.rolId }).from(gebruikerRollen).where(eq(gebruikerRollen.gebruikerId, medewerker.id))).map((r) => r.id);
  const [user] = await db
    .insert(gebruikers)
    .values({ username, email: options.email ?? `${username}@example.nl`, achterNaam: 'Test', voorLetters: 'T.', typeCode: 'M', passwordHash: await hashPassword(PASSWORD) })
    .returning();
  if (roleIds.length) await db.insert(gebruikerRollen).values(roleIds.map((rolId) => ({ gebruikerId: user.id, rolId })));
  return user;
}

export async function makeRole(db: Db, naam: string, tweeFactorVerplicht: boolean) {
  const [role] = await db.insert(rollen).values({ naam, tweeFactorVerplicht }).returning();
  return role;
}

/** Replaces the SMS sender by one that keeps the last code per phone number. */
export function captureSms(app: FastifyInstance) {
  const codes = new Map<string, string>();
  const sender: SmsSender = {
    async send(phone, text) {
      codes.set(phone, /(\d{6})/.exec(text)![1]);
    },
  };
  app.sms.sender = sender;
  return codes;
}

/** The TOTP code of `secret` for a moment `offsetSteps` 30-second steps from now. */
export const totp = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
