/** Dutch texts of the Beheer screens beyond the generic resource views (issue 3). */
export const nlBeheer = {
  beheer: {
    gebruikers: {
      linkTitle: 'Gebruiker aangemaakt',
      linkIntro:
        'Geef deze link aan de nieuwe gebruiker om een wachtwoord in te stellen. De link werkt één keer en is 7 dagen geldig; er wordt (nog) geen e-mail verstuurd.',
      copy: 'Kopiëren',
      close: 'Sluiten',
      kycTitle: 'KYC-controles',
      kycIntro: 'Mag de KYC-stappen van een dossier uitvoeren (Know Your Customer). Wordt direct opgeslagen.',
      kycYes: 'Mag KYC-controles doen',
      kycNo: 'Geen KYC-controles',
      kycOn: 'KYC-controles ingeschakeld.',
      kycOff: 'KYC-controles uitgeschakeld.',
    },
    rechten: {
      title: 'Rechten',
      choose: 'Kies een recht om te zien wie het heeft.',
      holders: 'Gebruikers met %{permission}',
      none: 'Niemand heeft dit recht.',
    },
  },
  password: {
    title: 'Wachtwoord instellen',
    rules: 'Kies een wachtwoord van minimaal 12 tekens dat niet makkelijk te raden is en niet uw gebruikersnaam bevat. Daarna wordt u overal afgemeld.',
    new: 'Nieuw wachtwoord',
    repeat: 'Herhaal wachtwoord',
    submit: 'Wachtwoord opslaan',
    mismatch: 'Let op: de twee wachtwoorden zijn niet gelijk.',
    failed: 'Het wachtwoord kon niet worden opgeslagen. Probeer het opnieuw.',
  },
} as const;
