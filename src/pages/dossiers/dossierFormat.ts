import type { DossierProjection, DossierRow } from '../../dataProvider/dossiers';
import { personName } from '../../../contract/names';
import { FASES, STAPPEN, DOSSIER_STATUSES, type Fase } from '../../../contract/dossier';

/** Display helpers shared by the lists, the quick search and the dossier header. */

export const faseName = (fase: string) => FASES.find((f) => f.id === fase)?.name ?? fase;
export const stapName = (fase: string, stap: string) => STAPPEN[fase as Fase]?.find((s) => s.id === stap)?.name ?? stap;
export const dossierStatusName = (status: string) => DOSSIER_STATUSES.find((s) => s.id === status)?.name ?? status;

/**
 * Whole euros as nl-NL writes them ('€ 250.000', '€ -1.500'), by hand: the browser's first currency
 * Intl.NumberFormat loads its currency data for 25–45 ms, on the way to the lists' first row (issue #9).
 */
export const formatEuro = (value: number | null) => {
  if (value === null || value === undefined) return '';
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, '.');
  return `€\u00a0${value < 0 ? '-' : ''}${digits}`;
};

/** Where a dossier opens: CDS and BTL dossiers under their own area (docs/api-dossiers.md, Header). */
export const dossierPath = (dossier: Pick<DossierProjection, 'id' | 'cds' | 'btl'>) =>
  `/${dossier.cds ? 'cds' : dossier.btl ? 'btl' : 'dossiers'}/${dossier.id}`;

/** What the dossier header reads (GET /dossiers/{id}); the lists' row has no offers or contractors. */
export interface HeaderSource extends Pick<DossierRow, 'btl' | 'aanleverenViaHdnjn' | 'offerteNr'> {
  offerteData: { volgnummer: number; kenmerk: string | null }[];
  hypotheekGevers: { partijNawData: { geslacht: string | null; voorLetters: string | null; tussenVoegsels: string | null; achterNaam: string } }[];
  contractanten: { firstName: string | null; familyNamePrefix: string | null; familyName: string | null; name: string | null }[];
}

/** The reference after the dossier number: the kenmerk of the last offer, else the offer number (spec 000 §2). */
export const dossierReference = (dossier: Pick<HeaderSource, 'offerteData' | 'offerteNr'>) => {
  const last = dossier.offerteData.reduce<HeaderSource['offerteData'][number] | null>((a, b) => (a && a.volgnummer > b.volgnummer ? a : b), null);
  return last?.kenmerk ?? dossier.offerteNr ?? '';
};

/** A contractor by company name, else "first prefix surname" (as the server's name columns). */
const contractorName = (c: HeaderSource['contractanten'][number]) => c.name ?? [c.firstName, c.familyNamePrefix, c.familyName].filter(Boolean).join(' ');

/**
 * Up to two applicants as "Dhr. B.S. Aalbers & Mevr. J. de Vries" (spec 000 §2: Dhr. when geslacht
 * contains 'mannelijk'); a BTL dossier not delivered through HDN names its contractors joined with
 * ' & ' instead. Such a dossier without contractors yet still names its applicants.
 */
export const applicantsLine = (dossier: HeaderSource, titles: { dhr: string; mevr: string }) => {
  if (dossier.btl && dossier.aanleverenViaHdnjn !== 1 && dossier.contractanten.length > 0) return dossier.contractanten.map(contractorName).join(' & ');
  return dossier.hypotheekGevers
    .slice(0, 2)
    .map(({ partijNawData: naw }) => [naw.geslacht?.includes('mannelijk') ? titles.dhr : titles.mevr, personName(naw)].join(' '))
    .join(' & ');
};

export const officeLine = (dossier: Pick<DossierRow, 'kantoor'>) => [dossier.kantoor?.bedrijfsNaam, dossier.kantoor?.plaatsNaam].filter(Boolean).join(', ');
