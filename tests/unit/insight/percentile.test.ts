import { describe, expect, it } from 'vitest';
import { percentileOf } from '../../../server/services/insight/lead-times';
import { normFor, type Norm } from '../../../server/services/insight/norms';

describe('percentiles of business days (nearest rank)', () => {
  // 1, 2, 2, 3, 3, 3, 4, 5, 8, 13: ten stretches.
  const days = new Map([[1, 1], [2, 2], [3, 3], [4, 1], [5, 1], [8, 1], [13, 1]]);
  it('the median is the 5th value, P80 the 8th, P95 the 10th', () => {
    expect(percentileOf(days, 50)).toBe(3);
    expect(percentileOf(days, 80)).toBe(5);
    expect(percentileOf(days, 95)).toBe(13);
    expect(percentileOf(days, 100)).toBe(13);
  });
  it('of two values the median is the lower; nothing without values', () => {
    expect(percentileOf(new Map([[0, 1], [1, 1]]), 50)).toBe(0);
    expect(percentileOf(new Map([[0, 1], [1, 1]]), 80)).toBe(1);
    expect(percentileOf(new Map(), 50)).toBeNull();
  });
});

describe('the norm of a step', () => {
  const norm = (id: number, segment: string | null, geldverstrekkerId: number | null, normWerkdagen: number): Norm => ({ id, stap: 'AANVRAAG.BEOORDELEN', segment, geldverstrekkerId, normWerkdagen, signaalWerkdagen: 1 });
  const norms = [norm(1, null, null, 3), norm(2, 'VOLMACHT', null, 2), norm(3, null, 7, 5), norm(4, 'VOLMACHT', 7, 1)];
  it("takes the money provider's own before the general, the office kind's own before all kinds", () => {
    expect(normFor(norms, 'AANVRAAG.BEOORDELEN', 'NIET_VOLMACHT', null)?.normWerkdagen).toBe(3);
    expect(normFor(norms, 'AANVRAAG.BEOORDELEN', 'VOLMACHT', null)?.normWerkdagen).toBe(2);
    expect(normFor(norms, 'AANVRAAG.BEOORDELEN', 'NIET_VOLMACHT', 7)?.normWerkdagen).toBe(5);
    expect(normFor(norms, 'AANVRAAG.BEOORDELEN', 'VOLMACHT', 7)?.normWerkdagen).toBe(1);
    expect(normFor(norms, 'AANVRAAG.ONTVANGEN', 'VOLMACHT', 7)).toBeUndefined();
  });
});
