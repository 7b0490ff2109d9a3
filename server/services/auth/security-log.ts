import type { SecurityEvent } from '../../../contract/account-security';
import type { Db } from '../../db/client';
import { beveiligingslog } from '../../db/schema';

export interface SecurityEntry {
  event: SecurityEvent;
  userId?: number | null;
  username?: string;
  ip?: string;
  detail?: string;
}

/** Writes one row of the security log (who, when, from which address, what). */
export async function logSecurity(db: Db, entry: SecurityEntry) {
  await db.insert(beveiligingslog).values({
    gebeurtenis: entry.event,
    gebruikerId: entry.userId ?? null,
    gebruikersnaam: entry.username ?? '',
    ip: entry.ip ?? '',
    omschrijving: entry.detail ?? '',
  });
}
