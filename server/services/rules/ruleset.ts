import type { StipulationCode, StipulationOutcome, StipulationResult } from '../../../contract/stipulations';

/**
 * The stipulations rule set (docs/stipulations.md): what a dossier must meet before its next step.
 * Pure: facts in, a conclusion per rule out, so the same facts always give the same answer and the
 * engine can run anywhere (services/rules/engine.ts calls it as an outside party would be called).
 */

export const RULESET_VERSION = 'STIPULATIES-1';

/** How long a valuation report holds from its receipt, when the document carries no expiry date of its own (NHG norm). */
const VALUATION_TERM_MONTHS = 6;

/** The kinds of proof of income (checksoortdocumenten) the income rule looks at. */
const INCOME_PROOF = ['WGV', 'SALARIS', 'UPO', 'IBL', 'IB_AANGIFTE', 'JAARCIJFERS'];

/** A requested document of the application as the rules see it. */
export interface RequestedDocument {
  soort: string;
  omschrijving: string;
  /** The applicant it is about; null for the dossier's own papers. */
  aanvragerId: number | null;
  aanvrager: string | null;
  /** Status letter of Beheer › documenten: O waiting, G approved, R declined, Y original needed. */
  status: string;
  /** The day it was received (JJJJ-MM-DD, Dutch date). */
  ontvangenOp: string | null;
  /** The expiry date of the document that answers the request, when it has one. */
  vervalDatum: string | null;
}

export interface StipulationFacts {
  dossierId: number;
  heeftOnderpand: boolean;
  aanvragers: { id: number; naam: string; inkomens: number }[];
  documenten: RequestedDocument[];
}

const STATUS_TEXT: Record<string, string> = { O: 'wacht op beoordeling', R: 'afgekeurd', Y: 'origineel nodig' };

const named = (doc: RequestedDocument) => (doc.aanvrager ? `${doc.omschrijving} (${doc.aanvrager})` : doc.omschrijving);
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`);
const dutchDate = (iso: string) => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function addMonths(isoDate: string, months: number) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

const result = (code: StipulationCode, uitkomst: StipulationOutcome, toelichting: string): StipulationResult => ({ code, uitkomst, toelichting });

function documentsReceived(facts: StipulationFacts) {
  if (facts.documenten.length === 0) return result('DOCUMENTEN_ONTVANGEN', 'NVT', 'Er zijn geen documenten opgevraagd.');
  const missing = facts.documenten.filter((d) => d.ontvangenOp === null);
  if (missing.length) return result('DOCUMENTEN_ONTVANGEN', 'NIET_VOLDAAN', `Nog niet ontvangen: ${list(missing.map(named))}.`);
  return result('DOCUMENTEN_ONTVANGEN', 'VOLDAAN', `Alle opgevraagde documenten (${facts.documenten.length}) zijn ontvangen.`);
}

function documentsVerified(facts: StipulationFacts) {
  const received = facts.documenten.filter((d) => d.ontvangenOp !== null);
  if (received.length === 0) return result('DOCUMENTEN_GEVERIFIEERD', 'NVT', 'Er is nog geen document ontvangen.');
  const open = received.filter((d) => d.status !== 'G');
  if (open.length) {
    return result('DOCUMENTEN_GEVERIFIEERD', 'NIET_VOLDAAN', `Nog niet goedgekeurd: ${list(open.map((d) => `${named(d)}: ${STATUS_TEXT[d.status] ?? d.status}`))}.`);
  }
  return result('DOCUMENTEN_GEVERIFIEERD', 'VOLDAAN', `Alle ontvangen documenten (${received.length}) zijn goedgekeurd.`);
}

function valuationInTerm(facts: StipulationFacts, today: string) {
  if (!facts.heeftOnderpand) return result('TAXATIE_BINNEN_TERMIJN', 'NVT', 'Het dossier heeft geen onderpand.');
  const report = facts.documenten.find((d) => d.soort === 'TAXATIE');
  if (!report) return result('TAXATIE_BINNEN_TERMIJN', 'NIET_VOLDAAN', 'Er is geen taxatierapport opgevraagd.');
  if (report.ontvangenOp === null) return result('TAXATIE_BINNEN_TERMIJN', 'NIET_VOLDAAN', 'Het taxatierapport is nog niet ontvangen.');
  const until = report.vervalDatum ?? addMonths(report.ontvangenOp, VALUATION_TERM_MONTHS);
  if (until < today) return result('TAXATIE_BINNEN_TERMIJN', 'NIET_VOLDAAN', `Het taxatierapport is verlopen op ${dutchDate(until)}; vraag een nieuwe taxatie aan.`);
  if (report.status !== 'G') return result('TAXATIE_BINNEN_TERMIJN', 'NIET_VOLDAAN', `Het taxatierapport ${STATUS_TEXT[report.status] ?? report.status}.`);
  return result('TAXATIE_BINNEN_TERMIJN', 'VOLDAAN', `Het taxatierapport is geldig tot en met ${dutchDate(until)}.`);
}

function incomeChecked(facts: StipulationFacts) {
  if (facts.aanvragers.length === 0) return result('INKOMEN_GECONTROLEERD', 'NVT', 'Het dossier heeft geen aanvragers.');
  const problems: string[] = [];
  for (const applicant of facts.aanvragers) {
    const proofs = facts.documenten.filter((d) => d.aanvragerId === applicant.id && INCOME_PROOF.includes(d.soort));
    if (applicant.inkomens === 0) problems.push(`geen inkomen vastgelegd voor ${applicant.naam}`);
    else if (proofs.length === 0) problems.push(`geen inkomensbewijs opgevraagd voor ${applicant.naam}`);
    else {
      const open = proofs.filter((d) => d.status !== 'G');
      if (open.length) problems.push(`${list(open.map((d) => d.omschrijving))} van ${applicant.naam} nog niet goedgekeurd`);
    }
  }
  if (problems.length) {
    const text = list(problems);
    return result('INKOMEN_GECONTROLEERD', 'NIET_VOLDAAN', `${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
  }
  return result('INKOMEN_GECONTROLEERD', 'VOLDAAN', 'Het inkomen van alle aanvragers is met goedgekeurde stukken onderbouwd.');
}

/** Every rule on one dossier's facts, as of `today` (JJJJ-MM-DD, Dutch date). */
export function evaluate(facts: StipulationFacts, today: string): StipulationResult[] {
  return [documentsReceived(facts), documentsVerified(facts), valuationInTerm(facts, today), incomeChecked(facts)];
}

/** Met when no rule is unmet (a rule that does not apply counts as met). */
export const allMet = (results: StipulationResult[]) => results.every((r) => r.uitkomst !== 'NIET_VOLDAAN');
