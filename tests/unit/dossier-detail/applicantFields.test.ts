import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { flattenFieldErrors, toPartijNaw } from '../../../src/pages/dossier-detail/applicants/applicantFields';

describe('applicant form', () => {
  it('maps the server field errors of partijNawData onto the flat form fields', () => {
    const error = new HttpError('BSN: Let op: dit BSN is ongeldig (elfproef).', 400, { type: 'VALIDATION', errors: { 'partijNawData.bsn': 'Let op: dit BSN is ongeldig (elfproef).', version: 'Versie ontbreekt.' } });
    const mapped = flattenFieldErrors(error) as HttpError;
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.status).toBe(400);
    expect(mapped.body.errors).toEqual({ bsn: 'Let op: dit BSN is ongeldig (elfproef).', version: 'Versie ontbreekt.' });
  });

  it('passes any other failure on unchanged (a 409 was reported already)', () => {
    const conflict = new HttpError('stale', 409, { type: 'GENERAL' });
    expect(flattenFieldErrors(conflict)).toBe(conflict);
    const plain = new Error('x');
    expect(flattenFieldErrors(plain)).toBe(plain);
  });

  it('sends only the applicant fields, leaving id and version out of partijNawData', () => {
    const naw = toPartijNaw({ id: 3, version: 2, voorLetters: 'J.', achterNaam: 'Vries', bsn: '' });
    expect(naw).not.toHaveProperty('id');
    expect(naw).not.toHaveProperty('version');
    expect(naw).toMatchObject({ voorLetters: 'J.', achterNaam: 'Vries', bsn: '' });
  });
});
