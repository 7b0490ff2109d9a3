import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FIGURES, LEAD_TIME_FIGURES } from '../../../contract/insight/figures';
import { nlInsight } from '../../../src/i18n/nl-insight';

const doc = fs.readFileSync('docs/insight.md', 'utf8');

describe('every tooltip says how its figure is computed, the same text as docs/insight.md', () => {
  const texts = [
    ...Object.values(DASHBOARD_FIGURES).flatMap((figures) => Object.values(figures).map((f) => f.uitleg)),
    ...Object.values(LEAD_TIME_FIGURES).map((f) => f.uitleg),
    ...Object.values(nlInsight.insight.loyalty.explain),
  ];
  it.each(texts)('%s', (text) => {
    expect(doc).toContain(text);
  });
});
