import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../../server/services/search/query';

describe('searchTerms (the one search, docs/search.md)', () => {
  it('makes every word a prefix term that must match', () => {
    expect(searchTerms('  Jansen  werkgeversverklaring ')).toBe('jansen:* & werkgeversverklaring:*');
  });

  it('keeps a postcode typed with a space as one word', () => {
    expect(searchTerms('1234 ab Jansen')).toBe('1234ab:* & jansen:*');
  });

  it('lets a code with digits match whole without its dashes or in its parts', () => {
    expect(searchTerms('ABN-2024-123456')).toBe('(abn2024123456:* | abn:* & 2024:* & 123456:*)');
    expect(searchTerms('4711')).toBe('4711:*');
  });

  it('takes an e-mail address as its name and its domain, each whole without dots and dashes', () => {
    expect(searchTerms('J.de-Vries@hypotheekhuis-groningen.example.nl')).toBe('jdevries:* & hypotheekhuisgroningenexamplenl:*');
    expect(searchTerms('vos@taxatie')).toBe('vos:* & taxatie:*');
  });

  it('passes only letters and digits on, so no input breaks the query syntax', () => {
    expect(searchTerms("o'brien & (x | !y):*")).toBe('o:* & brien:* & x:* & y:*');
    expect(searchTerms('Müller-Lüdenscheidt')).toBe('müller:* & lüdenscheidt:*');
    expect(searchTerms(' :*() ')).toBeNull();
  });

  it('takes the first eight words', () => {
    expect(searchTerms('a b c d e f g h i j')!.split(' & ')).toHaveLength(8);
  });
});
