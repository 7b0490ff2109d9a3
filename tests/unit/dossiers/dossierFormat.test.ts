import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../../src/pages/dossiers/dossierFormat';

describe('formatEuro', () => {
  const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  it('writes whole euros exactly as nl-NL Intl does', () => {
    const values = [0, 5, 999, 1000, 1000.5, 999.5, 12345, 250000, 1234567.6, 987654321, 0.4, -0.4, -2.5, -1500, -250000.49];
    for (const value of values) expect(formatEuro(value)).toBe(intl.format(value));
  });

  it('leaves an unknown amount empty', () => {
    expect(formatEuro(null)).toBe('');
  });
});
