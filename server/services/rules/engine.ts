import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { personName } from '../../../contract/names';
import { STIPULATION_RULES, type StipulationResult, type TransactionType } from '../../../contract/stipulations';
import type { Db } from '../../db/client';
import { dossiers, dossierWijzigingen, gebruikers, regelsetTransacties as t } from '../../db/schema';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';
import { createRecorder } from '../traces/recorder';
import { gatherFacts } from './facts';
import { allMet, evaluate, RULESET_VERSION, type StipulationFacts } from './ruleset';

/** How the rule engine is known in the traces: it runs in this process, behind the same request and answer as an outside one. */
const ENGINE_TARGET = `regelset ${RULESET_VERSION} (in proces)`;

/** Today in the Netherlands, JJJJ-MM-DD: the day the rules judge terms against. */
const dutchToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/**
 * One call of the rule engine for a batch of dossiers, traced as a call to an outside party
 * (docs/traces.md): the facts go in, a conclusion per rule per dossier comes back.
 */
async function callEngine(db: Db, facts: StipulationFacts[], userId: number | null) {
  const peildatum = dutchToday();
  const request = { regelset: RULESET_VERSION, peildatum, dossiers: facts };
  const context = { caller: 'REGELSET', target: ENGINE_TARGET, operation: 'regels toepassen', dossierId: facts.length === 1 ? facts[0].dossierId : null, userId };
  const answer = await createRecorder(db).traced(context, request, async () => facts.map((f) => ({ dossierId: f.dossierId, resultaten: evaluate(f, peildatum) })));
  return new Map(answer.map((a) => [a.dossierId, a.resultaten]));
}

/** The outcome as the audit trail keeps it: met, or which rules are not. */
function auditText(results: StipulationResult[]) {
  const unmet = results.filter((r) => r.uitkomst === 'NIET_VOLDAAN').map((r) => STIPULATION_RULES.find((rule) => rule.code === r.code)!.naam);
  return unmet.length ? `Niet voldaan: ${unmet.join(', ')}` : 'Voldaan';
}

const outcomes = (results: StipulationResult[]) => results.map((r) => `${r.code}=${r.uitkomst}`).join(';');

const transactionColumns = {
  id: t.id,
  dossierId: t.dossierId,
  transactionType: t.transactionType,
  regelset: t.regelset,
  voldaan: t.voldaan,
  resultaten: t.resultaten,
  gewijzigd: t.gewijzigd,
  uitgevoerdOp: t.uitgevoerdOp,
  voorLetters: gebruikers.voorLetters,
  tussenVoegsels: gebruikers.tussenVoegsels,
  achterNaam: gebruikers.achterNaam,
};

function selectTransactions(db: Db) {
  return db.select(transactionColumns).from(t).leftJoin(gebruikers, eq(gebruikers.id, t.uitgevoerdDoor));
}

type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

const view = ({ voorLetters, tussenVoegsels, achterNaam, ...row }: TransactionRow) => ({
  ...row,
  uitgevoerdDoor: achterNaam === null ? null : personName({ voorLetters: voorLetters ?? '', tussenVoegsels, achterNaam }),
});

/**
 * Runs the rule set on dossiers and records the outcome (docs/stipulations.md). A run by hand
 * (EXECUTE_RULESET) is always recorded; a refresh only when the conclusions differ from the
 * dossier's last run. A changed outcome (a rule met that was not, or the reverse) also goes into
 * the dossier's audit trail. Each dossier in its own short transaction, its row locked meanwhile,
 * so two refreshes of one dossier never both record the same change. Answers the current run per
 * dossier, in the order asked.
 */
export async function runRuleset(db: Db, dossierIds: number[], trigger: TransactionType, userId: number | null) {
  const facts = await gatherFacts(db, dossierIds);
  const answers = await callEngine(db, facts, userId);
  const runs = [];
  for (const dossierId of dossierIds) {
    const results = answers.get(dossierId)!;
    const id = await db.transaction(async (tx) => {
      const [dossier] = await tx.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.id, dossierId)).for('update');
      if (!dossier) return null;
      const [last] = await tx.select({ id: t.id, resultaten: t.resultaten }).from(t).where(eq(t.dossierId, dossierId)).orderBy(desc(t.uitgevoerdOp), desc(t.id)).limit(1);
      const changed = !last || outcomes(last.resultaten) !== outcomes(results);
      if (last && trigger !== 'EXECUTE_RULESET' && JSON.stringify(last.resultaten) === JSON.stringify(results)) return last.id;
      const [row] = await tx
        .insert(t)
        .values({ dossierId, transactionType: trigger, regelset: RULESET_VERSION, voldaan: allMet(results), resultaten: results, gewijzigd: changed, uitgevoerdDoor: userId })
        .returning({ id: t.id });
      if (changed) {
        await tx.insert(dossierWijzigingen).values({ dossierId, gebruikerId: userId, veld: 'stipulaties', oudeWaarde: last ? auditText(last.resultaten) : null, nieuweWaarde: auditText(results) });
      }
      return row.id;
    });
    if (id !== null) runs.push(id);
  }
  const rows = runs.length ? await selectTransactions(db).where(inArray(t.id, runs)) : [];
  return runs.map((id) => view(rows.find((r) => r.id === id)!));
}

/** POST /execute-ruleset/dossiers/{id} and POST /dossiers/{id}/refresh: one dossier within the caller's scope. */
export async function runForDossier(db: Db, user: SessionUser, dossierId: number, trigger: TransactionType) {
  await readDossier(db, user, dossierId);
  const [run] = await runRuleset(db, [dossierId], trigger, user.id);
  return run;
}

/** GET /execute-ruleset/dossiers/{id}: the dossier's runs, newest first, a page at a time. */
export async function dossierRuns(db: Db, user: SessionUser, dossierId: number, query: { page: number; size: number }) {
  await readDossier(db, user, dossierId);
  const where = eq(t.dossierId, dossierId);
  const [content, [{ n }]] = [
    await selectTransactions(db).where(where).orderBy(desc(t.uitgevoerdOp), desc(t.id)).limit(query.size).offset(query.page * query.size),
    await db.select({ n: count() }).from(t).where(where),
  ];
  return { content: content.map(view), totalElements: n, totalPages: Math.ceil(n / query.size), number: query.page, size: query.size };
}

/** The open dossiers the nightly refresh looks at: running, not archived. */
export async function openDossierIds(db: Db, only?: number[] | null) {
  const rows = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(eq(dossiers.status, 'LOPEND'), eq(dossiers.gearchiveerd, false), only ? inArray(dossiers.id, only) : sql`true`))
    .orderBy(dossiers.id);
  return rows.map((r) => r.id);
}
