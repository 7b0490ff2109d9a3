import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client';
import { deskOnderwerpen, dossiers, geldverstrekkers, overruleStatussen } from '../../../server/db/schema';
import { userRow } from '../dossier-detail/fixtures';
import type { Caller } from '../helpers';
import { type Part, sendMultipart } from '../uploads';

/** What the desk tests share: the demo parties, their dossiers, subjects and statuses. */
export async function deskFixtures(db: Db) {
  const adviser = await userRow(db, 'adviseur');
  const lender = await userRow(db, 'verstrekker');
  const otherAdviser = await userRow(db, 'adviseur2');
  const shared = await db
    .select()
    .from(dossiers)
    .where(and(eq(dossiers.kantoorId, adviser.kantoorId!), eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.cds, false)))
    .orderBy(asc(dossiers.id));
  const otherOffice = await db
    .select()
    .from(dossiers)
    .where(and(eq(dossiers.kantoorId, otherAdviser.kantoorId!), eq(dossiers.cds, false)))
    .orderBy(asc(dossiers.id));
  const [otherLender] = await db.select().from(geldverstrekkers).where(ne(geldverstrekkers.id, lender.geldverstrekkerId!)).orderBy(asc(geldverstrekkers.id)).limit(1);
  const subjects = await db.select().from(deskOnderwerpen);
  const subject = (desk: 'OVERRULE' | 'VOORBESPREEK', naam: string) => subjects.find((s) => s.desk === desk && s.hoofdId === null && s.naam === naam)!;
  const sub = (main: { id: number }) => subjects.find((s) => s.hoofdId === main.id)!;
  const statuses = await db.select().from(overruleStatussen).where(isNull(overruleStatussen.geldverstrekkerId));
  const status = (partij: string, naam: string) => statuses.find((s) => s.partij === partij && s.naam === naam)!.id;
  return { adviser, lender, otherAdviser, shared, otherOffice, otherLender, subject, sub, status };
}

const json = (name: string, value: unknown): Part => ({ name, value: JSON.stringify(value) });
export const file = (filename: string, value: Uint8Array): Part => ({ name: 'files', filename, value });

/** A desk's multipart call: the JSON part and the files. */
export const sendDesk = (app: FastifyInstance, who: Caller, url: string, part: string, body: unknown, files: Part[] = []) =>
  sendMultipart(app, who.token!, 'POST', url, [json(part, body), ...files]);

/** The bytes of a stored file through GET /files/{key}, as the viewer reads them. */
export const download = (app: FastifyInstance, who: Caller, key: string) =>
  app.inject({ method: 'GET', url: `/api/v1/files/${key}`, headers: { authorization: `Bearer ${who.token}` } });
