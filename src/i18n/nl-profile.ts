import { PROFIEL_LABELS } from '../../contract/profile-labels';

/** Dutch texts of the own profile page /profile (docs/profile.md). */
export const nlProfile = {
  profiel: {
    title: 'Profiel',
    gegevens: 'Gegevens',
    gegevensIntro: 'Naam, e-mailadres en rechten worden beheerd door Beheer. Neem contact op met een beheerder om ze te laten wijzigen.',
    naam: 'Naam',
    gebruikersnaam: 'Gebruikersnaam',
    email: 'E-mailadres',
    soort: 'Soort gebruiker',
    rollen: 'Rollen',
    teams: 'Teams',
    organisaties: 'Organisaties',
    kantoor: 'Kantoor',
    geldverstrekker: 'Geldverstrekker',
    geen: 'Geen',
    contact: 'Contactgegevens',
    telefoonnummer: PROFIEL_LABELS.telefoonnummer,
    mobielnummer: PROFIEL_LABELS.mobielnummer,
    save: 'Opslaan',
    saved: 'Uw contactgegevens zijn opgeslagen.',
    foto: 'Profielfoto',
    fotoIntro: 'Een jpeg- of png-afbeelding van maximaal 2 mb. Alleen u ziet de foto, rechtsboven in het scherm.',
    fotoAlt: 'Profielfoto van %{naam}',
    fotoSaved: 'Uw profielfoto is opgeslagen.',
    fotoRemove: 'Foto verwijderen',
    fotoRemoved: 'Uw profielfoto is verwijderd.',
    geenFoto: 'U heeft nog geen profielfoto; rechtsboven staan uw initialen.',
    loadFailed: 'Uw profiel kan niet worden geladen. Probeer het later opnieuw.',
  },
};
