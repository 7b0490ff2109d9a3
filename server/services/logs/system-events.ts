import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { systemEventInSchema } from '../../../contract/logs';
import type { Db } from '../../db/client';
import { dossiers, systemEvents } from '../../db/schema';
import type { SessionUser } from '../permissions/access';
import { logMessage } from './write';

type SystemEventIn = z.output<typeof systemEventInSchema>;

/** The dossier an event is about: by number, else by its offer's kenmerk; `false` when named but unknown. */
async function dossierOf(db: Db, event: SystemEventIn): Promise<number | null | false> {
  if (event.dossierId) {
    const [row] = await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.id, event.dossierId));
    return row?.id ?? false;
  }
  if (event.kenmerk) {
    const [row] = await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.kenmerk, event.kenmerk)).orderBy(asc(dossiers.id)).limit(1);
    return row?.id ?? false;
  }
  return null;
}

/**
 * `POST /api/v1/system-events`: an event another system sends (docs/logs.md). It is always
 * logged, also when it cannot be used, so the log shows what came in: an event Beheer › System
 * Events does not know, or has switched off, is GENEGEERD; one from another source than Beheer
 * says, or about a dossier that does not exist, is FOUT; the rest VERWERKT.
 */
export async function receiveSystemEvent(db: Db, user: SessionUser, event: SystemEventIn, receivedAt = new Date()) {
  const [definition] = await db.select().from(systemEvents).where(eq(systemEvents.naam, event.event));
  const dossierId = await dossierOf(db, event);
  const reference = event.dossierId ? `dossier ${event.dossierId}` : `kenmerk ${event.kenmerk}`;
  const [status, samenvatting] = !definition
    ? (['GENEGEERD', `Onbekend event ${event.event}: niet bekend in Beheer › System Events.`] as const)
    : !definition.active
      ? (['GENEGEERD', `Event ${event.event} staat uit in Beheer › System Events.`] as const)
      : definition.bron !== event.bron
        ? (['FOUT', `Event ${event.event} hoort bij bron ${definition.bron}, niet bij ${event.bron}.`] as const)
        : dossierId === false
          ? (['FOUT', `Het dossier bij ${reference} bestaat niet.`] as const)
          : (['VERWERKT', definition.omschrijving ?? `Event ${event.event} verwerkt.`] as const);
  return logMessage(db, {
    kanaal: 'SYSTEM_EVENT',
    richting: 'IN',
    soort: event.event,
    bron: event.bron,
    dossierId: dossierId || null,
    referentie: event.eventId,
    status,
    samenvatting,
    bericht: event,
    gebruikerId: user.id,
    tijdstip: receivedAt,
  });
}
