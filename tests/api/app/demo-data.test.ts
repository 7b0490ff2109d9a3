import { describe, expect, it } from 'vitest';
import { gebruikers, hypotheekgevers, kantoren } from '../../../server/db/schema';
import { testServer } from '../helpers';

const { database } = await testServer();
const db = database.db;

/** Issue #18, defect 15: the demo organisation reads as Dutch. */
describe('demo data', () => {
  it('gives every person one prefix at most: the surname itself starts with a capital', async () => {
    const people = [...(await db.select().from(gebruikers)), ...(await db.select().from(hypotheekgevers))];
    const doubled = people.filter((p) => !/^[A-Z'ÀÁÄÉËÏÖÜ]/.test(p.achterNaam)).map((p) => `${p.tussenVoegsels ?? ''} ${p.achterNaam}`);
    expect(doubled).toEqual([]);
  });

  it('names no office with the English "and"', async () => {
    const names = (await db.select({ naam: kantoren.bedrijfsNaam }).from(kantoren)).map((k) => k.naam);
    expect(names.filter((n) => / and /i.test(n))).toEqual([]);
  });
});
