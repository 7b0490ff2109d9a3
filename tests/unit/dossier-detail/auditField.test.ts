import { describe, expect, it } from 'vitest';
import { auditFieldLabel } from '../../../src/pages/dossier-detail/audit/auditField';

describe('audit field labels', () => {
  it('names the dossier fields in Dutch', () => {
    expect(auditFieldLabel('status')).toBe('Status');
    expect(auditFieldLabel('workloadStatus')).toBe('Werkvoorraad');
    expect(auditFieldLabel('dossier.labels')).toBe('Labels');
  });

  it('names a sub-entity by kind and number, then its field, nested kinds in order', () => {
    expect(auditFieldLabel('hypotheekGevers[12].bsn')).toBe('Hypotheekgever 12 › BSN');
    expect(auditFieldLabel('object[7].kadaster[2].perceelnummer')).toBe('Object 7 › Kadaster 2 › Perceelnummer');
    expect(auditFieldLabel('opmerkingen[5].tekst')).toBe('Opmerking 5 › Tekst');
    expect(auditFieldLabel('boInfo[3].volledigOntvangenOp')).toBe('Back-office-informatie 3 › Volledig ontvangen op');
    expect(auditFieldLabel('berichten[9].template')).toBe('Bericht 9 › Berichttemplate');
  });

  it('names text lines and important dates, and leaves what it does not know as written', () => {
    expect(auditFieldLabel('tekstregels.3')).toBe('Tekstregel 3');
    expect(auditFieldLabel('belangrijkeDatums.TAXATIE')).toBe('Belangrijke datum › Taxatiedatum');
    expect(auditFieldLabel('nieuwSoort[4].veldX')).toBe('nieuwSoort 4 › veldX');
    expect(auditFieldLabel('onbekend')).toBe('onbekend');
  });
});
