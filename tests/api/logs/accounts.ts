import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client';
import { gebruikerRollen, gebruikers, rollen } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/auth/passwords';
import { signIn } from '../helpers';

/** A system account (type S) of a channel, signed in; with the Koppeling role unless `role` is false. */
export async function systemAccount(app: FastifyInstance, db: Db, username: string, role = true) {
  let [user] = await db.select().from(gebruikers).where(eq(gebruikers.username, username));
  if (!user) {
    [user] = await db.insert(gebruikers).values({ username, achterNaam: `Koppeling ${username}`, email: `${username}@backoffice.example.nl`, typeCode: 'S', passwordHash: await hashPassword('Koppeling-2026!') }).returning();
    if (role) {
      const [koppeling] = await db.select().from(rollen).where(eq(rollen.naam, 'Koppeling'));
      await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: koppeling.id });
    }
  }
  return signIn(app, username, 'Koppeling-2026!');
}
