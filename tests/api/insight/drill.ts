import { expect } from 'vitest';
import type { DashboardAnswer, Drill, LeadTimesAnswer } from '../../../contract/insight/answers';
import type { Caller } from '../helpers';

export const query = (params: Record<string, string | number | string[] | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value ?? []].flat()) search.append(key, String(v));
  return search.toString();
};

/** The total of the dossier list a figure opens, as the list answers it. */
export async function listTotal(caller: Caller, drill: Drill) {
  const path = drill.lijst === 'cds' ? '/api/v1/cds/dossiers' : '/api/v1/dossiers';
  const res = await caller.get(`${path}?${query({ ...drill.query, size: '1' })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.totalElements as number;
}

/** Every count of a dashboard equals the total of the list it opens: the figures and each bar of each chart. */
export async function expectDrillsMatch(caller: Caller, answer: DashboardAnswer) {
  let checked = 0;
  for (const k of answer.kengetallen) {
    if (!k.filter || k.eenheid !== 'aantal' || k.waarde === null) continue;
    expect(await listTotal(caller, k.filter), `${answer.dashboard}.${k.id}`).toBe(k.waarde);
    checked++;
  }
  for (const g of answer.grafieken) {
    if (g.eenheid !== 'aantal') continue;
    for (const p of g.punten) {
      for (const [i, filter] of p.filters.entries()) {
        if (!filter) continue;
        expect(await listTotal(caller, filter), `${answer.dashboard}.${g.id}[${p.label}, ${g.reeksen[i].label}]`).toBe(p.waarden[i]);
        checked++;
      }
    }
  }
  return checked;
}

/** The lead-time rows' running counts equal the lists they open. */
export async function expectLeadTimeDrillsMatch(caller: Caller, answer: LeadTimesAnswer) {
  for (const r of answer.rijen) {
    expect(await listTotal(caller, r.filterLopend), `${r.label} nu in stap`).toBe(r.nuLopend);
    if (r.filterBovenNorm) expect(await listTotal(caller, r.filterBovenNorm), `${r.label} nu boven norm`).toBe(r.nuBovenNorm);
  }
}
