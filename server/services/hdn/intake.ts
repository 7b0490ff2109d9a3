import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hdnBerichten } from '../../db/schema';
import { AppError } from '../../errors';
import { uniqueViolation } from '../../plugins/database-errors';
import type { Tx } from '../dossiers/audit';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';
import { createFromApplication } from './application';
import { applyEffect, auditMessage } from './apply';
import { findDossier, HdnRefusal, referenceText } from './dossier';
import { stageDocuments } from './documents';
import { parseHdn, type HdnMessage } from './message';
import { acknowledgement, queueHdn, type HdnConfig } from './outgoing';
import { summarise, unreadableSummary } from './summary';

export interface HdnDeps {
  db: Db;
  storage: FileStorage;
  config: HdnConfig;
}

/** What the sender of a message is told (POST /hdn/berichten, the drop folder's log). */
export interface HdnReceipt {
  id: number;
  status: string;
  dossierId: number | null;
  resultaat: string | null;
  melding: string | null;
  duplicaat: boolean;
}

type Row = typeof hdnBerichten.$inferSelect;
type Kanaal = 'HTTP' | 'MAP';

const receipt = (row: Pick<Row, 'id' | 'status' | 'dossierId' | 'resultaat' | 'melding'>, duplicaat = false): HdnReceipt => ({
  id: row.id,
  status: row.status,
  dossierId: row.dossierId,
  resultaat: row.resultaat,
  melding: row.melding,
  duplicaat,
});

/** A message taken in before under the same sender and id (refused ones do not count). */
async function earlier(db: Db, afzender: string, berichtId: string) {
  const [row] = await db
    .select()
    .from(hdnBerichten)
    .where(and(eq(hdnBerichten.richting, 'IN'), eq(hdnBerichten.afzender, afzender), eq(hdnBerichten.berichtId, berichtId), ne(hdnBerichten.status, 'GEWEIGERD')));
  return row;
}

/** A refusal's reason from what the processing threw; anything else is a fault and goes on up. */
function refusalReason(error: unknown) {
  if (error instanceof HdnRefusal) return error.message;
  if (error instanceof AppError && error.status < 500 && error.status !== 404) return error.body.messages.join(' ');
  return null;
}

/**
 * Takes in one HDN message (docs/hdn.md): reads it, recognises a repeat, finds its dossier and
 * applies what its kind changes, all in one transaction with the message's own row and its line
 * on the dossier's trail; an application is answered with an acknowledgement. A message that names
 * no known dossier is kept for a person to link; one that cannot be read or applied is kept,
 * refused, with the reason. Every message ends up in the store, whatever happens to it.
 */
export async function receiveHdn(deps: HdnDeps, xml: string, kanaal: Kanaal): Promise<HdnReceipt> {
  const { db, storage } = deps;
  const parsed = parseHdn(xml);
  if (!parsed.ok) {
    return refuse(db, { soort: parsed.soort, berichtId: parsed.berichtId, afzender: parsed.afzender, samenvatting: unreadableSummary(parsed) }, xml, kanaal, `Bericht onleesbaar: ${parsed.melding}`);
  }
  const { message } = parsed;
  const { header } = message;
  const known = await earlier(db, header.Afzender, header.BerichtId);
  if (known) return receipt(known, true);
  const fields = {
    soort: header.BerichtSoort,
    berichtId: header.BerichtId,
    afzender: header.Afzender,
    samenvatting: await summarise(db, message),
  };
  try {
    const files = message.body.soort === 'DX' ? await stageDocuments(storage, message.body) : [];
    return await storage.withCommit(files, () => db.transaction((tx) => take(tx, deps, message, files, { ...fields, inhoud: xml, kanaal })));
  } catch (error) {
    if (uniqueViolation(error, 'hdn_berichten_bericht_id_key')) {
      // The same message reached another server (or folder reader) at the same moment and was taken in there.
      const other = await earlier(db, header.Afzender, header.BerichtId);
      if (other) return receipt(other, true);
    }
    const reason = refusalReason(error);
    if (reason === null) throw error;
    return refuse(db, fields, xml, kanaal, `Bericht geweigerd: ${reason}`);
  }
}

async function take(
  tx: Tx,
  deps: HdnDeps,
  message: HdnMessage,
  files: readonly CheckedFile[],
  fields: { soort: string; berichtId: string; afzender: string; samenvatting: string; inhoud: string; kanaal: Kanaal },
): Promise<{ result: HdnReceipt; obsolete?: string[] }> {
  const { header, referentie, body } = message;
  const base = { ...fields, richting: 'IN' as const, ontvanger: header.Ontvanger ?? null, referentie: referenceText(referentie), berichtDatum: header.Datum ? new Date(header.Datum) : null };
  const store = async (values: Partial<typeof hdnBerichten.$inferInsert> & { status: string }) => {
    const [row] = await tx.insert(hdnBerichten).values({ ...base, ...values }).returning();
    if (row.dossierId !== null && row.status === 'VERWERKT') await auditMessage(tx, null, { ...row, dossierId: row.dossierId, soort: fields.soort, richting: 'IN' });
    return row;
  };
  const acknowledge = (row: Row, dossierId: number) => queueHdn(tx, deps.config, { ...acknowledgement(deps.config, { berichtId: header.BerichtId, afzender: header.Afzender }, dossierId), inReactieOp: row.id });

  if (body.soort === 'AX' && referentie.DossierNummer === undefined) {
    const created = await createFromApplication(tx, header, body);
    const row = await store({ dossierId: created.dossier.id, status: 'VERWERKT', resultaat: created.text, referentie: `Dossier ${created.dossier.id}` });
    await acknowledge(row, created.dossier.id);
    return { result: receipt(row) };
  }
  const dossier = await findDossier(tx, referentie);
  if (!dossier) {
    const named = base.referentie ?? 'geen dossiernummer, offertenummer of kenmerk';
    const row = await store({ status: 'ONGEKOPPELD', melding: `Geen dossier gevonden bij ${named}; koppel het bericht aan het juiste dossier.` });
    // The files of a document message are staged again when it is linked, from the message itself.
    return { result: receipt(row), obsolete: files.map((f) => f.sleutel) };
  }
  const resultaat = await applyEffect({ tx, storage: deps.storage, actorId: null, dossier, message, files });
  const row = await store({ dossierId: dossier.id, status: 'VERWERKT', resultaat });
  if (body.soort === 'AX') await acknowledge(row, dossier.id);
  return { result: receipt(row) };
}

/** Keeps a refused message with its reason, outside the failed transaction. */
async function refuse(
  db: Db,
  fields: { soort: string | null; berichtId: string | null; afzender: string | null; samenvatting: string },
  xml: string,
  kanaal: Kanaal,
  melding: string,
) {
  const [row] = await db
    .insert(hdnBerichten)
    .values({ ...fields, richting: 'IN', kanaal, status: 'GEWEIGERD', melding, inhoud: xml })
    .returning();
  return receipt(row);
}
