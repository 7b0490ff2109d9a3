import { describe, expect, it } from 'vitest';
import { applicantsLine, dossierReference, type HeaderSource } from '../../../src/pages/dossiers/dossierFormat';

const TITLES = { dhr: 'Dhr.', mevr: 'Mevr.' };
const person = (geslacht: string | null, voorLetters: string, achterNaam: string, tussenVoegsels: string | null = null) => ({
  partijNawData: { geslacht, voorLetters, tussenVoegsels, achterNaam },
});
const dossier = (extra: Partial<HeaderSource> = {}): HeaderSource => ({
  btl: false,
  aanleverenViaHdnjn: 1,
  offerteNr: 'RABO-2026-000123',
  offerteData: [],
  hypotheekGevers: [],
  contractanten: [],
  ...extra,
});

describe('dossier header reference', () => {
  it('takes the kenmerk of the last offer, by sequence number rather than list order', () => {
    const offers = [
      { volgnummer: 2, kenmerk: 'RABO00000002' },
      { volgnummer: 1, kenmerk: 'RABO00000001' },
    ];
    expect(dossierReference(dossier({ offerteData: offers }))).toBe('RABO00000002');
  });

  it('falls back to the offer number without offers, or when the last offer has no kenmerk, and to nothing', () => {
    expect(dossierReference(dossier())).toBe('RABO-2026-000123');
    expect(dossierReference(dossier({ offerteData: [{ volgnummer: 1, kenmerk: null }] }))).toBe('RABO-2026-000123');
    expect(dossierReference(dossier({ offerteNr: null }))).toBe('');
  });
});

describe('dossier header names', () => {
  it('titles a couple Dhr. and Mevr. by geslacht, with initials, prefix and surname, joined by " & "', () => {
    const couple = dossier({ hypotheekGevers: [person('M mannelijk', 'B.S.', 'Aalbers'), person('V vrouwelijk', 'J.', 'Vries', 'de')] });
    expect(applicantsLine(couple, TITLES)).toBe('Dhr. B.S. Aalbers & Mevr. J. de Vries');
  });

  it('shows at most two applicants, and Mevr. when geslacht is unknown', () => {
    const three = dossier({ hypotheekGevers: [person(null, 'A.', 'Een'), person('M mannelijk', 'B.', 'Twee'), person('M mannelijk', 'C.', 'Drie')] });
    expect(applicantsLine(three, TITLES)).toBe('Mevr. A. Een & Dhr. B. Twee');
  });

  it('names the contractors of a BTL dossier not delivered via HDN: company name, else first, prefix and surname', () => {
    const btl = dossier({
      btl: true,
      aanleverenViaHdnjn: 0,
      hypotheekGevers: [person('M mannelijk', 'P.', 'Smit')],
      contractanten: [
        { firstName: 'Pieter', familyNamePrefix: 'van', familyName: 'Dijk', name: null },
        { firstName: null, familyNamePrefix: null, familyName: null, name: 'Vastgoed Dijk B.V.' },
      ],
    });
    expect(applicantsLine(btl, TITLES)).toBe('Pieter van Dijk & Vastgoed Dijk B.V.');
  });

  it('names the applicants of a BTL dossier delivered via HDN, and of one without contractors yet', () => {
    const contractanten = [{ firstName: 'Pieter', familyNamePrefix: null, familyName: 'Dijk', name: null }];
    const applicants = [person('M mannelijk', 'P.', 'Smit')];
    expect(applicantsLine(dossier({ btl: true, aanleverenViaHdnjn: 1, hypotheekGevers: applicants, contractanten }), TITLES)).toBe('Dhr. P. Smit');
    expect(applicantsLine(dossier({ btl: true, aanleverenViaHdnjn: 0, hypotheekGevers: applicants }), TITLES)).toBe('Dhr. P. Smit');
  });
});
