/**
 * Every figure of the insight screens with its Dutch name and how it is computed. The screens show
 * the explanation in the figure's tooltip and docs/insight.md carries the same text word for word
 * (tests/unit/insight/figures.test.ts holds the two together); the CSV export uses the names.
 */
export interface FigureText {
  label: string;
  uitleg: string;
}

const RECEIVED = 'ontvangen (datum ontvangen), gearchiveerd of niet, binnen de gekozen filters';

export const DASHBOARD_FIGURES = {
  dashboard: {
    aanvragen: { label: 'Aanvragen deze week', uitleg: `Het aantal dossiers dat deze week (ISO-week) is ${RECEIVED}, naast vorige week.` },
    open: { label: 'Lopende dossiers', uitleg: 'Het aantal dossiers met status Lopend dat niet is gearchiveerd, nu.' },
    sla: { label: 'Over de SLA', uitleg: 'Lopend werk (uitgezet of in behandeling) waarvan de SLA-termijn vandaag afloopt of al verlopen is, zoals de teller SLA in het menu.' },
    compleet: { label: 'Compleet aangeleverd deze maand', uitleg: 'Van de deze maand ontvangen en beoordeelde aanvragen het deel dat nooit op aanvulling hoefde te wachten, in procenten.' },
    firstTimeRight: { label: 'First time right deze maand', uitleg: 'Van de dossiers waarvan deze maand het hypotheekaanbod is uitgebracht het deel dat first time right was, in procenten.' },
    gepasseerd: { label: 'Gepasseerd deze maand', uitleg: 'Het aantal dossiers dat deze maand de stap Gepasseerd bereikte.' },
    perDag: { label: 'Aanvragen per dag', uitleg: 'Het aantal ontvangen dossiers per dag van deze week, naast dezelfde dag van vorige week.' },
  },
  aanvragen: {
    aanvragen: { label: 'Aanvragen', uitleg: `Het aantal dossiers dat in de gekozen periode is ${RECEIVED}. Vergeleken met de periode ervoor.` },
    viaHdn: { label: 'Via HDN', uitleg: 'Het deel van deze aanvragen dat via HDN binnenkwam.' },
    btl: { label: 'Verhuurhypotheken', uitleg: 'Het deel van deze aanvragen dat een verhuurhypotheek (BTL) is.' },
    perWerkdag: {
      label: 'Gemiddeld per werkdag',
      uitleg:
        'Het aantal aanvragen gedeeld door het aantal werkdagen in de periode (maandag tot en met vrijdag zonder de vrije dagen van Beheer), in de lopende periode de werkdagen tot en met vandaag, op één decimaal.',
    },
    perPeriode: { label: 'Aanvragen in de periode', uitleg: 'Het aantal ontvangen dossiers per maand (jaar) of per dag (maand, week), naast hetzelfde deel van de periode ervoor.' },
    perGeldverstrekker: { label: 'Aanvragen per geldverstrekker', uitleg: 'Het aantal in de periode ontvangen dossiers per geldverstrekker.' },
    perKantoor: { label: 'Aanvragen per kantoor', uitleg: 'Het aantal in de periode ontvangen dossiers per kantoor van de adviseur; de tien kantoren met de meeste aanvragen.' },
  },
  'compleet-dossier': {
    compleet: {
      label: 'Compleet',
      uitleg: 'Van de in de periode ontvangen dossiers het aantal dat beoordeeld is zonder ooit in de stap Wacht op aanvulling te staan.',
    },
    onvolledig: { label: 'Onvolledig', uitleg: 'Van de in de periode ontvangen dossiers het aantal dat in de stap Wacht op aanvulling stond of staat.' },
    inBeoordeling: {
      label: 'In beoordeling',
      uitleg: 'Van de in de periode ontvangen dossiers het aantal dat nog lopend in Aanvraag ontvangen of Aanvraag beoordelen staat en niet op aanvulling wachtte.',
    },
    percentage: { label: 'Percentage compleet', uitleg: 'Compleet gedeeld door compleet plus onvolledig, in procenten op één decimaal; leeg zonder beoordeelde aanvragen.' },
    perPeriode: { label: 'Aanlevering in de periode', uitleg: 'De ontvangen dossiers per maand (jaar) of per dag (maand, week), naar compleet, onvolledig en in beoordeling.' },
    perKantoor: { label: 'Aanlevering per kantoor', uitleg: 'De in de periode ontvangen dossiers per kantoor, naar compleet, onvolledig en in beoordeling; de tien kantoren met de meeste aanvragen.' },
  },
  werkvoorraad: {
    open: { label: 'Lopende dossiers', uitleg: 'Het aantal dossiers met status Lopend dat niet is gearchiveerd, nu (de periode telt hier niet).' },
    uitTeZetten: { label: 'Uit te zetten', uitleg: 'Lopende dossiers met werkvoorraadstatus Uit te zetten: nog aan niemand gegeven.' },
    sla: { label: 'Over de SLA', uitleg: 'Lopend werk (uitgezet of in behandeling) waarvan de SLA-termijn vandaag afloopt of al verlopen is, zoals de teller SLA in het menu.' },
    morgen: { label: 'Morgen', uitleg: 'Lopend werk (uitgezet of in behandeling) waarvan de SLA-termijn de volgende werkdag afloopt.' },
    instroom: { label: 'Instroom', uitleg: `Het aantal dossiers dat in de gekozen periode is ${RECEIVED}.` },
    gepasseerd: { label: 'Gepasseerd', uitleg: 'Het aantal dossiers dat in de gekozen periode de stap Gepasseerd bereikte.' },
    perFase: { label: 'Lopend werk per fase', uitleg: 'De lopende, niet gearchiveerde dossiers per fase, naar werkvoorraadstatus, nu.' },
    perTeam: {
      label: 'Lopend werk per team',
      uitleg: 'De lopende dossiers die uitgezet of in behandeling zijn, per team van de behandelaar, nu. Een behandelaar in twee teams telt in beide.',
    },
    instroomUitstroom: { label: 'Instroom en gepasseerd', uitleg: 'Per maand (jaar) of per dag (maand, week): de ontvangen dossiers en de dossiers die de stap Gepasseerd bereikten.' },
  },
  'first-time-right': {
    aanbiedingen: { label: 'Hypotheekaanbiedingen', uitleg: 'Het aantal dossiers dat in de gekozen periode de stap Hypotheekaanbod uitgebracht bereikte.' },
    firstTimeRight: {
      label: 'First time right',
      uitleg: 'Van die dossiers het aantal dat nooit op aanvulling wachtte en waarvan geen document is afgekeurd: het aanbod ging de eerste keer goed.',
    },
    percentage: { label: 'Percentage first time right', uitleg: 'First time right gedeeld door de hypotheekaanbiedingen, in procenten op één decimaal.' },
    perPeriode: { label: 'First time right in de periode', uitleg: 'De uitgebrachte hypotheekaanbiedingen per maand (jaar) of per dag (maand, week), first time right of niet.' },
    perGeldverstrekker: { label: 'First time right per geldverstrekker', uitleg: 'De in de periode uitgebrachte hypotheekaanbiedingen per geldverstrekker, first time right of niet.' },
  },
  omzet: {
    gepasseerd: { label: 'Gepasseerde hypotheken', uitleg: 'Het aantal dossiers dat in de gekozen periode de stap Gepasseerd bereikte.' },
    volume: { label: 'Volume', uitleg: 'De som van de hoofdsom van de hypotheek van die dossiers, in euro.' },
    gemiddeld: { label: 'Gemiddelde hoofdsom', uitleg: 'Het volume gedeeld door het aantal gepasseerde hypotheken, in hele euro.' },
    aantalPerPeriode: { label: 'Gepasseerd in de periode', uitleg: 'Het aantal dossiers dat de stap Gepasseerd bereikte per maand (jaar) of per dag (maand, week), naast de periode ervoor.' },
    volumePerPeriode: { label: 'Volume in de periode', uitleg: 'De som van de hoofdsom van de gepasseerde hypotheken per maand (jaar) of per dag (maand, week), naast de periode ervoor.' },
    volumePerGeldverstrekker: { label: 'Volume per geldverstrekker', uitleg: 'De som van de hoofdsom van de in de periode gepasseerde hypotheken per geldverstrekker.' },
  },
  adviseurs: {
    actieveAdviseurs: { label: 'Actieve adviseurs', uitleg: 'Het aantal adviseurs met minstens één in de periode ontvangen dossier.' },
    aanvragenPerAdviseur: { label: 'Aanvragen per actieve adviseur', uitleg: 'Het aantal in de periode ontvangen dossiers met een adviseur, gedeeld door de actieve adviseurs, op één decimaal.' },
    perAdviseur: {
      label: 'Aanvragen en gepasseerd per adviseur',
      uitleg: 'Per adviseur de in de periode ontvangen dossiers en de dossiers die in de periode de stap Gepasseerd bereikten; de vijftien adviseurs met de meeste aanvragen.',
    },
  },
  agenda: {
    FINANCIERINGSVOORBEHOUD: { label: 'Financieringsvoorbehoud', uitleg: 'Lopende dossiers waarvan de datum van het financieringsvoorbehoud in de periode valt.' },
    TAXATIE: { label: 'Taxatie', uitleg: 'Lopende dossiers waarvan de taxatiedatum in de periode valt.' },
    PASSEERDATUM: { label: 'Passeerdatum', uitleg: 'Lopende dossiers waarvan de passeerdatum in de periode valt.' },
    SLEUTELOVERDRACHT: { label: 'Sleuteloverdracht', uitleg: 'Lopende dossiers waarvan de sleuteloverdracht in de periode valt.' },
    perPeriode: { label: 'Belangrijke datums in de periode', uitleg: 'De lopende dossiers per maand (jaar) of per dag (maand, week) waarop een belangrijke datum valt, naar soort datum.' },
  },
} as const satisfies Record<string, Record<string, FigureText>>;

export type DashboardName = keyof typeof DASHBOARD_FIGURES;
/** The dashboards under /dashboards/{naam}; 'dashboard' is the overview at /dashboard. */
export const DASHBOARD_NAMES = ['aanvragen', 'compleet-dossier', 'werkvoorraad', 'first-time-right', 'omzet', 'adviseurs', 'agenda'] as const;
export type DashboardsName = (typeof DASHBOARD_NAMES)[number];

export const LEAD_TIME_FIGURES = {
  aantal: { label: 'Aantal', uitleg: 'Het aantal keer dat een dossier de fase of stap in de gekozen periode verliet naar de volgende (of werd afgerond).' },
  mediaan: {
    label: 'Mediaan',
    uitleg: 'De middelste doorlooptijd in werkdagen: het aantal werkdagen na de dag van binnenkomst tot en met de dag van vertrek (maandag tot en met vrijdag zonder de vrije dagen van Beheer).',
  },
  p80: { label: 'P80', uitleg: 'De doorlooptijd in werkdagen waar 80% van de dossiers binnen bleef (de kleinste waarde waarvoor minstens 80% kleiner of gelijk is).' },
  p95: { label: 'P95', uitleg: 'De doorlooptijd in werkdagen waar 95% van de dossiers binnen bleef (de kleinste waarde waarvoor minstens 95% kleiner of gelijk is).' },
  norm: { label: 'Norm', uitleg: 'De norm in werkdagen uit Beheer › Doorlooptijden: voor deze geldverstrekker en dit soort kantoor als die er is, anders de algemene.' },
  binnenNorm: { label: 'Binnen norm', uitleg: 'Het deel van de vertrokken dossiers waarvan de doorlooptijd niet langer was dan de norm, in procenten.' },
  nuLopend: { label: 'Nu in stap', uitleg: 'Het aantal lopende, niet gearchiveerde dossiers dat nu in de fase of stap staat.' },
  nuBovenNorm: {
    label: 'Nu boven norm',
    uitleg: 'Het aantal lopende dossiers dat nu langer in de stap staat dan de norm: meer werkdagen sinds de dag van binnenkomst dan de norm.',
  },
} as const satisfies Record<string, FigureText>;
