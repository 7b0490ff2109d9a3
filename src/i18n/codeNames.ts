import { OPSCHONING_REDEN_NAMEN, OPSCHONING_STATUSES } from '../../contract/cleanup';
import { DOSSIER_STATUSES, FASES, GESLACHTEN, KANTOOR_TYPES, LENING_TYPES, PRIORITEITEN, REGIOS, STAPPEN, SUB_STATUSES } from '../../contract/dossier';
import { LOG_RICHTING_LABELS, LOG_SOORT_LABELS, LOG_STATUS_LABELS } from '../../contract/log-codes';
import { TRACE_OUTCOME_LABELS } from '../../contract/trace-codes';
import { WORKLOAD_STATUSES } from '../../contract/workload';

type CodeList = readonly { id: string; name: string }[];
const byCode = (list: CodeList) => Object.fromEntries(list.map((item) => [item.id, item.name]));

/**
 * A step code may recur in another phase under another name (UITGEBRACHT is 'Renteaanbod
 * uitgebracht' or 'Hypotheekaanbod uitgebracht'): such a code, seen without its phase, reads as words.
 */
const stepNames = () => {
  const steps: CodeList = Object.values(STAPPEN).flat();
  return byCode(steps.filter((step) => steps.filter((other) => other.id === step.id).length === 1));
};

/** Dutch names of the codes the API carries, by kind of code. */
const NAMES: Record<string, Record<string, string>> = {
  workloadStatus: byCode(WORKLOAD_STATUSES),
  dossierStatus: byCode(DOSSIER_STATUSES),
  subStatus: byCode(SUB_STATUSES),
  prioriteit: byCode(PRIORITEITEN),
  fase: byCode(FASES),
  stap: stepNames(),
  leningType: byCode(LENING_TYPES),
  geslacht: byCode(GESLACHTEN),
  opschoningStatus: byCode(OPSCHONING_STATUSES),
  opschoningReden: byCode(OPSCHONING_REDEN_NAMEN),
  fiscaalRegime: { BOX1: 'Box 1', BOX2: 'Box 2', BOX3: 'Box 3' },
  regio: byCode(REGIOS),
  kantoorType: byCode(KANTOOR_TYPES),
  logStatus: LOG_STATUS_LABELS,
  logSoort: LOG_SOORT_LABELS,
  logRichting: LOG_RICHTING_LABELS,
  traceOutcome: TRACE_OUTCOME_LABELS,
  woningtype: {
    EENGEZINSWONING: 'Eengezinswoning',
    APPARTEMENT: 'Appartement',
    TWEE_ONDER_EEN_KAP: 'Twee-onder-een-kapwoning',
    VRIJSTAAND: 'Vrijstaande woning',
    VRIJSTAANDE_WONING: 'Vrijstaande woning',
    HOEKWONING: 'Hoekwoning',
    TUSSENWONING: 'Tussenwoning',
    WOONBOERDERIJ: 'Woonboerderij',
    WOONWAGEN_WOONBOOT: 'Woonboot',
  },
};

/** 'TWEE_ONDER_EEN_KAP' → 'Twee onder een kap': a code without a Dutch name still reads as words. */
const humanise = (code: string) => {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The one way a code reaches the screen (issue #18): its Dutch name, or the code as words; never
 * the raw upper-case code.
 */
export const codeName = (kind: string, code: string | null | undefined) => (code ? (NAMES[kind]?.[code] ?? humanise(code)) : '');
