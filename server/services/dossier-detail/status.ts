import { and, asc, eq } from 'drizzle-orm';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { gebruikers, geldverstrekkers, kantoren, redenBeeindigingen } from '../../db/schema';
import { general, validationError } from '../../errors';
import { changeDossier, type Dossier, type DossierChanges, type Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { recordBtlStatus } from '../logs/btl';
import { lockDossier } from './access';
import { STATUS_RULES, type StatusAction } from '../../../contract/dossier-status-rules';

/** The dossier's status fields as every status action answers them, so the screen updates without a reload. */
export const statusOut = (d: Dossier) => ({
  id: d.id,
  fase: d.fase,
  stap: d.stap,
  status: d.status,
  subStatus: d.subStatus,
  prioriteit: d.prioriteit,
  gearchiveerd: d.gearchiveerd,
  leningType: d.leningType,
  kantoorId: d.kantoorId,
  adviseurId: d.adviseurId,
  geldverstrekkerId: d.geldverstrekkerId,
  redenBeeindigingId: d.redenBeeindigingId,
  statusToelichting: d.statusToelichting,
  version: d.version,
});

/**
 * Runs one status action: locks the dossier (within the user's scope, else 404), checks the sent
 * version (optional for actions, which carry no form), refuses with a Dutch 409 when the state does
 * not allow it, and writes the change with its audit rows in one transaction.
 */
export async function statusAction(
  db: Db,
  user: SessionUser,
  id: number,
  action: StatusAction,
  version: number | undefined,
  build: (d: Dossier, tx: Tx) => DossierChanges | Promise<DossierChanges>,
) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, id);
    if (version !== undefined) checkVersion(dossier, version);
    const refusal = STATUS_RULES[action](dossier);
    if (refusal) throw general(409, refusal);
    const changed = await changeDossier(tx, user.id, dossier, await build(dossier, tx));
    await recordBtlStatus(tx, user.id, action, dossier, changed);
    return statusOut(changed);
  });
}

export async function checkReden(tx: Tx, redenId: number) {
  const [reden] = await tx
    .select({ id: redenBeeindigingen.id })
    .from(redenBeeindigingen)
    .where(and(eq(redenBeeindigingen.id, redenId), eq(redenBeeindigingen.active, true)));
  if (!reden) throw validationError({ redenBeeindigingId: 'Kies een reden uit de lijst.' }, { redenBeeindigingId: 'Reden' });
}

export async function checkGeldverstrekker(tx: Tx, dossier: Dossier, geldverstrekkerId: number) {
  const [row] = await tx
    .select({ id: geldverstrekkers.id })
    .from(geldverstrekkers)
    .where(and(eq(geldverstrekkers.id, geldverstrekkerId), eq(geldverstrekkers.active, true)));
  const label = { geldverstrekkerId: 'Geldverstrekker' };
  if (!row) throw validationError({ geldverstrekkerId: 'Kies een geldverstrekker uit de lijst.' }, label);
  if (geldverstrekkerId === dossier.geldverstrekkerId) {
    throw validationError({ geldverstrekkerId: 'Het dossier ligt al bij deze geldverstrekker.' }, label);
  }
}

/** The office must exist and be active; an adviser, when given, must be an adviser of that office. */
export async function checkKantoor(tx: Tx, kantoorId: number, adviseurId: number | null) {
  const [office] = await tx.select({ id: kantoren.id }).from(kantoren).where(and(eq(kantoren.id, kantoorId), eq(kantoren.active, true)));
  if (!office) throw validationError({ kantoorId: 'Kies een actief kantoor.' }, { kantoorId: 'Kantoor' });
  if (adviseurId === null) return;
  const [adviser] = await tx
    .select({ id: gebruikers.id })
    .from(gebruikers)
    .where(and(eq(gebruikers.id, adviseurId), eq(gebruikers.kantoorId, kantoorId), eq(gebruikers.typeCode, 'A')));
  if (!adviser) throw validationError({ adviseurId: 'Kies een adviseur van dit kantoor.' }, { adviseurId: 'Adviseur' });
}

/** GET /rs/redenbeeindigings: the active reasons for closing a dossier. */
export async function listRedenen(db: Db) {
  return db
    .select({ id: redenBeeindigingen.id, omschrijving: redenBeeindigingen.omschrijving })
    .from(redenBeeindigingen)
    .where(eq(redenBeeindigingen.active, true))
    .orderBy(asc(redenBeeindigingen.id));
}
