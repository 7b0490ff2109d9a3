import { STATUS_RULES } from '../../../contract/dossier-status-rules';
import { sxStatus } from '../../../contract/hdn';
import { changeDossier } from '../dossiers/audit';
import { checkLender, moveForward } from './dossier';
import type { Effect } from './effects';

/**
 * SX, a status from the money provider: a code with a step moves the dossier forward to it; 11
 * (afgewezen) rejects the dossier as the reject action would, with the message's explanation;
 * the other codes are only recorded on the dossier (docs/hdn.md).
 */
export const applyStatus: Effect<'SX'> = async ({ tx, actorId, dossier, message }, body) => {
  await checkLender(tx, dossier, message.header.Afzender);
  const status = sxStatus(body.StatusCode)!;
  if (status.naar) return (await moveForward(tx, actorId, dossier, status.naar)).text;
  if (status.code === '11') {
    const refused = STATUS_RULES.reject(dossier);
    if (refused) return `Niet afgewezen: ${refused}`;
    await changeDossier(tx, actorId, dossier, { status: 'AFGEWEZEN', statusToelichting: body.Toelichting ?? status.name });
    return `Dossier ${dossier.id} afgewezen.`;
  }
  return `Status vastgelegd; het dossier verandert hierdoor niet.`;
};
