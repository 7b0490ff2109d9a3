import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValue, hdnMessageOf } from '../../../src/pages/dossier-detail/audit/auditField';
import { formatDateTime } from '../../../src/i18n/dates';

describe('audit field labels', () => {
  it('names the dossier fields in Dutch', () => {
    expect(auditFieldLabel('status')).toBe('Status');
    expect(auditFieldLabel('workloadStatus')).toBe('Werkvoorraad');
    expect(auditFieldLabel('workloadGebruikerId')).toBe('Behandelaar');
    expect(auditFieldLabel('dossier.labels')).toBe('Labels');
  });

  it('names a sub-entity by what the server found for it, then its field, nested kinds in order', () => {
    expect(auditFieldLabel('hypotheekGevers[734].telefoonNummer', { 'hypotheekGevers[734]': 'J. de Vries' })).toBe('Hypotheekgever J. de Vries › Telefoonnummer');
    expect(auditFieldLabel('object[7].kadaster[2].perceelnummer', { 'object[7]': 'Dorpsstraat 1, Ede' })).toBe('Object Dorpsstraat 1, Ede › Kadaster › Perceelnummer');
  });

  it('never shows a row id: without a name a sub-entity is named by its kind', () => {
    expect(auditFieldLabel('hypotheekGevers[12].bsn')).toBe('Hypotheekgever › BSN');
    expect(auditFieldLabel('opmerkingen[5].tekst')).toBe('Opmerking › Tekst');
    expect(auditFieldLabel('boInfo[3].volledigOntvangenOp')).toBe('Back-office-informatie › Volledig ontvangen op');
    expect(auditFieldLabel('berichten[9].template')).toBe('Bericht › Berichttemplate');
  });

  it('names text lines and important dates, and leaves what it does not know as written', () => {
    expect(auditFieldLabel('tekstregels.3')).toBe('Tekstregel 3');
    expect(auditFieldLabel('belangrijkeDatums.TAXATIE')).toBe('Belangrijke datum › Taxatiedatum');
    expect(auditFieldLabel('nieuwSoort[4].veldX')).toBe('nieuwSoort › veldX');
    expect(auditFieldLabel('onbekend')).toBe('onbekend');
  });
});

describe('audit values', () => {
  it('gives the Dutch names of workload statuses, phases, steps and dossier statuses', () => {
    expect(auditValue('workloadStatus', 'UITGEZET')).toBe('Uitgezet');
    expect(auditValue('workloadStatus', 'BEHANDELING')).toBe('In behandeling');
    expect(auditValue('fase', 'HYPOTHEEKAANBOD')).toBe('Hypotheekaanbod');
    expect(auditValue('stap', 'PASSEEROPDRACHT')).toBe('Passeeropdracht naar notaris');
    expect(auditValue('status', 'BEEINDIGD')).toBe('Beëindigd');
    expect(auditValue('subStatus', 'WACHT_OP_KLANT')).toBe('Wacht op klant');
    expect(auditValue('prioriteit', 'HOOG')).toBe('Hoog');
    expect(auditValue('leningType', 'SERVICING')).toBe('In beheer');
  });

  it('reads a step that two phases share, and an unlisted code of a part, as words', () => {
    expect(auditValue('stap', 'UITGEBRACHT')).toBe('Uitgebracht');
    expect(auditValue('kyc[3].status', 'NIET_GECONTROLEERD')).toBe('Niet gecontroleerd');
    expect(auditValue('opschoning', 'GEPLAND')).toBe('Gepland');
  });

  it('shows the name the server found for an id, else the value itself', () => {
    expect(auditValue('workloadGebruikerId', '18', 'J. Jansen')).toBe('J. Jansen');
    expect(auditValue('kantoorId', '999', null)).toBe('999');
  });

  it('shows booleans as Ja/Nee and moments as Dutch dates', () => {
    expect(auditValue('gearchiveerd', 'true')).toBe('Ja');
    expect(auditValue('hypotheekGevers[1].overleden', 'false')).toBe('Nee');
    expect(auditValue('boInfo[3].volledigOntvangenOp', '2026-05-31T12:05:00.000Z')).toBe(formatDateTime('2026-05-31T12:05:00.000Z'));
    expect(auditValue('boInfo[3].volledigOntvangenOp', '2026-05-31T12:05:00.000Z')).toMatch(/^31-05-2026 \d\d:05$/);
    expect(auditValue('belangrijkeDatums.TAXATIE', '2026-05-31')).toBe('31-05-2026');
  });

  it('leaves free text, a kenmerk and no value as they are', () => {
    expect(auditValue('hypotheekGevers[1].telefoonNummer', '0612345678')).toBe('0612345678');
    expect(auditValue('object[2].soort', 'Woonhuis met tuin')).toBe('Woonhuis met tuin');
    expect(auditValue('offerteNr', 'ABN04795872')).toBe('ABN04795872');
    expect(auditValue('status', null)).toBeNull();
  });

  it('names the lines of HDN messages and finds the message they are about (docs/hdn.md)', () => {
    expect(auditFieldLabel('hdnBerichten[412].ontvangen')).toBe('HDN-bericht › Ontvangen');
    expect(auditFieldLabel('hdnBerichten[413].verzonden')).toBe('HDN-bericht › Verzonden');
    expect(auditValue('hdnBerichten[412].ontvangen', 'SX – Status 22: Renteaanbod verzonden')).toBe('SX – Status 22: Renteaanbod verzonden');
    expect(hdnMessageOf('hdnBerichten[412].ontvangen')).toBe(412);
    expect(hdnMessageOf('hypotheekGevers[12].bsn')).toBeNull();
  });
});
