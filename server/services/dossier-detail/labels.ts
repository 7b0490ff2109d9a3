import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { dossierLabels, dossierOpmerkingen, gebruikers, labels } from '../../db/schema';
import { general, notFound, validationError } from '../../errors';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { lockDossier } from './access';
import { auditFields } from './audit-trail';

const labelColumns = { id: labels.id, naam: labels.naam, kleur: labels.kleur };

export const activeLabels = (db: Db) => db.select(labelColumns).from(labels).where(eq(labels.active, true)).orderBy(asc(labels.naam));

export const dossierLabelList = (db: Db | Tx, dossierId: number) =>
  db
    .select(labelColumns)
    .from(dossierLabels)
    .innerJoin(labels, eq(labels.id, dossierLabels.labelId))
    .where(eq(dossierLabels.dossierId, dossierId))
    .orderBy(asc(labels.naam));

const names = (list: { naam: string }[]) => list.map((l) => l.naam).join(', ') || null;

/** Adds or removes one label; the audit keeps the label list before and after. */
export async function changeLabel(db: Db, user: SessionUser, dossierId: number, labelId: number, add: boolean) {
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const before = await dossierLabelList(tx, dossierId);
    const has = before.some((l) => l.id === labelId);
    if (add) {
      const [label] = await tx.select().from(labels).where(and(eq(labels.id, labelId), eq(labels.active, true)));
      if (!label) throw validationError({ labelId: 'Kies een label uit de lijst.' }, { labelId: 'Label' });
      if (has) throw general(409, `Het dossier heeft het label '${label.naam}' al.`);
      await tx.insert(dossierLabels).values({ dossierId, labelId });
    } else {
      if (!has) throw notFound();
      await tx.delete(dossierLabels).where(and(eq(dossierLabels.dossierId, dossierId), eq(dossierLabels.labelId, labelId)));
    }
    const after = await dossierLabelList(tx, dossierId);
    await auditFields(tx, user.id, dossierId, 'dossier', { labels: names(before) }, { labels: names(after) }, ['labels']);
    return after;
  });
}

const author = alias(gebruikers, 'auteur');
const remarkColumns = {
  id: dossierOpmerkingen.id,
  tekst: dossierOpmerkingen.tekst,
  createdAt: dossierOpmerkingen.createdAt,
  gebruiker: { id: author.id, voorLetters: author.voorLetters, tussenVoegsels: author.tussenVoegsels, achterNaam: author.achterNaam },
};

export const remarksOf = (db: Db, dossierId: number) =>
  db
    .select(remarkColumns)
    .from(dossierOpmerkingen)
    .leftJoin(author, eq(author.id, dossierOpmerkingen.gebruikerId))
    .where(eq(dossierOpmerkingen.dossierId, dossierId))
    .orderBy(asc(dossierOpmerkingen.createdAt), asc(dossierOpmerkingen.id));

/** POST /dossier/remark: a remark is never edited, so it is audited once as it is written. */
export async function addRemark(db: Db, user: SessionUser, dossierId: number, tekst: string) {
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const [row] = await tx.insert(dossierOpmerkingen).values({ dossierId, gebruikerId: user.id, tekst }).returning();
    await auditFields(tx, user.id, dossierId, `opmerkingen[${row.id}]`, null, row, ['tekst']);
    return { id: row.id, tekst: row.tekst, createdAt: row.createdAt, gebruikerId: row.gebruikerId };
  });
}
