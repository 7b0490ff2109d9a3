/**
 * The name columns a dossier row keeps of its applicants (or, for a BTL dossier that did not come
 * in through HDN, of its contractors), so lists sort and search without reading other tables.
 * Every write of applicants or contractors recomputes them with this function.
 */
export interface ApplicantName {
  voorLetters: string;
  tussenVoegsels: string | null;
  achterNaam: string;
  postcode?: string | null;
}

export interface ContractorName {
  firstName: string | null;
  familyNamePrefix: string | null;
  familyName: string | null;
  name: string | null;
}

export interface DossierNames {
  naamHypotheekGever: string;
  sorteerNaam: string;
  zoekNaam: string;
  zoekPostcodes: string;
}

const joinWords = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' ');

/** Lower case without spaces: how the name filters compare ('Van der Berg' and 'vanderberg' match). */
export const searchForm = (text: string) => text.toLowerCase().replace(/\s+/g, '');

export function dossierNames(
  applicants: readonly ApplicantName[],
  contractors: readonly ContractorName[] = [],
  useContractors = false,
): DossierNames {
  // The search vector finds a dossier by any applicant's postcode (docs/search.md), whoever the list names.
  const zoekPostcodes = [...new Set(applicants.map((a) => a.postcode).filter((p): p is string => !!p))].sort().join(' ');
  if (useContractors && contractors.length > 0) {
    const names = contractors.map((c) => c.name ?? joinWords(c.firstName, c.familyNamePrefix, c.familyName));
    const first = contractors[0];
    return {
      naamHypotheekGever: names.join(' & '),
      sorteerNaam: (first.name ?? joinWords(first.familyName, first.firstName)).toLowerCase(),
      zoekNaam: contractors.map((c) => searchForm(c.name ?? joinWords(c.familyNamePrefix, c.familyName))).join('/'),
      zoekPostcodes,
    };
  }
  // The spec's header shows at most two applicants; a dossier rarely has more.
  const shown = applicants.slice(0, 2);
  const first = applicants[0];
  return {
    naamHypotheekGever: shown.map((a) => joinWords(a.voorLetters, a.tussenVoegsels, a.achterNaam)).join(' & '),
    // Dutch lists sort on the surname without its prefix: 'de Vries' under V.
    sorteerNaam: first ? joinWords(first.achterNaam, first.voorLetters, first.tussenVoegsels).toLowerCase() : '',
    zoekNaam: applicants.map((a) => searchForm(joinWords(a.tussenVoegsels, a.achterNaam))).join('/'),
    zoekPostcodes,
  };
}
