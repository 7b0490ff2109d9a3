/** Dutch names of the codes the API carries in free-text fields, by kind of code. */
const NAMES: Record<string, Record<string, string>> = {
  fiscaalRegime: { BOX1: 'Box 1', BOX2: 'Box 2', BOX3: 'Box 3' },
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
