import { and, asc, eq, inArray } from 'drizzle-orm';
import { hypotheekgevers, referentieWaarden } from '../../db/schema';
import type { Tx } from '../dossiers/audit';
import { HdnRefusal } from './dossier';

/**
 * The document kinds a DA or DX message names (codes of the `checksoortdocumenten` list, switched
 * on) with their Dutch names; an unknown code refuses the message, naming the element.
 */
export async function documentKinds(tx: Tx, element: string, codes: readonly string[]) {
  const rows = await tx
    .select({ code: referentieWaarden.code, naam: referentieWaarden.omschrijving })
    .from(referentieWaarden)
    .where(and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), eq(referentieWaarden.active, true), inArray(referentieWaarden.code, [...new Set(codes)])));
  const names = new Map(rows.map((r) => [r.code, r.naam]));
  codes.forEach((code, i) => {
    if (!names.has(code)) throw new HdnRefusal(`${element}/Document[${i + 1}]/Soort ${code} is geen bekende documentsoort.`);
  });
  return names;
}

/** The applicant a message means by its number (1 = the first applicant of the dossier). */
export async function applicantIds(tx: Tx, dossierId: number) {
  const rows = await tx.select({ id: hypotheekgevers.id }).from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossierId)).orderBy(asc(hypotheekgevers.id));
  return rows.map((r) => r.id);
}
