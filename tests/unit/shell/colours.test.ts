import { describe, expect, it } from 'vitest';
import { textOn } from '../../../src/shell/colours';

describe('text colour on a chosen background', () => {
  it('takes the colour with the higher contrast', () => {
    expect(textOn('#ffeb3b')).toBe('#000');
    expect(textOn('#1565c0')).toBe('#fff');
    expect(textOn('#fff')).toBe('#000');
    expect(textOn('#000000')).toBe('#fff');
  });
  it('falls back to white for anything that is not a hex colour', () => {
    expect(textOn(null)).toBe('#fff');
    expect(textOn('rood')).toBe('#fff');
  });
});
