import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { documenten, dossierDocumenten, hypotheekgevers, inkomens, objecten, referentieWaarden } from '../../db/schema';
import type { StipulationFacts } from './ruleset';

/**
 * What the rule set needs to know of some dossiers (docs/stipulations.md), read in four queries
 * whatever their number: the applicants with their number of incomes, whether there is a property,
 * and the application's requested documents with the expiry date of the latest document answering
 * each. Change requests' documents (dossierChange) are not the application's and stay out.
 */
export async function gatherFacts(db: Db, dossierIds: number[]): Promise<StipulationFacts[]> {
  if (dossierIds.length === 0) return [];
  const applicants = await db
    .select({
      id: hypotheekgevers.id,
      dossierId: hypotheekgevers.dossierId,
      voorLetters: hypotheekgevers.voorLetters,
      tussenVoegsels: hypotheekgevers.tussenVoegsels,
      achterNaam: hypotheekgevers.achterNaam,
      // Qualified: in a one-table select Drizzle would write a bare "id", which the subquery reads as its own.
      inkomens: sql<number>`(select ${count()} from ${inkomens} where ${inkomens.hypotheekgeverId} = ${sql.identifier('hypotheekgevers')}.${sql.identifier('id')})`.mapWith(Number),
    })
    .from(hypotheekgevers)
    .where(inArray(hypotheekgevers.dossierId, dossierIds))
    .orderBy(asc(hypotheekgevers.id));
  const properties = await db.selectDistinct({ dossierId: objecten.dossierId }).from(objecten).where(inArray(objecten.dossierId, dossierIds));
  const latest = db
    .selectDistinctOn([documenten.dossierDocumentId], { dossierDocumentId: documenten.dossierDocumentId, vervalDatum: documenten.vervalDatum })
    .from(documenten)
    .where(and(inArray(documenten.dossierId, dossierIds), eq(documenten.gearchiveerd, false)))
    .orderBy(documenten.dossierDocumentId, desc(documenten.id))
    .as('latest');
  const requested = await db
    .select({
      dossierId: dossierDocumenten.dossierId,
      soort: dossierDocumenten.soort,
      omschrijving: sql<string>`coalesce(${referentieWaarden.omschrijving}, ${dossierDocumenten.soort})`,
      aanvragerId: dossierDocumenten.hypotheekgeverId,
      status: dossierDocumenten.status,
      ontvangenOp: sql<string | null>`to_char(${dossierDocumenten.ontvangenOp} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`,
      vervalDatum: latest.vervalDatum,
    })
    .from(dossierDocumenten)
    .leftJoin(referentieWaarden, and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), eq(referentieWaarden.code, dossierDocumenten.soort)))
    .leftJoin(latest, eq(latest.dossierDocumentId, dossierDocumenten.id))
    .where(and(inArray(dossierDocumenten.dossierId, dossierIds), eq(dossierDocumenten.dossierChange, false)))
    .orderBy(asc(dossierDocumenten.id));

  const names = new Map(applicants.map((a) => [a.id, personName(a)]));
  return dossierIds.map((dossierId) => ({
    dossierId,
    heeftOnderpand: properties.some((p) => p.dossierId === dossierId),
    aanvragers: applicants.filter((a) => a.dossierId === dossierId).map((a) => ({ id: a.id, naam: names.get(a.id)!, inkomens: a.inkomens })),
    documenten: requested
      .filter((r) => r.dossierId === dossierId)
      .map((r) => ({
        soort: r.soort,
        omschrijving: r.omschrijving,
        aanvragerId: r.aanvragerId,
        aanvrager: r.aanvragerId === null ? null : (names.get(r.aanvragerId) ?? null),
        status: r.status,
        ontvangenOp: r.ontvangenOp,
        vervalDatum: r.vervalDatum,
      })),
  }));
}
