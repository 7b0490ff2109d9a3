import { eq } from 'drizzle-orm';
import { hashPassword } from '../../services/auth/passwords';
import type { Db } from '../client';
import { gebruikerRollen, gebruikers, rollen } from '../schema';
import { DEMO_PASSWORD } from './demo';

/** The account the HDN exchange signs in with (docs/hdn.md); in the demo with the demo password. */
export const HDN_ACCOUNT = 'hdn-koppeling';

/** Creates the exchange's account with the HDN-koppeling role when it is missing. */
export async function ensureHdnAccount(db: Db) {
  const [existing] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, HDN_ACCOUNT));
  if (existing) return existing.id;
  const [role] = await db.select({ id: rollen.id }).from(rollen).where(eq(rollen.naam, 'HDN-koppeling'));
  if (!role) throw new Error('The HDN-koppeling role is missing: seed the demo organisation first.');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(gebruikers)
      .values({ username: HDN_ACCOUNT, passwordHash, email: 'hdn-koppeling@backoffice.example.nl', voorLetters: '', achterNaam: 'HDN-koppeling', typeCode: 'S' })
      .returning({ id: gebruikers.id });
    await tx.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: role.id });
    return user.id;
  });
}
