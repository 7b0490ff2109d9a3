/** Dutch texts of Beheer › Berichttemplates and Beheer › Referentielijsten (issue 3). */
export const nlTemplates = {
  berichtTemplates: {
    mergeField: 'Samenvoegveld invoegen',
    mergeFieldsLoading: 'Samenvoegvelden laden…',
    preview: {
      title: 'Voorbeeld',
      intro: 'Bekijk het opgeslagen template gevuld met een verzonnen voorbeelddossier, of vul een dossiernummer in om het met de gegevens van dat dossier te zien.',
      introExample: 'Bekijk het opgeslagen template gevuld met een verzonnen voorbeelddossier. Echte klantgegevens worden hier niet getoond.',
      example: 'Voorbeeld met voorbeelddossier',
      dossier: 'Dossiernummer',
      show: 'Voorbeeld tonen',
      subject: 'Onderwerp',
      notFound: 'Dossier %{id} is niet gevonden of u heeft er geen toegang toe.',
      failed: 'Het voorbeeld kon niet worden gemaakt. Probeer het opnieuw.',
    },
  },
} as const;
