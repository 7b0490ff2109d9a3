/** Dutch texts of Aanvraag (docs/applications.md). */
export const nlAppeals = {
  appeals: {
    title: 'Nieuwe aanvraag',
    intro: 'Voer een hypotheekaanvraag in die niet via HDN binnenkomt. Het dossier start in de fase Aanvraag, stap "Aanvraag ontvangen", en opent direct.',
    dossier: 'Dossier',
    geldverstrekker: 'Geldverstrekker',
    kantoor: 'Kantoor',
    adviseur: 'Adviseur',
    geenAdviseur: 'Geen adviseur',
    eigenKantoor: 'Uw kantoor',
    aanvrager: 'Aanvrager %{n}',
    tweedeToevoegen: 'Tweede aanvrager toevoegen',
    tweedeVerwijderen: 'Tweede aanvrager verwijderen',
    submit: 'Aanvraag aanmaken',
    created: 'Dossier %{id} is aangemaakt.',
  },
};
