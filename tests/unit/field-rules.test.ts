import { describe, expect, it } from 'vitest';
import { isValidIban, LET_OP, normalDate, normalPostcode, parseAmount, PATTERNS } from '../../contract/field-rules';
import { partijNawSchema } from '../../contract/dossier-forms';

describe('field rules (spec 000 §5)', () => {
  it('checks IBANs by mod-97', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
  });

  it('normalises Dutch postcodes and refuses the ones never issued', () => {
    expect(normalPostcode('1234 ab')).toBe('1234AB');
    expect(normalPostcode('0123AB')).toBeNull();
    expect(normalPostcode('1234SS')).toBeNull();
    expect(normalPostcode('1234A')).toBeNull();
  });

  it('takes dates as year-month-day, with the browser midnight', () => {
    expect(normalDate('2024-02-29')).toBe('2024-02-29');
    expect(normalDate('2024-02-29T00:00:00')).toBe('2024-02-29');
    expect(normalDate('2023-02-29')).toBeNull();
    expect(normalDate('29-02-2024')).toBeNull();
    expect(normalDate('2024-02-28T13:00:00')).toBeNull();
  });

  it('reads Dutch amounts', () => {
    expect(parseAmount('250.000,50')).toBe(250000.5);
    expect(parseAmount('250000')).toBe(250000);
    expect(parseAmount('1.250')).toBe(1250);
    expect(parseAmount('99.95')).toBe(99.95);
    expect(parseAmount('12,5a')).toBeNull();
  });

  it('allows Dutch names and refuses other characters', () => {
    expect(PATTERNS.lettersApostrophe.test("D'Hondt-Jansen")).toBe(true);
    expect(PATTERNS.lettersApostrophe.test('Jansen!')).toBe(false);
    expect(PATTERNS.lettersDots.test('J.P.')).toBe(true);
    expect(PATTERNS.prefix.test('van der')).toBe(true);
    expect(PATTERNS.companyName.test('Vastgoed & Co B.V.')).toBe(true);
  });

  it('gives the same Let op: message the server gives', () => {
    const result = partijNawSchema.safeParse({ geslacht: 'M mannelijk', voorLetters: 'J.', achterNaam: 'Jansen', geboorteDatum: '1980-01-01', bsn: '123456789' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([LET_OP.bsnElfproef]);
  });
});
