import { nlAccount } from './nl-account';
import { nlAppeals } from './nl-appeals';
import { nlBeheer } from './nl-beheer';
import { nlCleanup } from './nl-cleanup';
import { nlCovers } from './nl-covers';
import { nlDetail } from './nl-detail';
import { nlDetailForms } from './nl-detail-forms';
import { nlDesks } from './nl-desks';
import { nlDetailMortgage } from './nl-detail-mortgage';
import { nlDocuments } from './nl-documents';
import { nlDossiers } from './nl-dossiers';
import { nlFiles } from './nl-files';
import { nlInsight } from './nl-insight';
import { nlHdn } from './nl-hdn';
import { nlInvoices } from './nl-invoices';
import { nlMail } from './nl-mail';
import { nlLogs } from './nl-logs';
import { nlOffices } from './nl-offices';
import { nlProfile } from './nl-profile';
import { nlRates } from './nl-rates';
import { nlServicing } from './nl-servicing';
import { nlTasks } from './nl-tasks';
import { nlTemplates } from './nl-templates';
import { raNl, raTiptapNl } from './ra';

/** Every text of the app in Dutch, one key per text (react-admin keys under `ra`). */
export const app = {
  ...nlDossiers,
  ...nlFiles,
  ...nlProfile,
  ...nlAccount,
  ...nlBeheer,
  ...nlTemplates,
  ...nlDetail,
  ...nlDetailForms,
  ...nlDetailMortgage,
  ...nlDocuments,
  ...nlTasks,
  ...nlCleanup,
  ...nlInvoices,
  ...nlDesks,
  ...nlMail,
  ...nlOffices,
  ...nlLogs,
  ...nlRates,
  ...nlCovers,
  ...nlAppeals,
  ...nlInsight,
  ...nlHdn,
  ...nlServicing,
  title: 'Hypotheek Backoffice',
  area: {
    startpagina: 'Startpagina',
    dashboard: 'Dashboard',
    dossiers: 'Dossiers',
    cds: 'CDS Dossiers',
    appeals: 'Aanvraag',
    btl: 'BTL Dossiers',
    beheerBtl: 'BTL Dossiers in beheer',
    // The spec names the area Klantportaal and its entry Wijzigingslog: the heading says both.
    wijzigingslog: 'Wijzigingslog (Klantportaal)',
    overruledesk: 'Overrule desk',
    voorbespreekdesk: 'Voorbespreekdesk',
    adviseurs: 'Kantoren',
    facturen: 'Facturen',
    kantoor: 'Kantoor',
    tickets: 'Berichten en taken',
    berichten: 'Berichten',
    taken: 'Taken',
    hdn: 'HDN Berichten',
    workflow: 'Workflow',
    werkverdeling: 'Werkverdeling',
    opschonen: 'Opschonen',
    productvergelijker: 'Productvergelijker',
    bankgaranties: 'Bankgaranties',
    verzekeringen: 'Verzekeringen',
    extractedParties: 'Extracted Parties',
    renteTarieven: 'Rente',
    informatie: 'Informatie',
    doorlooptijden: 'Doorlooptijden',
    dashboards: 'Dashboards',
    rapportages: 'Rapportages',
    beheer: 'Beheer',
    hdnLog: 'HDN-log',
    btlLog: 'BTL-log',
    systemEvents: 'System Events',
    externeAanroepen: 'Externe aanroepen',
    loyalty: 'Loyaliteit',
    profile: 'Profiel',
    pdf: 'Document',
  },
  nav: {
    label: 'Hoofdmenu',
    toggle: 'Menu in- of uitklappen',
    preProduction: 'pre-productie',
    startpagina: 'Startpagina',
    dashboard: 'Dashboard',
    loyalty: 'Loyaliteit',
    dossiers: 'Dossiers',
    cds: 'CDS Dossiers',
    workload: { alle: 'Alle', sla: 'SLA', morgen: 'Morgen', afgehandeld: 'Afgehandeld' },
    appeals: 'Aanvraag',
    btl: 'BTL Dossiers',
    beheerBtl: 'BTL Dossiers in beheer',
    wijzigingslog: 'Wijzigingslog',
    overruledesk: 'Overrule desk',
    // A soft hyphen: the one long word may break beside the counter in the 180 px sidebar.
    voorbespreekdesk: 'Voorbespreek\u00addesk',
    kantoren: 'Kantoren',
    berichten: 'Berichten',
    taken: 'Taken',
    workflow: 'Workflow',
    werkverdeling: 'Werkverdeling',
    opschonen: 'Opschonen',
    facturen: 'Facturen',
    kantoor: 'Kantoor',
    productvergelijker: 'Productvergelijker',
    bankgaranties: 'Bankgaranties',
    verzekeringen: 'Verzekeringen',
    extractedParties: 'Extracted parties',
    hdnBerichten: 'HDN Berichten',
    rente: { group: 'Rente', assortiment: 'Assortiment', alle: 'Alle tarieven', wijzigingen: 'Wijzigingen' },
    informatie: { group: 'Informatie', aankondigingen: 'Aankondigingen', nieuwsbrieven: 'Nieuwsbrieven', kennisbank: 'Kennisbank' },
    doorlooptijden: {
      group: 'Doorlooptijden',
      volmacht: 'Volmacht',
      nietVolmacht: 'Niet-volmacht',
      verhuurhypotheken: 'Verhuurhypotheken',
    },
    dashboards: {
      group: 'Dashboards',
      aanvragen: 'Aanvragen',
      compleetDossier: 'Compleet dossier',
      werkvoorraad: 'Werkvoorraad',
      firstTimeRight: 'First time right',
      omzet: 'Omzet',
      adviseurs: 'Adviseurs',
      agenda: 'Agenda',
    },
    rapportages: 'Rapportages',
    // The entries of registry entities bring their own label (contract/registry.ts); these pages are not entities.
    beheer: {
      group: 'Beheer',
      rechten: 'Rechten',
      beveiligingslog: 'Beveiligingslog',
      uitgaandeMail: 'Uitgaande mail',
    },
    logs: { group: 'Logs', hdn: 'HDN-log', btl: 'BTL-log', systemEvents: 'System Events', externeAanroepen: 'Externe aanroepen' },
    logout: 'Uitloggen',
  },
  header: { home: 'Naar de startpagina', loading: 'Bezig met laden' },
  user: { menu: 'Gebruikersmenu', profile: 'Profiel', logout: 'Uitloggen' },
  login: {
    title: 'Inloggen',
    intro: 'Log in met uw gebruikersnaam en wachtwoord.',
    passwordSet: 'Uw nieuwe wachtwoord is ingesteld. Log in met uw nieuwe wachtwoord.',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    failed: 'Inloggen is mislukt. Probeer het later opnieuw.',
    imageAlt: 'Illustratie',
    logoAlt: 'Logo',
  },
  beheerIndex: { intro: 'Kies wat u wilt beheren.' },
  unavailable: {
    message: 'Dit onderdeel is nog niet beschikbaar.',
    hint: 'Er wordt aan gewerkt. Kies in het menu een ander onderdeel.',
  },
  notFound: { title: 'Pagina niet gevonden', message: 'Deze pagina bestaat niet.', home: 'Naar de startpagina' },
  forms: { missing: 'Nog nodig: %{fields}' },
  unsaved: {
    title: 'Wijzigingen niet opgeslagen',
    message: 'U heeft wijzigingen die nog niet zijn opgeslagen. Wilt u ze opslaan of weggooien?',
    save: 'Opslaan',
    discard: 'Weggooien',
    stay: 'Annuleren',
  },
  dates: {
    week: 'Week %{week}, %{year}',
    periods: { jaar: 'jaar', maand: 'maand', week: 'week' },
    range: { today: 'Vandaag', todayHint: 'Zonder begindatum, tot en met vandaag' },
  },
  list: { search: 'Zoeken', yes: 'Ja', no: 'Nee' },
  errors: {
    title: 'Foutmelding',
    close: 'Sluiten',
    /** The failed request's id (X-Request-Id), for the administrator's log. */
    reference: 'Referentie: %{id}',
    requestProcessing: 'Request Processing Error',
    documentNotShown: 'Het document kan niet weergegeven worden',
    general: 'Er is iets mis gegaan, probeer het later opnieuw',
    uploadFailed: 'Het document kan niet worden geupload.',
    deleteNotAllowed: 'Dit onderdeel kan niet worden verwijderd; zet het op niet actief.',
    pdfEncrypted: 'Deze pdf bevat beveiliging (encryptie) waardoor het niet aangepast mag worden.',
    pdfAllPages: "Het is niet mogelijk alle pagina's te verwijderen. Er moet minimaal 1 pagina overblijven van het origineel.",
    pdfMissingPage: 'De pagina met het ingevoerde paginanummer bestaat niet.',
    mailRecipient: 'Het ingevoerde email adres is incorrect. De email kan niet verstuurd worden',
    status: {
      200: 'OK',
      201: 'Aangemaakt',
      202: 'Geaccepteerd',
      203: 'Niet-gezaghebbende informatie',
      204: 'Geen inhoud',
      400: 'Ongeldig verzoek',
      401: 'Niet ingelogd',
      403: 'Geen toegang',
      404: 'Niet gevonden',
      500: 'Interne serverfout',
      501: 'Niet geïmplementeerd',
      502: 'Ongeldig antwoord van de gateway',
      503: 'Dienst niet beschikbaar',
      504: 'Gateway reageert niet op tijd',
    } as Record<number, string>,
  },
};

export const nl = { ra: { ...raNl, tiptap: raTiptapNl }, app };
