import type { MergeFieldCode } from '../../../contract/merge-fields';

const today = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * A fictitious dossier to preview a template with (issue #18, defect 7): Beheer writes templates
 * but may see no dossier, and a preview must never show a real customer to someone without the
 * rights to that dossier. Every merge field has a value here, so each one visibly fills.
 */
export const exampleMergeValues = (senderName: string): Record<MergeFieldCode, string> => ({
  'dossier.nummer': '100234',
  'dossier.offertenummer': 'OF-2026-004512',
  'dossier.kenmerk': 'HYP-88231',
  'dossier.fase': 'Hypotheekaanbod',
  'dossier.stap': 'Hypotheekaanbod uitgebracht',
  'dossier.geldigTot': '31-03-2027',
  'dossier.ontvangenOp': '12-01-2027',
  'dossier.passeerdatum': '15-04-2027',
  'aanvrager.naam': 'de heer J. de Vries',
  'aanvrager.aanhef': 'Geachte heer De Vries',
  'aanvrager.adres': 'Voorbeeldstraat 12',
  'aanvrager.postcodePlaats': '3511 AB Utrecht',
  'aanvrager.email': 'j.devries@voorbeeld.nl',
  'partner.naam': 'mevrouw A. Jansen',
  'aanvragers.namen': 'J. de Vries en A. Jansen',
  'contractanten.namen': 'Voorbeeld Vastgoed B.V.',
  'portefeuille.aantalObjecten': '3',
  'portefeuille.huurPerMaand': '€ 3.450,00',
  'hypotheek.hoofdsom': '€ 385.000,00',
  'hypotheek.nhg': 'nee',
  'hypotheek.ingangsdatum': '15-04-2027',
  'object.adres': 'Nieuwe Gracht 8',
  'object.postcodePlaats': '3512 LS Utrecht',
  'object.koopsom': '€ 410.000,00',
  'object.marktwaarde': '€ 415.000,00',
  'adviseur.naam': 'M. Bakker',
  'kantoor.naam': 'Voorbeeld Hypotheekadvies',
  'kantoor.plaats': 'Utrecht',
  'geldverstrekker.naam': 'Voorbeeldbank Hypotheken',
  'notaris.kantoor': 'Notariskantoor Voorbeeld',
  'medewerker.naam': senderName,
  'datum.vandaag': today.format(new Date()),
});
