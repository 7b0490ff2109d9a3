/** Dutch texts of Beheer › Berichttemplates and Beheer › Referentielijsten (issue 3). */
export const nlTemplates = {
  berichtTemplates: {
    mergeField: 'Samenvoegveld invoegen',
    mergeFieldsLoading: 'Samenvoegvelden laden…',
    preview: {
      title: 'Voorbeeld met dossiergegevens',
      intro: 'Vul een dossiernummer in om het opgeslagen template gevuld met de gegevens van dat dossier te zien.',
      dossier: 'Dossiernummer',
      show: 'Voorbeeld tonen',
      subject: 'Onderwerp',
      notFound: 'Dossier %{id} is niet gevonden of u heeft er geen toegang toe.',
      failed: 'Het voorbeeld kon niet worden gemaakt. Probeer het opnieuw.',
    },
  },
} as const;
