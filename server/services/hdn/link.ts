import { eq } from 'drizzle-orm';
import { HDN_STATUSSEN } from '../../../contract/hdn';
import { hdnBerichten } from '../../db/schema';
import { general } from '../../errors';
import { lockDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';
import { applyEffect, auditMessage } from './apply';
import { HdnRefusal } from './dossier';
import { stageDocuments } from './documents';
import type { HdnDeps } from './intake';
import { parseHdn } from './message';
import { acknowledgement, queueHdn } from './outgoing';
import { visibleMessage } from './read';

const notOpen = (status: string) => general(409, `Dit bericht is al ${HDN_STATUSSEN.find((s) => s.id === status)?.name.toLowerCase() ?? status}; alleen een niet gekoppeld bericht kan worden gekoppeld.`);

/**
 * PUT /hdn/berichten/{id}/dossier: a person links a message that named no known dossier to the
 * right one (within their own dossier scope) and it is processed as if it had named it, by the
 * same effects and with the person as the one who made the changes. A message that does not fit
 * that dossier (another money provider's, a closed application) is refused with the reason and
 * stays unlinked.
 */
export async function linkHdnMessage(deps: HdnDeps, user: SessionUser, id: number, dossierId: number) {
  const { db, storage } = deps;
  const found = await visibleMessage(db, user, id);
  if (found.status !== 'ONGEKOPPELD') throw notOpen(found.status);
  const parsed = parseHdn(found.inhoud);
  if (!parsed.ok) throw general(409, parsed.melding);
  const { message } = parsed;
  try {
    const files = message.body.soort === 'DX' ? await stageDocuments(storage, message.body) : [];
    return await storage.withCommit(files, () =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(hdnBerichten).where(eq(hdnBerichten.id, id)).for('update');
        if (row.status !== 'ONGEKOPPELD') throw notOpen(row.status);
        const dossier = await lockDossier(tx, user, dossierId);
        const resultaat = await applyEffect({ tx, storage, actorId: user.id, dossier, message, files });
        const [linked] = await tx
          .update(hdnBerichten)
          .set({ status: 'VERWERKT', dossierId, resultaat, melding: null, behandeldDoor: user.id })
          .where(eq(hdnBerichten.id, id))
          .returning();
        await auditMessage(tx, user.id, { id, dossierId, richting: 'IN', soort: linked.soort!, samenvatting: linked.samenvatting });
        if (message.body.soort === 'AX') {
          await queueHdn(tx, deps.config, { ...acknowledgement(deps.config, { berichtId: message.header.BerichtId, afzender: message.header.Afzender }, dossierId), inReactieOp: id });
        }
        return { result: { id, status: linked.status, dossierId, resultaat, melding: null, duplicaat: false } };
      }),
    );
  } catch (error) {
    if (error instanceof HdnRefusal) throw general(409, error.message);
    throw error;
  }
}
