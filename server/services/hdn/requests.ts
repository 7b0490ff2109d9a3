import { and, eq, isNull } from 'drizzle-orm';
import { dossierDocumenten } from '../../db/schema';
import { addRequest } from '../documents/requested';
import { checkLender, HdnRefusal } from './dossier';
import type { Effect } from './effects';
import { applicantIds, documentKinds } from './kinds';

/**
 * DA, a document request from the money provider: each document joins the dossier's requested
 * documents (the Documenten tab's list) through the same service the tab uses, about the applicant
 * the message numbers. A document already asked for and not yet received is not asked for twice.
 */
export const applyDocumentRequest: Effect<'DA'> = async ({ tx, actorId, dossier, message }, body) => {
  await checkLender(tx, dossier, message.header.Afzender);
  const names = await documentKinds(tx, 'DocumentAanvraag', body.Document.map((d) => d.Soort));
  const applicants = await applicantIds(tx, dossier.id);
  const added: string[] = [];
  const open: string[] = [];
  for (const [i, document] of body.Document.entries()) {
    const hypotheekgeverId = document.Aanvrager === undefined ? null : applicants[document.Aanvrager - 1];
    if (hypotheekgeverId === undefined) throw new HdnRefusal(`DocumentAanvraag/Document[${i + 1}]/Aanvrager ${document.Aanvrager}: het dossier heeft geen aanvrager met dat nummer.`);
    const [already] = await tx
      .select({ id: dossierDocumenten.id })
      .from(dossierDocumenten)
      .where(
        and(
          eq(dossierDocumenten.dossierId, dossier.id),
          eq(dossierDocumenten.soort, document.Soort),
          hypotheekgeverId === null ? isNull(dossierDocumenten.hypotheekgeverId) : eq(dossierDocumenten.hypotheekgeverId, hypotheekgeverId),
          eq(dossierDocumenten.dossierChange, false),
          isNull(dossierDocumenten.ontvangenOp),
        ),
      );
    const name = names.get(document.Soort)!;
    if (already) {
      open.push(name);
      continue;
    }
    await addRequest(tx, actorId, dossier.id, { soort: document.Soort, hypotheekgeverId, dossierChange: false });
    added.push(name);
  }
  return [added.length && `Opgevraagd: ${added.join(', ')}.`, open.length && `Stond al open: ${open.join(', ')}.`].filter(Boolean).join(' ');
};
