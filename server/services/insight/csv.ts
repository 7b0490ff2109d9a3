import type { DashboardAnswer, LeadTimesAnswer } from '../../../contract/insight/answers';
import { DASHBOARD_FIGURES, LEAD_TIME_FIGURES, type DashboardName } from '../../../contract/insight/figures';
import { csvFile, csvNumber } from '../files/csv';

const UNIT = { aantal: 'aantal', procent: '%', euro: 'euro', werkdagen: 'werkdagen' } as const;

/**
 * A dashboard as a CSV a spreadsheet can pivot: one line per figure, part and series, with the
 * same figures the screen shows.
 */
export function dashboardCsv(answer: DashboardAnswer) {
  const texts = DASHBOARD_FIGURES[answer.dashboard as DashboardName] as Record<string, { label: string }>;
  const lines: string[][] = [];
  for (const k of answer.kengetallen) {
    lines.push([texts[k.id].label, '', answer.periode.label, csvNumber(k.waarde), UNIT[k.eenheid]]);
    if (k.vorige !== null) lines.push([texts[k.id].label, '', answer.periode.vorige.label, csvNumber(k.vorige), UNIT[k.eenheid]]);
  }
  for (const g of answer.grafieken) {
    for (const p of g.punten) g.reeksen.forEach((r, i) => lines.push([texts[g.id].label, p.label, r.label, csvNumber(p.waarden[i]), UNIT[g.eenheid]]));
  }
  return csvFile(['Cijfer', 'Onderdeel', 'Reeks', 'Waarde', 'Eenheid'], lines);
}

/** The lead times of a segment as a CSV: one line per phase and step. */
export function leadTimesCsv(answer: LeadTimesAnswer) {
  const f = LEAD_TIME_FIGURES;
  return csvFile(
    ['Fase of stap', f.aantal.label, `${f.mediaan.label} (werkdagen)`, `${f.p80.label} (werkdagen)`, `${f.p95.label} (werkdagen)`, `${f.norm.label} (werkdagen)`, `${f.binnenNorm.label} (%)`, f.nuLopend.label, f.nuBovenNorm.label],
    answer.rijen.map((r) => [r.label, csvNumber(r.aantal), csvNumber(r.mediaan), csvNumber(r.p80), csvNumber(r.p95), csvNumber(r.norm), csvNumber(r.binnenNorm), csvNumber(r.nuLopend), csvNumber(r.nuBovenNorm)]),
  );
}
