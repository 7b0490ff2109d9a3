/**
 * The merge fields of the message templates (/rs/mergeveldens, /rs/mergeveldens/btl): a code
 * written in a template body as {{code}}, filled from a dossier by the server
 * (server/services/bericht-templates/populate.ts). Each code has a resolver there, so the list is
 * code, not an editable table: a field nothing fills would stay empty in every letter.
 */
export interface MergeField {
  /** The code between the braces, e.g. dossier.nummer. */
  id: string;
  omschrijving: string;
  groep: string;
  /** Offered for residential (particulier) templates, for BTL templates, or both. */
  voor: 'beide' | 'particulier' | 'btl';
}

const field = (id: string, omschrijving: string, groep: string, voor: MergeField['voor'] = 'beide'): MergeField => ({
  id,
  omschrijving,
  groep,
  voor,
});

export const MERGE_FIELDS = [
  field('dossier.nummer', 'Dossiernummer', 'Dossier'),
  field('dossier.offertenummer', 'Offertenummer', 'Dossier'),
  field('dossier.kenmerk', 'Kenmerk geldverstrekker', 'Dossier'),
  field('dossier.fase', 'Fase', 'Dossier'),
  field('dossier.stap', 'Stap', 'Dossier'),
  field('dossier.geldigTot', 'Offerte geldig tot', 'Dossier'),
  field('dossier.ontvangenOp', 'Aanvraag ontvangen op', 'Dossier'),
  field('dossier.passeerdatum', 'Passeerdatum', 'Dossier'),
  field('aanvrager.naam', 'Naam aanvrager', 'Aanvrager', 'particulier'),
  field('aanvrager.aanhef', 'Aanhef aanvrager (Geachte heer/mevrouw …)', 'Aanvrager', 'particulier'),
  field('aanvrager.adres', 'Adres aanvrager', 'Aanvrager', 'particulier'),
  field('aanvrager.postcodePlaats', 'Postcode en woonplaats aanvrager', 'Aanvrager', 'particulier'),
  field('aanvrager.email', 'E-mailadres aanvrager', 'Aanvrager', 'particulier'),
  field('partner.naam', 'Naam partner', 'Aanvrager', 'particulier'),
  field('aanvragers.namen', 'Namen aanvragers', 'Aanvrager'),
  field('contractanten.namen', 'Namen contractanten', 'Buy-to-let', 'btl'),
  field('portefeuille.aantalObjecten', 'Aantal objecten in de portefeuille', 'Buy-to-let', 'btl'),
  field('portefeuille.huurPerMaand', 'Totale huur per maand', 'Buy-to-let', 'btl'),
  field('hypotheek.hoofdsom', 'Hoofdsom', 'Hypotheek'),
  field('hypotheek.nhg', 'Met NHG (ja/nee)', 'Hypotheek', 'particulier'),
  field('hypotheek.ingangsdatum', 'Ingangsdatum hypotheek', 'Hypotheek'),
  field('object.adres', 'Adres onderpand', 'Onderpand'),
  field('object.postcodePlaats', 'Postcode en plaats onderpand', 'Onderpand'),
  field('object.koopsom', 'Koopsom', 'Onderpand'),
  field('object.marktwaarde', 'Marktwaarde', 'Onderpand'),
  field('adviseur.naam', 'Naam adviseur', 'Adviseur en kantoor'),
  field('kantoor.naam', 'Naam advieskantoor', 'Adviseur en kantoor'),
  field('kantoor.plaats', 'Vestigingsplaats advieskantoor', 'Adviseur en kantoor'),
  field('geldverstrekker.naam', 'Geldverstrekker', 'Geldverstrekker'),
  field('notaris.kantoor', 'Notariskantoor', 'Notaris'),
  field('medewerker.naam', 'Naam medewerker (afzender)', 'Afzender'),
  field('datum.vandaag', 'Datum van vandaag', 'Afzender'),
] as const satisfies readonly MergeField[];

export type MergeFieldCode = (typeof MERGE_FIELDS)[number]['id'];

/** The fields offered for a residential or a BTL template. */
export const mergeFieldsFor = (btl: boolean) => MERGE_FIELDS.filter((f) => f.voor === 'beide' || f.voor === (btl ? 'btl' : 'particulier'));

/** How a merge field is written in a body. */
export const mergeTag = (code: string) => `{{${code}}}`;

/** {{ code }} with optional spaces; codes are letters and dots. */
export const MERGE_TAG_PATTERN = /\{\{\s*([a-zA-Z]+(?:\.[a-zA-Z]+)*)\s*\}\}/g;
