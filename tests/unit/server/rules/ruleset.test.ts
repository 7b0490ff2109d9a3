import { describe, expect, it } from 'vitest';
import { allMet, evaluate, type RequestedDocument, type StipulationFacts } from '../../../../server/services/rules/ruleset';

/** The stipulations rule set on facts made by hand (docs/stipulations.md). */
const TODAY = '2026-06-15';
const doc = (soort: string, status: string, ontvangenOp: string | null, extra: Partial<RequestedDocument> = {}): RequestedDocument => ({
  soort,
  omschrijving: soort === 'TAXATIE' ? 'Gevalideerd taxatierapport' : soort === 'WGV' ? 'Werkgeversverklaring' : soort,
  aanvragerId: null,
  aanvrager: null,
  status,
  ontvangenOp,
  vervalDatum: null,
  ...extra,
});
const jan = { id: 1, naam: 'J. Jansen', inkomens: 1 };
const complete = (): StipulationFacts => ({
  dossierId: 7,
  heeftOnderpand: true,
  aanvragers: [jan],
  documenten: [doc('ID', 'G', '2026-06-01', { aanvragerId: 1, aanvrager: 'J. Jansen' }), doc('WGV', 'G', '2026-06-01', { aanvragerId: 1, aanvrager: 'J. Jansen' }), doc('TAXATIE', 'G', '2026-05-01')],
});
const outcome = (facts: StipulationFacts) => Object.fromEntries(evaluate(facts, TODAY).map((r) => [r.code, r.uitkomst]));
const text = (facts: StipulationFacts, code: string) => evaluate(facts, TODAY).find((r) => r.code === code)!.toelichting;

describe('the stipulations rule set', () => {
  it('is met by a dossier with every document received and approved, a fresh valuation and proven income', () => {
    const results = evaluate(complete(), TODAY);
    expect(results.map((r) => r.uitkomst)).toEqual(['VOLDAAN', 'VOLDAAN', 'VOLDAAN', 'VOLDAAN']);
    expect(allMet(results)).toBe(true);
    expect(text(complete(), 'TAXATIE_BINNEN_TERMIJN')).toBe('Het taxatierapport is geldig tot en met 1 november 2026.');
  });

  it('names the documents still missing and those not approved', () => {
    const facts = complete();
    facts.documenten.push(doc('BKR', 'O', null), doc('KOOPOVEREENKOMST', 'R', '2026-06-02'));
    expect(outcome(facts)).toMatchObject({ DOCUMENTEN_ONTVANGEN: 'NIET_VOLDAAN', DOCUMENTEN_GEVERIFIEERD: 'NIET_VOLDAAN' });
    expect(text(facts, 'DOCUMENTEN_ONTVANGEN')).toBe('Nog niet ontvangen: BKR.');
    expect(text(facts, 'DOCUMENTEN_GEVERIFIEERD')).toBe('Nog niet goedgekeurd: KOOPOVEREENKOMST: afgekeurd.');
    expect(allMet(evaluate(facts, TODAY))).toBe(false);
  });

  it('holds a valuation six months from its receipt, or until its own expiry date', () => {
    const expired = complete();
    expired.documenten[2] = doc('TAXATIE', 'G', '2025-12-14');
    expect(outcome(expired).TAXATIE_BINNEN_TERMIJN).toBe('NIET_VOLDAAN');
    expect(text(expired, 'TAXATIE_BINNEN_TERMIJN')).toBe('Het taxatierapport is verlopen op 14 juni 2026; vraag een nieuwe taxatie aan.');
    const lastDay = complete();
    lastDay.documenten[2] = doc('TAXATIE', 'G', '2025-12-15');
    expect(outcome(lastDay).TAXATIE_BINNEN_TERMIJN).toBe('VOLDAAN');
    const ownDate = complete();
    ownDate.documenten[2] = doc('TAXATIE', 'G', '2026-05-01', { vervalDatum: '2026-06-14' });
    expect(outcome(ownDate).TAXATIE_BINNEN_TERMIJN).toBe('NIET_VOLDAAN');
    const notAsked = complete();
    notAsked.documenten.pop();
    expect(text(notAsked, 'TAXATIE_BINNEN_TERMIJN')).toBe('Er is geen taxatierapport opgevraagd.');
    const noProperty = { ...notAsked, heeftOnderpand: false };
    expect(outcome(noProperty).TAXATIE_BINNEN_TERMIJN).toBe('NVT');
  });

  it('checks the income of every applicant against approved proof', () => {
    const noIncome = complete();
    noIncome.aanvragers.push({ id: 2, naam: 'A. de Vries', inkomens: 0 });
    expect(text(noIncome, 'INKOMEN_GECONTROLEERD')).toBe('Geen inkomen vastgelegd voor A. de Vries.');
    const unproven = complete();
    unproven.documenten[1] = doc('WGV', 'O', '2026-06-01', { aanvragerId: 1, aanvrager: 'J. Jansen' });
    expect(text(unproven, 'INKOMEN_GECONTROLEERD')).toBe('Werkgeversverklaring van J. Jansen nog niet goedgekeurd.');
    const noProof = complete();
    noProof.documenten.splice(1, 1);
    expect(text(noProof, 'INKOMEN_GECONTROLEERD')).toBe('Geen inkomensbewijs opgevraagd voor J. Jansen.');
  });

  it('does not apply to a dossier without requests or applicants, which then counts as met', () => {
    const empty: StipulationFacts = { dossierId: 1, heeftOnderpand: false, aanvragers: [], documenten: [] };
    expect(outcome(empty)).toEqual({ DOCUMENTEN_ONTVANGEN: 'NVT', DOCUMENTEN_GEVERIFIEERD: 'NVT', TAXATIE_BINNEN_TERMIJN: 'NVT', INKOMEN_GECONTROLEERD: 'NVT' });
    expect(allMet(evaluate(empty, TODAY))).toBe(true);
  });
});
