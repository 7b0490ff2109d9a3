/**
 * The codes of the message logs (docs/logs.md) without their schemas, so the browser's first
 * chunk (the code names, the data provider) can name them without loading zod.
 */

export const LOG_KANALEN = ['BTL', 'SYSTEM_EVENT', 'KLANTPORTAAL'] as const;
export type LogKanaal = (typeof LOG_KANALEN)[number];

export const LOG_RICHTINGEN = ['IN', 'UIT'] as const;
export type LogRichting = (typeof LOG_RICHTINGEN)[number];

export const LOG_STATUSSEN = ['ONTVANGEN', 'VERWERKT', 'GENEGEERD', 'FOUT', 'VERSTUURD'] as const;
export type LogStatus = (typeof LOG_STATUSSEN)[number];

export const LOG_STATUS_LABELS: Record<LogStatus, string> = {
  ONTVANGEN: 'Te behandelen',
  VERWERKT: 'Verwerkt',
  GENEGEERD: 'Genegeerd',
  FOUT: 'Niet verwerkt',
  VERSTUURD: 'Verstuurd',
};

export const LOG_RICHTING_LABELS: Record<LogRichting, string> = { IN: 'Inkomend', UIT: 'Uitgaand' };

/** The API path segment of each log: `/api/v1/logs/{segment}/…`. */
export const LOG_PATHS: Record<LogKanaal, string> = { BTL: 'btl', SYSTEM_EVENT: 'system-events', KLANTPORTAAL: 'klantportaal' };

/** What a client may change in the client portal, with the applicant field it is about. */
export const PORTAAL_VELDEN = ['email', 'telefoonNummer', 'straatNaam', 'huisNummer', 'huisNummerToevoeging', 'postcode', 'plaatsNaam', 'iban'] as const;
export type PortaalVeld = (typeof PORTAAL_VELDEN)[number];

export const PORTAAL_VELD_LABELS: Record<PortaalVeld, string> = {
  email: 'E-mailadres',
  telefoonNummer: 'Telefoonnummer',
  straatNaam: 'Straat',
  huisNummer: 'Huisnummer',
  huisNummerToevoeging: 'Toevoeging',
  postcode: 'Postcode',
  plaatsNaam: 'Plaats',
  iban: 'IBAN',
};

/** The message type of a client-portal change: one field, or several at once. */
export const portalMessageType = (fields: readonly PortaalVeld[]) => (fields.length === 1 ? `WIJZIGING_${fields[0].toUpperCase()}` : 'WIJZIGING_GEGEVENS');

/** Dutch names of the client portal's message types; the other channels' types read well as words. */
export const LOG_SOORT_LABELS: Record<string, string> = {
  WIJZIGING_GEGEVENS: 'Wijziging gegevens',
  ...Object.fromEntries(PORTAAL_VELDEN.map((veld) => [portalMessageType([veld]), `Wijziging ${PORTAAL_VELD_LABELS[veld].replace(/^[A-Z](?=[a-z-])/, (start) => start.toLowerCase())}`])),
  BTL_AANVRAAG: 'BTL-aanvraag',
};
