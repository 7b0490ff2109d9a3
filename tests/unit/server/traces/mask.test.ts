import { describe, expect, it } from 'vitest';
import { MASK } from '../../../../contract/trace-codes';
import { isBsn, mask, maskTarget } from '../../../../server/services/traces/mask';

/** What the trace recorder keeps of a request or answer (docs/traces.md). */
describe('mask', () => {
  it('masks values under keys that name a secret, whatever their nesting', () => {
    expect(mask({ user: 'relay', pass: 'geheim', nested: [{ Authorization: 'Bearer abc', apiKey: 'k', clientSecret: 's', resetToken: 't', bsn: '123456782', naam: 'Jansen' }] })).toEqual({
      user: 'relay',
      pass: MASK,
      nested: [{ Authorization: MASK, apiKey: MASK, clientSecret: MASK, resetToken: MASK, bsn: MASK, naam: 'Jansen' }],
    });
  });

  it('masks the values the caller names, a URL’s password, long tokens and BSNs in any text', () => {
    const token = 'aB3_dE5-gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5hJ7k';
    expect(mask(`Uw code is 482913. Link https://x.nl/reset/${token}`, ['482913'])).toBe(`Uw code is ${MASK}. Link https://x.nl/reset/${MASK}`);
    expect(maskTarget('smtp://relay:Geheim-1@smtp.example.nl:587')).toBe(`smtp://relay:${MASK}@smtp.example.nl:587`);
    expect(mask('BSN 111222334 en 123456782; telefoon 0612345678; rekening NL91ABNA0417164300')).toBe(`BSN 111222334 en ${MASK}; telefoon 0612345678; rekening NL91ABNA0417164300`);
  });

  it('keeps what is not secret and makes the rest JSON-safe', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    expect(mask({ n: 3, ok: true, none: null, at: when, bytes: Buffer.from('abc'), fn: () => 1, code: null })).toEqual({ n: 3, ok: true, none: null, at: '2026-01-02T03:04:05.000Z', bytes: '(3 bytes)', code: null });
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 20; i++) node = (node.next = {}) as Record<string, unknown>;
    expect(JSON.stringify(mask(deep))).toContain('…');
  });
});

describe('isBsn', () => {
  it('applies the eleven test', () => {
    expect(isBsn('123456782')).toBe(true);
    expect(isBsn('111222334')).toBe(false);
    expect(isBsn('000000000')).toBe(false);
    expect(isBsn('12345678')).toBe(false);
  });
});
