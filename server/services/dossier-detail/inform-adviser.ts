import { and, eq } from 'drizzle-orm';
import { INFORMEER_LABELS, INFORMEER_MESSAGES } from '../../../contract/dossier-inform';
import { personName } from '../../../contract/names';
import { lenderOwned } from '../../crud/lender-scope';
import type { Db } from '../../db/client';
import { berichtTemplates, dossierBerichten, gebruikers } from '../../db/schema';
import { general, validationError } from '../../errors';
import { mergeValues } from '../bericht-templates/merge-values';
import { fillMergeFields } from '../bericht-templates/populate';
import type { SessionUser } from '../permissions/access';
import { lockDossier } from './access';
import { auditFields } from './audit-trail';

const templateScope = lenderOwned(berichtTemplates.geldverstrekkerId).scope;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The sanitized template HTML as the text the communicatie tab shows (pre-wrapped): a blank line
 * after each block, a new line after a line break, list item or table row, a dash before an item.
 * The merge values were escaped when filled, so decoding the entities gives back what the dossier holds.
 */
export const messageText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(li|tr)>/gi, '\n')
    .replace(/<\/(p|h[1-4]|ul|ol|table|blockquote|pre)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * POST /dossiers/{id}/informeer: fills an active template the user may use from the dossier and
 * keeps it as an outgoing message to the dossier's adviser, with its audit row, in one transaction.
 * A letter template (categorie B) goes as a BRIEF, every other one as an HDN message to the
 * adviser's software (the message kinds the communicatie tab knows).
 */
export async function informAdviser(db: Db, user: SessionUser, dossierId: number, templateId: number) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, dossierId);
    const [template] = await tx
      .select()
      .from(berichtTemplates)
      .where(and(eq(berichtTemplates.id, templateId), eq(berichtTemplates.active, true), templateScope?.(user)));
    if (!template) throw validationError({ templateId: INFORMEER_MESSAGES.unknownTemplate }, INFORMEER_LABELS);
    const [adviser] = dossier.adviseurId ? await tx.select().from(gebruikers).where(eq(gebruikers.id, dossier.adviseurId)) : [];
    if (!adviser) throw general(409, INFORMEER_MESSAGES.noAdviser);
    const values = await mergeValues(tx, dossier, user.id);
    const office = values['kantoor.naam'];
    const [message] = await tx
      .insert(dossierBerichten)
      .values({
        dossierId,
        datum: new Date(),
        richting: 'UIT',
        // A message of the processor to the adviser, not an HDN message of the lender (issue #18).
        soort: template.categorie === 'B' ? 'BRIEF' : 'ADVISEUR',
        onderwerp: fillMergeFields(template.onderwerp, values, false),
        afzender: values['medewerker.naam'],
        ontvanger: office ? `${personName(adviser)}, ${office}` : personName(adviser),
        inhoud: messageText(fillMergeFields(template.inhoud, values, true)),
      })
      .returning();
    await auditFields(tx, user.id, dossierId, `berichten[${message.id}]`, null, { ...message, template: template.naam }, ['template', 'onderwerp', 'ontvanger']);
    const { dossierId: _d, ...out } = message;
    return { ...out, bron: 'BERICHT' as const, hdn: null };
  });
}
