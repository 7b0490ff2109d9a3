import { asc } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { geldverstrekkers } from '../../../server/db/schema';
import type { Caller } from '../helpers';

let serial = 0;

export const lenderIds = async (db: Db) => (await db.select({ id: geldverstrekkers.id }).from(geldverstrekkers).orderBy(asc(geldverstrekkers.id))).map((l) => l.id);

/** A product of its own for a test, through Beheer › Hypotheekproducten. */
export async function newProduct(beheerder: Caller, geldverstrekkerId: number, extra: Record<string, unknown> = {}) {
  const res = await beheerder.post('/api/v1/beheer/hypotheekproducten', {
    geldverstrekkerId,
    naam: `Testhypotheek ${++serial}`,
    omschrijving: null,
    nhg: true,
    maxLtv: 100,
    active: true,
    ...extra,
  });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; naam: string };
}

/** A rate of a product, through Beheer › Rentetarieven. */
export async function newRate(beheerder: Caller, productId: number, rentevastePeriode: string, risicoklasse: string, rentePercentage: number | string, ingangsdatum = '2026-01-05') {
  const res = await beheerder.post('/api/v1/beheer/rentetarieven', { productId, rentevastePeriode, risicoklasse, rentePercentage, ingangsdatum, active: true });
  if (res.status !== 201) throw new Error(`rate: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; version: number; rentePercentage: number; ingangsdatum: string; active: boolean };
}
