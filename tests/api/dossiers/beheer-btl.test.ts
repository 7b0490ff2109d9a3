import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';
import { userWith } from '../uploads';

/** BTL Dossiers in beheer (spec 000 §2 /beheer-btl, either of two permissions; docs/applications.md "BTL Dossiers in beheer"). */
const { app, database } = await testServer();
const { db } = database;
const beheerder = await signIn(app, 'beheerder');
const BEHEER_QUERY = 'dossierBTL=true&leningType=SERVICING&leningType=SPECIAL_SERVICING&size=500';
const servicing = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.btl, true), ne(dossiers.leningType, 'ORIGINATION'), eq(dossiers.gearchiveerd, false)));

type Row = { id: number; btl: boolean; leningType: string };

describe('BTL Dossiers in beheer', () => {
  it.each([['MENU_BEHEER_BTL_VIEW'], ['BTL_DOSSIER_BEHEER']])('opens to a user holding only %s: the BTL loans in servicing and nothing else', async (permission) => {
    const who = await userWith(app, beheerder, `btlbeheer-${permission.toLowerCase()}`, 'M', [permission]);
    const res = await who.get(`/api/v1/dossiers?${BEHEER_QUERY}`);
    expect(res.status).toBe(200);
    expect((res.body.content as Row[]).map((r) => r.id).sort((a, b) => a - b)).toEqual(servicing.map((s) => s.id).sort((a, b) => a - b));
    // The plain lists show it nothing: its permission opens only the loans in servicing.
    const plain = await who.get('/api/v1/dossiers?size=500');
    expect((plain.body.content as Row[]).every((r) => r.btl && r.leningType !== 'ORIGINATION')).toBe(true);
    const [origination] = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.btl, true), eq(dossiers.leningType, 'ORIGINATION'))).limit(1);
    expect((await who.get(`/api/v1/dossiers/${origination.id}`)).status).toBe(404);
    expect((await who.get(`/api/v1/dossiers/${servicing[0].id}`)).status).toBe(200);
  });

  it('sorts on the kind of servicing, special servicing last ascending', async () => {
    const medewerker = await signIn(app, 'medewerker');
    const rows = (await medewerker.get(`/api/v1/dossiers?${BEHEER_QUERY}&sort=leningType,asc`)).body.content as Row[];
    const kinds = rows.map((r) => r.leningType);
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'SERVICING' ? -1 : 1)));
    expect(new Set(kinds)).toEqual(new Set(['SERVICING', 'SPECIAL_SERVICING']));
  });

  it('refuses a user with neither permission', async () => {
    const who = await userWith(app, beheerder, 'btlbeheer-geen', 'M', ['MENU_INFORMATIE_VIEW']);
    expect((await who.get(`/api/v1/dossiers?${BEHEER_QUERY}`)).status).toBe(403);
  });
});
