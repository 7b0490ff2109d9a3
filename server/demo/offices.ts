import { Faker, base, nl } from '@faker-js/faker';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gebruikerProfielen, gebruikers, geldverstrekkers, kantoorGeldverstrekkers, kantoren } from '../db/schema';
import { PLAATSEN } from './dossier-data';

/** A faker of its own, so the offices' data do not shift the rest of the demo's random names. */
const faker = new Faker({ locale: [nl, base], seed: 20261127 });

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/hypotheekadvies$/, '')
    .replace(/[^a-z0-9]+/g, '');

const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: false });

export async function hasOfficeDetails(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(kantoorGeldverstrekkers);
  return n > 0;
}

/**
 * The offices' contact data, AFM and KvK numbers, and the money providers each works with
 * (docs/offices.md): deterministic, Dutch. An office is linked to every provider it has dossiers
 * with, plus a few more, each with an agent number; the demo adviser's office to the demo lender
 * too. Advisers without a profile get office and mobile numbers, for the adviser contact.
 */
export async function seedOfficeDetails(db: Db) {
  const offices = await db.select().from(kantoren).orderBy(asc(kantoren.id));
  const lenders = await db.select({ id: geldverstrekkers.id }).from(geldverstrekkers).orderBy(asc(geldverstrekkers.id));
  const used = await db.selectDistinct({ kantoorId: dossiers.kantoorId, geldverstrekkerId: dossiers.geldverstrekkerId }).from(dossiers);
  const [demo] = await db.select({ kantoorId: gebruikers.kantoorId }).from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
  await db.transaction(async (tx) => {
    for (const office of offices) {
      const plaats = PLAATSEN.find((p) => p.naam === office.plaatsNaam);
      const postcode = plaats ? faker.number.int({ min: plaats.postcodes[0], max: plaats.postcodes[1] }) : faker.number.int({ min: 1000, max: 9999 });
      const domain = `${slug(office.bedrijfsNaam)}.nl`;
      await tx
        .update(kantoren)
        .set({
          straatNaam: faker.location.street(),
          huisNummer: String(faker.number.int({ min: 1, max: 240 })),
          postcode: `${postcode}${faker.string.alpha({ length: 2, casing: 'upper' })}`,
          telefoonNummer: `0${faker.number.int({ min: 10, max: 79 })}${digits(7)}`,
          email: `info@${domain}`,
          website: `https://www.${domain}`,
          afmNummer: digits(8),
          kvkNummer: digits(8),
        })
        .where(eq(kantoren.id, office.id));
      const own = new Set(used.filter((u) => u.kantoorId === office.id).map((u) => u.geldverstrekkerId));
      if (office.id === demo?.kantoorId) own.add(lenders[0].id);
      for (const extra of faker.helpers.arrayElements(lenders, { min: 2, max: 5 })) own.add(extra.id);
      const links = [...own].sort((a, b) => a - b).map((geldverstrekkerId) => ({
        kantoorId: office.id,
        geldverstrekkerId,
        agentnummer: digits(6),
        sinds: faker.date.between({ from: '2012-01-01', to: '2024-12-31' }).toISOString().slice(0, 10),
      }));
      if (links.length) await tx.insert(kantoorGeldverstrekkers).values(links).onConflictDoNothing();
    }
    const advisers = await tx
      .select({ id: gebruikers.id })
      .from(gebruikers)
      .leftJoin(gebruikerProfielen, eq(gebruikerProfielen.gebruikerId, gebruikers.id))
      .where(sql`${gebruikers.typeCode} = 'A' and ${isNull(gebruikerProfielen.gebruikerId)}`)
      .orderBy(asc(gebruikers.id));
    if (advisers.length) {
      await tx.insert(gebruikerProfielen).values(advisers.map((a) => ({ gebruikerId: a.id, telefoonnummer: `0${faker.number.int({ min: 10, max: 79 })}${digits(7)}`, mobielnummer: `06${digits(8)}` })));
    }
  });
}
