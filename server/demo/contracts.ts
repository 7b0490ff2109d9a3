import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contracten, geldverstrekkers } from '../db/schema';

/**
 * The demo's agreements with the money providers (Beheer › Contracten, and the running ones that
 * `GET /beheer/contract-templates` offers as the start of a new agreement): for every lender a
 * running distribution agreement and an ended one; a mandate agreement for the first three, of
 * which the third has its end date set ahead. Fixed content, so every demo start gets the same.
 */
export async function seedContracts(db: Db) {
  const lenders = await db.select({ id: geldverstrekkers.id, code: geldverstrekkers.ontvangerCode, naam: geldverstrekkers.naam }).from(geldverstrekkers).orderBy(asc(geldverstrekkers.id));
  const year = new Date().getFullYear();
  await db.insert(contracten).values(
    lenders.flatMap((lender, i) => [
      {
        contractNummer: `DO-${lender.code}-${year - 1}`,
        geldverstrekkerId: lender.id,
        omschrijving: `Distributieovereenkomst ${lender.naam} ${year - 1}`,
        ingangsdatum: `${year - 1}-01-01`,
        einddatum: null,
        toelichting: 'Lopende overeenkomst voor aanvragen via de back-office; opzegtermijn drie maanden.',
      },
      {
        contractNummer: `DO-${lender.code}-${year - 4}`,
        geldverstrekkerId: lender.id,
        omschrijving: `Distributieovereenkomst ${lender.naam} ${year - 4}`,
        ingangsdatum: `${year - 4}-01-01`,
        einddatum: `${year - 2}-12-31`,
        toelichting: `Vervangen door DO-${lender.code}-${year - 1}.`,
      },
      ...(i < 3
        ? [
            {
              contractNummer: `VM-${lender.code}-${year}`,
              geldverstrekkerId: lender.id,
              omschrijving: `Volmachtovereenkomst ${lender.naam}`,
              ingangsdatum: `${year}-01-01`,
              einddatum: i === 2 ? `${year + 1}-12-31` : null,
              toelichting: 'Acceptatie onder volmacht tot de normen van de geldverstrekker.',
            },
          ]
        : []),
    ]),
  );
}

export async function hasContracts(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(contracten);
  return n > 0;
}
