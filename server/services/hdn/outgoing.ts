import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sxStatus } from '../../../contract/hdn';
import type { Db } from '../../db/client';
import { hdnBerichten } from '../../db/schema';
import type { Tx } from '../dossiers/audit';
import { enqueue } from '../jobs/queue';
import { auditMessage } from './apply';
import { composeHdn } from './compose';
import type { RunningJob } from '../jobs/worker';
import { errorText } from '../secrets/mask';
import { createRecorder } from '../traces/recorder';
import { outgoingChannel, transmitHdn, type HdnTarget } from './transport';

export const HDN_SEND_JOB = 'hdn.verzenden';
const MAX_ATTEMPTS = 5;

export interface HdnConfig extends HdnTarget {
  hdnAfzender: string;
}

interface Outgoing {
  soort: 'SX';
  ontvanger: string;
  dossierId: number;
  inReactieOp: number;
  referentie: string;
  samenvatting: string;
  inhoud: string;
  berichtId: string;
}

/**
 * The acknowledgement of an application (SX 09 Ontvangstbevestiging, HDN's mandatory answer to
 * an AX): to the application's sender, naming the dossier number the back office gave it.
 */
export function acknowledgement(config: HdnConfig, received: { berichtId: string; afzender: string }, dossierId: number): Omit<Outgoing, 'inReactieOp'> {
  const berichtId = `${config.hdnAfzender}-${randomUUID()}`;
  const status = sxStatus('09')!;
  const inhoud = composeHdn({
    header: { BerichtSoort: 'SX', BerichtId: berichtId, Afzender: config.hdnAfzender, Ontvanger: received.afzender, Datum: new Date().toISOString() },
    referentie: { DossierNummer: dossierId },
    body: { Statusmelding: { StatusCode: status.code, Toelichting: `Aanvraag ${received.berichtId} ontvangen onder dossiernummer ${dossierId}.` } },
  });
  return {
    soort: 'SX',
    ontvanger: received.afzender,
    dossierId,
    referentie: `Dossier ${dossierId}`,
    samenvatting: `Status ${status.code}: ${status.name}`,
    inhoud,
    berichtId,
  };
}

/**
 * Records an outgoing message in the caller's transaction and puts its sending on the job queue,
 * so it leaves only if the change it answers commits, and survives a restart or an exchange that
 * is away. Without a connection it is kept, marked not sent, with the reason.
 */
export async function queueHdn(tx: Tx, config: HdnConfig, message: Outgoing) {
  const kanaal = outgoingChannel(config);
  const [row] = await tx
    .insert(hdnBerichten)
    .values({
      richting: 'UIT',
      kanaal,
      afzender: config.hdnAfzender,
      status: kanaal === 'GEEN' ? 'NIET_VERZONDEN' : 'TE_VERZENDEN',
      melding: kanaal === 'GEEN' ? 'Geen HDN-verbinding ingesteld (HDN_URL of HDN_DIR); het bericht is bewaard, niet verzonden.' : null,
      ...message,
    })
    .returning({ id: hdnBerichten.id });
  await auditMessage(tx, null, { id: row.id, dossierId: message.dossierId, richting: 'UIT', soort: message.soort, samenvatting: message.samenvatting });
  if (kanaal !== 'GEEN') await enqueue(tx, HDN_SEND_JOB, { id: row.id }, { key: `${HDN_SEND_JOB}:${row.id}`, maxAttempts: MAX_ATTEMPTS });
  return row.id;
}

/**
 * The job that sends one message. Sent twice is possible after a crash between the exchange's
 * answer and the commit; the message's own BerichtId lets the receiver recognise the repeat.
 */
export const sendJob = (db: Db, config: HdnTarget, log?: FastifyBaseLogger) => {
  const recorder = createRecorder(db, log);
  return async (job: RunningJob<{ id: number }>) => {
    const [message] = await db.select().from(hdnBerichten).where(eq(hdnBerichten.id, job.payload.id));
    if (!message || message.status !== 'TE_VERZENDEN') return { overgeslagen: true };
    try {
      // The channel chosen when the message was queued, whichever server runs the job: a server
      // without that channel fails the attempt, and the retry may land on one that has it.
      const target = message.kanaal === 'MAP' ? { hdnDir: config.hdnDir } : { hdnUrl: config.hdnUrl };
      const send = () => transmitHdn(target, { berichtId: message.berichtId!, inhoud: message.inhoud });
      // A post to the exchange is a call to an outside party: traced, its secrets masked (docs/traces.md).
      if (target.hdnUrl) {
        const request = { berichtId: message.berichtId, soort: message.soort, ontvanger: message.ontvanger, inhoud: message.inhoud };
        await recorder.traced({ caller: 'HDN', target: target.hdnUrl, operation: 'HDN-bericht versturen', dossierId: message.dossierId }, request, send);
      } else await send();
    } catch (error) {
      const reason = errorText(error, 1000);
      const last = job.attempt >= MAX_ATTEMPTS;
      await db
        .update(hdnBerichten)
        .set(last ? { status: 'NIET_VERZONDEN', melding: `Niet verzonden na ${job.attempt} pogingen: ${reason}` } : { melding: `Poging ${job.attempt} mislukt: ${reason}` })
        .where(eq(hdnBerichten.id, message.id));
      throw error;
    }
    await db.update(hdnBerichten).set({ status: 'VERZONDEN', verzondenOp: new Date(), melding: null }).where(eq(hdnBerichten.id, message.id));
    return { verzonden: true };
  };
};
