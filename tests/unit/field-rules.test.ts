import { describe, expect, it } from 'vitest';
import { isValidIban, LET_OP, normalDate, normalPostcode, optionalIban, parseAmount, PATTERNS, requiredPostcode } from '../../contract/field-rules';
import { optionalShape, requiredShape, SHAPES } from '../../contract/rules';
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

describe('values of a fixed shape (contract/rules.ts SHAPES)', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

  it('asks for a required one first, then for its shape, and trims it', () => {
    const kvk = requiredShape('kvk');
    expect(messageOf(kvk.safeParse(''))).toBe('Dit veld is verplicht.');
    expect(messageOf(kvk.safeParse('1234567'))).toBe(SHAPES.kvk.message);
    expect(kvk.parse(' 12345678 ')).toBe('12345678');
  });

  it('makes an empty optional one null and checks a filled one', () => {
    const phone = optionalShape('phone');
    expect(phone.parse('')).toBeNull();
    expect(phone.parse(undefined)).toBeNull();
    expect(phone.parse('+31201234567')).toBe('+31201234567');
    expect(messageOf(phone.safeParse('020-1234567'))).toBe(LET_OP.phone);
  });

  it('accepts the example each shape carries, and answers one message for a wrong IBAN or postcode', () => {
    for (const shape of Object.keys(SHAPES) as (keyof typeof SHAPES)[]) expect(requiredShape(shape).safeParse(SHAPES[shape].example).success, shape).toBe(true);
    expect(optionalIban().safeParse('NL91 ABNA 0417 1643 01').error?.issues.map((i) => i.message)).toEqual([LET_OP.iban]);
    expect(optionalIban().safeParse('geen iban').error?.issues.map((i) => i.message)).toEqual([LET_OP.iban]);
    expect(requiredPostcode().safeParse('').error?.issues.map((i) => i.message)).toEqual(['Dit veld is verplicht.']);
    expect(requiredPostcode().parse(' 1234 ab ')).toBe('1234AB');
  });
});
