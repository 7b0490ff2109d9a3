import { and, asc, eq, type SQL } from 'drizzle-orm';
import { berichtTemplateEntity } from '../../../contract/bericht-template';
import { personName } from '../../../contract/names';
import { MSG } from '../../../contract/rules';
import { lenderRules } from '../../crud/lender-scope';
import type { Db } from '../../db/client';
import { berichtTemplates, gebruikers } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';
import { exampleMergeValues } from './example-values';
import { mergeValues } from './merge-values';
import { fillMergeFields, unknownMergeCodes } from './populate';
import { sanitizeBody } from './sanitize';

/** Lenders keep their own templates and see the organisation's (the registry's `lenders` rule). */
export const ownedTemplates = lenderRules(berichtTemplateEntity, berichtTemplates);

const visible = (user: SessionUser, ...conditions: (SQL | undefined)[]) => and(ownedTemplates.scope?.(user), ...conditions);

/** The stored body is sanitized HTML whose merge fields all exist; the subject may carry merge fields too. */
export function checkedBody(body: Record<string, unknown>, labels: Record<string, string>) {
  const inhoud = sanitizeBody(String(body.inhoud ?? ''));
  const fields: Record<string, string> = {};
  // A body of only markup (an empty editor, or nothing but a removed script) is empty.
  if (!inhoud.replace(/<[^>]*>/g, '').trim()) fields.inhoud = MSG.required;
  for (const [name, text] of [['inhoud', inhoud], ['onderwerp', String(body.onderwerp ?? '')]] as const) {
    const unknown = unknownMergeCodes(text);
    if (unknown.length) fields[name] = `Onbekend samenvoegveld: ${unknown.map((c) => `{{${c}}}`).join(', ')}.`;
  }
  if (Object.keys(fields).length) throw validationError(fields, labels);
  return { ...body, inhoud };
}

/** A template filled with one dossier's data; the dossier within the caller's scope (outside it 404). */
export async function populate(db: Db, user: SessionUser, id: number, dossierId: number) {
  const [template] = await db.select().from(berichtTemplates).where(visible(user, eq(berichtTemplates.id, id)));
  if (!template) throw notFound();
  const dossier = await readDossier(db, user, dossierId);
  const values = await mergeValues(db, dossier, user.id);
  return {
    id: template.id,
    naam: template.naam,
    dossierId: dossier.id,
    onderwerp: fillMergeFields(template.onderwerp, values, false),
    inhoud: fillMergeFields(template.inhoud, values, true),
  };
}

/** A template filled with a fictitious dossier, for those who write templates but may see no dossier. */
export async function populateExample(db: Db, user: SessionUser, id: number) {
  const [template] = await db.select().from(berichtTemplates).where(visible(user, eq(berichtTemplates.id, id)));
  if (!template) throw notFound();
  const [sender] = await db.select().from(gebruikers).where(eq(gebruikers.id, user.id));
  const values = exampleMergeValues(personName(sender));
  return {
    id: template.id,
    naam: template.naam,
    onderwerp: fillMergeFields(template.onderwerp, values, false),
    inhoud: fillMergeFields(template.inhoud, values, true),
  };
}

/** The active templates a user may choose when writing a message; `handmatig` only the hand-picked ones (or the others). */
export const choosableTemplates = (db: Db, user: SessionUser, handmatig: boolean | undefined) =>
  db
    .select({ id: berichtTemplates.id, naam: berichtTemplates.naam, categorie: berichtTemplates.categorie, berichtsoort: berichtTemplates.berichtsoort, btl: berichtTemplates.btl })
    .from(berichtTemplates)
    .where(visible(user, eq(berichtTemplates.active, true), handmatig === undefined ? undefined : eq(berichtTemplates.handmatig, handmatig)))
    .orderBy(asc(berichtTemplates.naam));
