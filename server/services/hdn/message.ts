import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { HDN_SOORT_CODES, OFFERTE_SOORTEN, SX_STATUSSEN, type HdnSoort } from '../../../contract/hdn';

/**
 * The XML shape of an HDN message as the back office reads it (docs/hdn.md, "Message format"):
 * `<HdnBericht>` with a `<Header>`, an optional `<Referentie>` naming the dossier, and one body
 * element named after the kind. Values are read as text and checked here, so a message with a
 * wrong or missing value is refused with a Dutch reason that names the element.
 */

const BODY_ELEMENT: Record<HdnSoort, string> = {
  AX: 'Aanvraag',
  SX: 'Statusmelding',
  OX: 'Offerte',
  DA: 'DocumentAanvraag',
  DX: 'Documenten',
};

const REPEATED = new Set(['HdnBericht.Aanvraag.Hypotheekgever', 'HdnBericht.DocumentAanvraag.Document', 'HdnBericht.Documenten.Document']);

const parser = new XMLParser({
  ignoreAttributes: true,
  // Every value stays text: '09' is a status code, not the number 9.
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, path) => typeof path === 'string' && REPEATED.has(path),
});

const missing = 'ontbreekt.';
const text = (max: number) => z.string({ error: missing }).trim().min(1, missing).max(max, `is langer dan ${max} tekens.`);
const optionalText = (max: number) => text(max).optional();
const day = z.iso.date({ error: 'is geen datum (JJJJ-MM-DD).' });
const amount = z
  .string({ error: missing })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'is geen bedrag (bijvoorbeeld 325000.00).')
  .transform(Number);
const positive = z
  .string({ error: missing })
  .regex(/^[1-9]\d{0,8}$/, 'is geen positief geheel getal.')
  .transform(Number);

const header = z.object({
  BerichtSoort: z.enum(HDN_SOORT_CODES, { error: `is geen van ${HDN_SOORT_CODES.join(', ')}.` }),
  BerichtId: text(100),
  Afzender: text(50),
  Ontvanger: optionalText(50),
  Datum: z.iso.datetime({ offset: true, error: 'is geen tijdstip (JJJJ-MM-DDTuu:mm:ss+01:00).' }).optional(),
});

const referentie = z
  .object({ DossierNummer: positive.optional(), OfferteNummer: optionalText(50), Kenmerk: optionalText(50) })
  .optional();

const address = {
  Straat: optionalText(100),
  Huisnummer: positive.optional(),
  Postcode: z
    .string()
    .trim()
    .regex(/^\d{4}\s?[A-Za-z]{2}$/, 'is geen Nederlandse postcode (1234AB).')
    .transform((p) => p.replace(/\s/g, '').toUpperCase())
    .optional(),
  Plaats: optionalText(100),
};

const applicant = z.object({
  Geslacht: z.enum(['M', 'V'], { error: 'is geen M of V.' }),
  Voorletters: text(20),
  Voornamen: optionalText(100),
  Tussenvoegsels: optionalText(20),
  Achternaam: text(100),
  GeboorteDatum: day,
  ...address,
  Email: z.email('is geen e-mailadres.').optional(),
  Telefoon: optionalText(20),
});

const bodies = {
  AX: z.object({
    Intermediair: z.object({ KantoorNummer: positive, AdviseurEmail: z.email('is geen e-mailadres.').optional() }),
    Hypotheekgever: z.array(applicant).min(1, missing).max(2, 'komt meer dan twee keer voor.'),
    Onderpand: z.object({ ...address, Koopsom: amount.optional(), Marktwaarde: amount.optional() }).optional(),
    Lening: z.object({ Hoofdsom: amount }),
  }),
  SX: z.object({
    StatusCode: z.string({ error: missing }).refine((code) => SX_STATUSSEN.some((s) => s.code === code), 'is geen bekende statuscode.'),
    Toelichting: optionalText(1000),
  }),
  OX: z.object({
    OfferteSoort: z.enum(OFFERTE_SOORTEN.map((s) => s.id) as ['RENTEAANBOD', 'HYPOTHEEKAANBOD'], { error: 'is geen RENTEAANBOD of HYPOTHEEKAANBOD.' }),
    Kenmerk: text(50),
    OfferteNummer: optionalText(50),
    UitgebrachtOp: day,
    GeldigTot: day.optional(),
    Hoofdsom: amount.optional(),
  }),
  DA: z.object({
    Document: z
      .array(z.object({ Soort: text(50), Aanvrager: positive.optional(), Toelichting: optionalText(500) }))
      .min(1, missing)
      .max(50, 'komt meer dan 50 keer voor.'),
  }),
  DX: z.object({
    Document: z
      .array(
        z.object({
          Soort: text(50),
          Bestandsnaam: text(200),
          Inhoud: z
            .string({ error: missing })
            .transform((value) => value.replace(/\s+/g, ''))
            .pipe(z.base64({ error: 'is geen base64.' }).min(1, missing)),
        }),
      )
      .min(1, missing)
      .max(10, 'komt meer dan 10 keer voor.'),
  }),
};

export type HdnHeader = z.output<typeof header>;
export type HdnReferentie = NonNullable<z.output<typeof referentie>>;
export type HdnBody = { [K in HdnSoort]: { soort: K } & z.output<(typeof bodies)[K]> }[HdnSoort];
export type HdnApplicant = z.output<typeof applicant>;

export interface HdnMessage {
  header: HdnHeader;
  referentie: HdnReferentie;
  body: HdnBody;
}

/** Why a message could not be read, with what of its header could be read (for the log). */
export interface Unreadable {
  melding: string;
  soort: HdnSoort | null;
  berichtId: string | null;
  afzender: string | null;
}

export type Parsed = { ok: true; message: HdnMessage } | ({ ok: false } & Unreadable);

const issueText = (prefix: string, error: z.ZodError) => {
  const issue = error.issues[0];
  const where = [prefix, ...issue.path.map((part) => (typeof part === 'number' ? `[${part + 1}]` : String(part)))].join('/').replace(/\/\[/g, '[');
  return `${where} ${issue.message}`;
};

/** The XML checker's findings in Dutch, by its error code; its own texts are English. */
const XML_ERRORS: Record<string, string> = {
  InvalidTag: 'een element is niet goed geopend of gesloten',
  InvalidAttr: 'een attribuut is ongeldig',
  InvalidChar: 'er staat een teken dat hier niet mag',
  InvalidXml: 'de opbouw van het bericht klopt niet',
};

const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null);

/** Reads an HDN message; never throws. */
export function parseHdn(xml: string): Parsed {
  const unreadable = (melding: string, found: Partial<Unreadable> = {}): Parsed => ({ ok: false, melding, soort: null, berichtId: null, afzender: null, ...found });
  // No HDN message has a DOCTYPE; refusing it shuts out entity expansion.
  if (/<!DOCTYPE/i.test(xml)) return unreadable('Een DOCTYPE is niet toegestaan.');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return unreadable(`Geen geldige XML: ${XML_ERRORS[valid.err.code] ?? XML_ERRORS.InvalidXml} (regel ${valid.err.line}, kolom ${valid.err.col}).`);
  const document = parser.parse(xml) as Record<string, unknown>;
  const root = document.HdnBericht;
  if (!root || typeof root !== 'object') return unreadable('Het hoofdelement HdnBericht ontbreekt.');
  const raw = root as Record<string, unknown>;
  const rawHeader = (raw.Header ?? {}) as Record<string, unknown>;
  const found = {
    soort: HDN_SOORT_CODES.find((s) => s === rawHeader.BerichtSoort) ?? null,
    berichtId: asText(rawHeader.BerichtId),
    afzender: asText(rawHeader.Afzender),
  };
  const head = header.safeParse(raw.Header ?? {});
  if (!head.success) return unreadable(issueText('Header', head.error), found);
  const ref = referentie.safeParse(raw.Referentie || undefined);
  if (!ref.success) return unreadable(issueText('Referentie', ref.error), found);
  const soort = head.data.BerichtSoort;
  const element = BODY_ELEMENT[soort];
  if (raw[element] === undefined) return unreadable(`${element} ontbreekt voor een ${soort}-bericht.`, found);
  const body = bodies[soort].safeParse(raw[element] || {});
  if (!body.success) return unreadable(issueText(element, body.error), found);
  return { ok: true, message: { header: head.data, referentie: ref.data ?? {}, body: { soort, ...body.data } as HdnBody } };
}
