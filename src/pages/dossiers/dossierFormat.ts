import type { DossierProjection, DossierRow } from '../../dataProvider/dossiers';
import { personName } from '../../i18n/names';
import { FASES, STAPPEN, DOSSIER_STATUSES, type Fase } from '../../schema/dossier';

/** Display helpers shared by the lists, the quick search and the dossier header. */

export const faseName = (fase: string) => FASES.find((f) => f.id === fase)?.name ?? fase;
export const stapName = (fase: string, stap: string) => STAPPEN[fase as Fase]?.find((s) => s.id === stap)?.name ?? stap;
export const dossierStatusName = (status: string) => DOSSIER_STATUSES.find((s) => s.id === status)?.name ?? status;

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
export const formatEuro = (value: number | null) => (value === null || value === undefined ? '' : EURO.format(value));

/** Where a dossier opens: CDS and BTL dossiers under their own area (docs/api-dossiers.md, Header). */
export const dossierPath = (dossier: Pick<DossierProjection, 'id' | 'cds' | 'btl'>) =>
  `/${dossier.cds ? 'cds' : dossier.btl ? 'btl' : 'dossiers'}/${dossier.id}`;

/** `{kenmerk ?? offerteNr}`, the reference the header shows after the dossier number. */
export const dossierReference = (dossier: Pick<DossierRow, 'kenmerk' | 'offerteNr'>) => dossier.kenmerk ?? dossier.offerteNr ?? '';

/**
 * Up to two applicants as "Dhr. B.S. Aalbers & Mevr. J. de Vries" (spec 000 §2); a BTL dossier
 * not delivered through HDN names its contractors, which `naamHypotheekGever` already holds.
 */
export const applicantsLine = (dossier: Pick<DossierRow, 'btl' | 'aanleverenViaHdnjn' | 'hypotheekGevers' | 'naamHypotheekGever'>, titles: { dhr: string; mevr: string }) => {
  if (dossier.btl && dossier.aanleverenViaHdnjn === 0) return dossier.naamHypotheekGever ?? '';
  return dossier.hypotheekGevers
    .slice(0, 2)
    .map(({ partijNawData: naw }) => [naw.geslacht?.includes('mannelijk') ? titles.dhr : titles.mevr, personName(naw)].join(' '))
    .join(' & ');
};

export const officeLine = (dossier: Pick<DossierRow, 'kantoor'>) => [dossier.kantoor?.bedrijfsNaam, dossier.kantoor?.plaatsNaam].filter(Boolean).join(', ');
