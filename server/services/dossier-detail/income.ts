import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { bezittingSchema, dienstbetrekkingenSchema, verplichtingSchema } from '../../../contract/dossier-forms';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { bezittingen, hypotheekgevers, inkomens, verplichtingen } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import type { SessionUser } from '../permissions/access';
import { lockDossier } from './access';
import { auditFields } from './audit-trail';
import { recordOut } from './single-records';

/** The income paths of spec 001 §3 and the kind of `inkomens` each reads. */
export const INKOMEN_SOORTEN = {
  dienstbetrekkingen: 'LOONDIENST',
  loondienst: 'LOONDIENST',
  onderneming: 'ONDERNEMING',
  ondernemer: 'ONDERNEMING',
  uitkering: 'UITKERING',
  pensioen: 'PENSIOEN',
  arbeidsmarktscan: 'ARBEIDSMARKTSCAN',
  vermogen: 'VERMOGEN',
  overige: 'OVERIG',
} as const;
export type InkomenPad = keyof typeof INKOMEN_SOORTEN;

const INCOME_FIELDS = ['hypotheekgeverId', 'omschrijving', 'dienstverband', 'brutoJaarbedrag', 'ingangsDatum', 'eindDatum'] as const;

export async function readIncome(db: Db, dossierId: number, pad: InkomenPad) {
  const rows = await db
    .select()
    .from(inkomens)
    .where(and(eq(inkomens.dossierId, dossierId), eq(inkomens.soort, INKOMEN_SOORTEN[pad])))
    .orderBy(asc(inkomens.id));
  return rows.map(recordOut);
}

export async function readBezittingen(db: Db, dossierId: number) {
  return (await db.select().from(bezittingen).where(eq(bezittingen.dossierId, dossierId)).orderBy(asc(bezittingen.id))).map(recordOut);
}

export async function readVerplichtingen(db: Db, dossierId: number) {
  return (await db.select().from(verplichtingen).where(eq(verplichtingen.dossierId, dossierId)).orderBy(asc(verplichtingen.id))).map(recordOut);
}

/** PUT /dossier/{id}/inkomen/dienstbetrekkingen: saves the employments sent (with id: update, without: add). */
export async function putDienstbetrekkingen(db: Db, user: SessionUser, dossierId: number, body: z.output<typeof dienstbetrekkingenSchema>) {
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const applicants = new Set(
      (await tx.select({ id: hypotheekgevers.id }).from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossierId))).map((a) => a.id),
    );
    const badApplicant = body.findIndex((d) => !applicants.has(d.hypotheekgeverId));
    if (badApplicant >= 0) throw validationError({ [`${badApplicant}.hypotheekgeverId`]: 'Deze aanvrager hoort niet bij dit dossier.' });
    const stored = await tx
      .select()
      .from(inkomens)
      .where(and(eq(inkomens.dossierId, dossierId), eq(inkomens.soort, 'LOONDIENST')));
    const saved = [];
    for (const { id, version, werkgever, ...rest } of body) {
      const values = { ...rest, omschrijving: werkgever };
      if (id === undefined) {
        const [row] = await tx.insert(inkomens).values({ ...values, dossierId, soort: 'LOONDIENST' }).returning();
        await auditFields(tx, user.id, dossierId, `dienstbetrekkingen[${row.id}]`, null, row, INCOME_FIELDS);
        saved.push(row);
        continue;
      }
      const current = stored.find((r) => r.id === id);
      if (!current) throw notFound();
      checkVersion(current, version);
      const changed = await auditFields(tx, user.id, dossierId, `dienstbetrekkingen[${id}]`, current, values, INCOME_FIELDS);
      if (changed === 0) {
        saved.push(current);
        continue;
      }
      const [row] = await tx
        .update(inkomens)
        .set({ ...values, version: current.version + 1, updatedAt: new Date() })
        .where(eq(inkomens.id, id))
        .returning();
      saved.push(row);
    }
    return saved.map(recordOut);
  });
}

/** DELETE /dossier/{id}/inkomen/dienstbetrekkingen with body {ids}. */
export async function deleteDienstbetrekkingen(db: Db, user: SessionUser, dossierId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const where = and(eq(inkomens.dossierId, dossierId), eq(inkomens.soort, 'LOONDIENST'), inArray(inkomens.id, ids));
    const stored = await tx.select().from(inkomens).where(where);
    if (stored.length !== new Set(ids).size) throw notFound();
    for (const row of stored) await auditFields(tx, user.id, dossierId, `dienstbetrekkingen[${row.id}]`, row, null, INCOME_FIELDS);
    await tx.delete(inkomens).where(where);
  });
}

/** POST /dossier/{id}/inkomen/bezittingen. */
export async function addBezitting(db: Db, user: SessionUser, dossierId: number, body: z.output<typeof bezittingSchema>) {
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const [row] = await tx.insert(bezittingen).values({ ...body, dossierId }).returning();
    await auditFields(tx, user.id, dossierId, `bezittingen[${row.id}]`, null, row, ['soort', 'omschrijving', 'waarde']);
    return recordOut(row);
  });
}

/** POST /dossier/{id}/inkomen/verplichtingen. */
export async function addVerplichting(db: Db, user: SessionUser, dossierId: number, body: z.output<typeof verplichtingSchema>) {
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const [row] = await tx.insert(verplichtingen).values({ ...body, dossierId }).returning();
    await auditFields(tx, user.id, dossierId, `verplichtingen[${row.id}]`, null, row, ['soort', 'kredietgever', 'bedrag', 'maandlast']);
    return recordOut(row);
  });
}
