/** Dutch texts of an office's invoices (docs/invoices.md). */
export const nlInvoices = {
  invoices: {
    title: 'Facturen',
    intro:
      'De maandfacturen van de backoffice aan uw kantoor. Elke factuur rekent de vergoedingen voor de dossiers die in die maand zijn gepasseerd. Kies een factuur om de pdf te openen.',
    empty: 'Er zijn nog geen facturen voor uw kantoor.',
    columns: {
      nummer: 'Factuurnummer',
      periode: 'Periode',
      factuurDatum: 'Factuurdatum',
      regels: 'Regels',
      exclBtw: 'Bedrag excl. btw',
      btw: 'Btw',
      inclBtw: 'Bedrag incl. btw',
    },
    open: 'Factuur %{nummer} openen',
  },
};
