/** Dutch labels of an information item's fields; free of zod so the initial texts can use them. */
export const INFORMATION_LABELS: Record<string, string> = {
  typeId: 'Soort',
  titel: 'Titel',
  samenvatting: 'Samenvatting',
  body: 'Tekst',
  publicatieDatum: 'Publicatiedatum',
  vervalDatum: 'Vervaldatum',
  active: 'Actief',
  id: 'Id',
  version: 'Versie',
  pdf: 'PDF',
};
