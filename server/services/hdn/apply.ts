import { auditFields } from '../dossier-detail/audit-trail';
import type { Tx } from '../dossiers/audit';
import { applyChangedApplication } from './application';
import { applyDocuments } from './documents';
import type { EffectContext } from './effects';
import { applyOffer } from './offer';
import { applyDocumentRequest } from './requests';
import { applyStatus } from './status';

/** Runs what the message's kind does to its dossier (docs/hdn.md, "What each kind changes"). */
export function applyEffect(context: EffectContext): Promise<string> {
  const { body } = context.message;
  switch (body.soort) {
    case 'AX':
      return applyChangedApplication(context, body);
    case 'SX':
      return applyStatus(context, body);
    case 'OX':
      return applyOffer(context, body);
    case 'DA':
      return applyDocumentRequest(context, body);
    case 'DX':
      return applyDocuments(context, body);
  }
}

/**
 * The message's line on the dossier's trail (the Wijzigingen tab), `hdnBerichten[<id>].ontvangen`
 * or `.verzonden`, after the changes it made, so it heads them in the trail's newest-first order.
 */
export const auditMessage = (tx: Tx, actorId: number | null, message: { id: number; dossierId: number; richting: 'IN' | 'UIT'; soort: string; samenvatting: string }) => {
  const field = message.richting === 'IN' ? 'ontvangen' : 'verzonden';
  return auditFields(tx, actorId, message.dossierId, `hdnBerichten[${message.id}]`, null, { [field]: `${message.soort} – ${message.samenvatting}` }, [field]);
};
