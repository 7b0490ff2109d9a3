import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { casePairs } from '../../../scripts/check-file-names.mjs';

describe('check-file-names', () => {
  it('finds paths that differ only in case', () => {
    expect(casePairs(['src/a/QuickSearch', 'src/a/quickSearch', 'src/b/Other'])).toEqual([['src/a/QuickSearch', 'src/a/quickSearch']]);
  });
  it('accepts distinct paths', () => {
    expect(casePairs(['src/a/QuickSearch', 'src/a/QuickSearchOutcome'])).toEqual([]);
  });
});
