import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, postvakken, teams } from '../../db/schema';
import type { Tx } from '../dossiers/audit';
import { visibleTo } from '../dossiers/scope';
import { usersWithRights } from '../tasks/visibility';

type Reader = Db | Tx;

/** "dossier 4711", "dossiernummer: 4711", "dossiernr. 4711": a dossier named by its number. */
const DOSSIER_NUMBER = /\bdossier(?:nummer|nr\.?)?\s*[:#]?\s*(\d{1,9})\b/gi;
/** Offer numbers (ABN-2026-123456) and kenmerken (ABN12345678): letters, then digits in one or more groups. */
const REFERENCE = /\b[A-Za-z]{2,10}(?:-?\d{2,}){1,3}\b/g;
const MAX_CANDIDATES = 20;

/** The dossier numbers and references a text names, at most twenty of each. */
function dossierCandidates(text: string) {
  const numbers = new Set<number>();
  for (const match of text.matchAll(DOSSIER_NUMBER)) {
    const id = Number(match[1]);
    if (id > 0 && id <= 2_147_483_647) numbers.add(id);
    if (numbers.size >= MAX_CANDIDATES) break;
  }
  const references = new Set<string>();
  for (const match of text.matchAll(REFERENCE)) {
    references.add(match[0].toUpperCase());
    if (references.size >= MAX_CANDIDATES) break;
  }
  return { numbers: [...numbers], references: [...references] };
}

/** Which dossiers a mailbox's owner may see: a user's own scope; a lender's team its money provider's; the processor's teams all. */
async function ownerScope(db: Reader, postvakId: number): Promise<SQL | undefined> {
  const [box] = await db.select({ gebruikerId: postvakken.gebruikerId, teamId: postvakken.teamId }).from(postvakken).where(eq(postvakken.id, postvakId));
  if (!box) return sql`false`;
  if (box.gebruikerId !== null) {
    const [owner] = await usersWithRights(db, [box.gebruikerId]);
    return owner ? visibleTo(owner) : sql`false`;
  }
  const [team] = await db.select({ moneyProviderId: teams.moneyProviderId }).from(teams).where(eq(teams.id, box.teamId!));
  return team?.moneyProviderId ? eq(dossiers.geldverstrekkerId, team.moneyProviderId) : undefined;
}

/**
 * The dossier a message names in its subject or body (docs/mail.md "Linking"): by number ("dossier
 * 4711"), offer number or kenmerk, among the dossiers the mailbox's owner may see. Exactly one
 * such dossier links the message; none or several leave it for a person to link.
 */
export async function findDossier(db: Reader, postvakId: number, subject: string, body: string): Promise<number | null> {
  const { numbers, references } = dossierCandidates(`${subject}\n${body.slice(0, 20_000)}`);
  if (!numbers.length && !references.length) return null;
  const named = or(
    numbers.length ? inArray(dossiers.id, numbers) : undefined,
    ...references.map((reference) => or(eq(dossiers.offerteNr, reference), eq(dossiers.kenmerk, reference))),
  );
  const rows = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(named, await ownerScope(db, postvakId)))
    .limit(2);
  return rows.length === 1 ? rows[0].id : null;
}

/** Whether a mailbox's owner may see a dossier (a copy keeps the writer's link only then). */
export async function mailboxSeesDossier(db: Reader, postvakId: number, dossierId: number) {
  const rows = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(eq(dossiers.id, dossierId), await ownerScope(db, postvakId)));
  return rows.length === 1;
}
