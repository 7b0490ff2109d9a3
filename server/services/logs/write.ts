import type { LogKanaal, LogRichting, LogStatus } from '../../../contract/log-codes';
import type { Db } from '../../db/client';
import { berichtenlog } from '../../db/schema';
import type { Tx } from '../dossiers/audit';

export interface LogMessage {
  kanaal: LogKanaal;
  richting: LogRichting;
  soort: string;
  bron: string;
  dossierId: number | null;
  referentie?: string | null;
  status: LogStatus;
  samenvatting: string;
  bericht: unknown;
  gebruikerId: number | null;
  /** When it came in or went out; default now. */
  tijdstip?: Date;
}

/** Writes one message into its channel's log (docs/logs.md), in the caller's transaction when given one. */
export async function logMessage(db: Db | Tx, message: LogMessage) {
  const [row] = await db
    .insert(berichtenlog)
    .values({ ...message, referentie: message.referentie ?? null, bericht: message.bericht ?? {}, tijdstip: message.tijdstip ?? new Date() })
    .returning({ id: berichtenlog.id, status: berichtenlog.status, samenvatting: berichtenlog.samenvatting });
  return row;
}
