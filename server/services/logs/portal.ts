import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type portalChangeInSchema } from '../../../contract/logs';
import { PORTAAL_VELD_LABELS, portalMessageType } from '../../../contract/log-codes';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { dossiers, hypotheekgevers } from '../../db/schema';
import type { SessionUser } from '../permissions/access';
import { logMessage } from './write';

type PortalChangeIn = z.output<typeof portalChangeInSchema>;

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`);
const same = (a: unknown, b: unknown) => String(a ?? '').replace(/\s+/g, '').toLowerCase() === String(b ?? '').replace(/\s+/g, '').toLowerCase();

/**
 * `POST /api/v1/klantportaal/wijzigingen`: the changes a client submitted in the client portal
 * (docs/logs.md), logged for the back office to handle (ONTVANGEN). The dossier's data are not
 * changed here: an address or account change is checked by a handler first. A request about an
 * applicant who is not on the dossier is logged as FOUT. Where the client's "old value" differs
 * from what the dossier holds, the summary says so.
 */
export async function receivePortalChange(db: Db, user: SessionUser, change: PortalChangeIn, receivedAt = new Date()) {
  const [dossier] = await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.id, change.dossierId));
  const [applicant] = dossier
    ? await db.select().from(hypotheekgevers).where(and(eq(hypotheekgevers.id, change.hypotheekgeverId), eq(hypotheekgevers.dossierId, dossier.id)))
    : [];
  const fields = list(change.wijzigingen.map((w) => PORTAAL_VELD_LABELS[w.veld]));
  const differs = applicant ? change.wijzigingen.filter((w) => w.oudeWaarde !== undefined && w.oudeWaarde !== null && !same(w.oudeWaarde, applicant[w.veld])) : [];
  const samenvatting = !dossier
    ? `Dossier ${change.dossierId} bestaat niet.`
    : !applicant
      ? `Aanvrager ${change.hypotheekgeverId} hoort niet bij dossier ${change.dossierId}.`
      : `${fields} gewijzigd door ${personName(applicant)}.${differs.length ? ` Let op: de oude waarde van ${list(differs.map((w) => PORTAAL_VELD_LABELS[w.veld]))} wijkt af van het dossier.` : ''}`;
  return logMessage(db, {
    kanaal: 'KLANTPORTAAL',
    richting: 'IN',
    soort: portalMessageType(change.wijzigingen.map((w) => w.veld)),
    bron: 'KLANTPORTAAL',
    dossierId: dossier?.id ?? null,
    referentie: change.verzoekNummer,
    status: applicant ? 'ONTVANGEN' : 'FOUT',
    samenvatting,
    bericht: change,
    gebruikerId: user.id,
    tijdstip: receivedAt,
  });
}
