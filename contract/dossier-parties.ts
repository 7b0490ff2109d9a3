import { z } from 'zod';
import {
  LET_OP,
  optionalAmount,
  optionalBsn,
  optionalDate,
  optionalEmail,
  optionalNumber,
  optionalPostcode,
  optionalRule,
  PATTERNS,
  requiredAmount,
  requiredDate,
  requiredRule,
  version,
} from './field-rules';
import { choice, int32, MSG, optionalText, requiredText } from './rules';

/** BTL contractors and assets, extracted parties, bank guarantees, the CDS notary and the binding offer text (spec 001 §3, §7 "Other dossier calls"). */
const dossierId = int32({ error: 'Kies een dossier.' }).int('Kies een dossier.').positive('Kies een dossier.');

export const bindingOfferTextSchema = z.object({ dossierId, tekst: requiredText(20000), version: version().optional() });

export const CONTRACTOR_TYPES = ['PERSON', 'REPRESENTATIVE', 'COMPANY'] as const;
const contactDetail = z
  .object({ type: choice(['EMAIL', 'TELEFOON'] as const), value: requiredText(200) })
  .superRefine((c, ctx) => {
    const ok = c.type === 'EMAIL' ? z.email().safeParse(c.value).success : PATTERNS.phone.test(c.value);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['value'], message: c.type === 'EMAIL' ? LET_OP.email : LET_OP.phone });
  });

const contractorFields = {
  type: choice(CONTRACTOR_TYPES),
  firstName: optionalRule('letters', 100),
  familyNamePrefix: optionalRule('prefix', 20),
  familyName: optionalRule('lettersApostrophe', 100),
  name: optionalRule('companyName', 150),
  kvkNummer: optionalRule('digits', 8),
  contactDetails: z.array(contactDetail).max(10, 'Hoogstens 10 contactgegevens.').default([]),
};
/** A person (or representative) needs a family name, a company its name. */
const nameFor = (c: { type?: string; familyName?: string | null; name?: string | null }, ctx: z.RefinementCtx) => {
  if (c.type === 'COMPANY' && !c.name) ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.required });
  if (c.type && c.type !== 'COMPANY' && !c.familyName) ctx.addIssue({ code: 'custom', path: ['familyName'], message: MSG.required });
};
export const contractorCreateSchema = z.object({ dossierId, ...contractorFields }).superRefine(nameFor);
export const contractorPatchSchema = z.object({ ...contractorFields, version: version() }).superRefine(nameFor);
export const CONTRACTOR_LABELS = { type: 'Soort', firstName: 'Voornaam', familyNamePrefix: 'Tussenvoegsel', familyName: 'Achternaam', name: 'Bedrijfsnaam', kvkNummer: 'KvK-nummer' };

export const searchSchema = z.object({ dossierId, query: optionalText(100) });

/** A BTL asset: one property of the portfolio (objecten). */
const assetFields = {
  soortObject: requiredText(50),
  straatNaam: optionalRule('street', 100),
  huisNummer: optionalNumber(),
  huisNummerToevoeging: optionalRule('lettersDigits', 10),
  postcode: optionalPostcode(),
  plaatsNaam: optionalRule('lettersApostrophe', 100),
  koopsom: optionalAmount(),
  marktwaarde: optionalAmount(),
  wozWaarde: optionalAmount(),
  bouwjaar: optionalNumber(2200),
  energieLabel: optionalText(5),
  verhuurd: z.boolean({ error: 'Kies ja of nee.' }).default(true),
  huurPerMaand: optionalAmount(),
};
const addressRequired = (a: { straatNaam?: string | null; huisNummer?: number | null; postcode?: string | null; plaatsNaam?: string | null }, ctx: z.RefinementCtx) => {
  for (const field of ['straatNaam', 'huisNummer', 'postcode', 'plaatsNaam'] as const) {
    if (a[field] === null || a[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: MSG.required });
  }
};
export const assetCreateSchema = z.object({ dossierId, ...assetFields }).superRefine(addressRequired);
export const assetPatchSchema = z.object({ ...assetFields, version: version() }).superRefine(addressRequired);

export const EXTRACTED_BRONNEN = ['PASPOORT', 'ID_KAART', 'RIJBEWIJS', 'WERKGEVERSVERKLARING', 'KVK_UITTREKSEL', 'KOOPAKTE', 'OVERIG'] as const;
export const EXTRACTED_ROLLEN = ['AANVRAGER', 'WERKGEVER', 'VERKOPER', 'NOTARIS', 'OVERIG'] as const;
const partyFields = {
  hypotheekgeverId: int32().int().positive().nullish().transform((v) => v ?? null),
  bron: choice(EXTRACTED_BRONNEN),
  rol: choice(EXTRACTED_ROLLEN),
  voorLetters: optionalRule('lettersDots', 20),
  voorNamen: optionalRule('letters', 100),
  tussenVoegsels: optionalRule('prefix', 20),
  achterNaam: optionalRule('lettersApostrophe', 100),
  bedrijfsNaam: optionalRule('companyName', 150),
  geboorteDatum: optionalDate(),
  bsn: optionalBsn(),
  kvkNummer: optionalRule('digits', 8),
  straatNaam: optionalRule('street', 100),
  huisNummer: optionalNumber(),
  postcode: optionalPostcode(),
  plaatsNaam: optionalRule('lettersApostrophe', 100),
};
export const extractedPartyCreateSchema = z.object({ dossierId, ...partyFields });
export const extractedPartyUpdateSchema = z.object({ ...partyFields, version: version() });
export const EXTRACTED_PARTY_FIELDS = Object.keys(partyFields) as (keyof typeof partyFields)[];

export const BANKGARANTIE_STATUSSEN = ['AANGEVRAAGD', 'AFGEGEVEN', 'VERVALLEN', 'INGETROKKEN'] as const;
/** A guarantee still to be watched: asked for or issued, not expired or withdrawn on paper (docs/guarantees.md). */
export const OPEN_BANKGARANTIE_STATUSSEN: readonly string[] = ['AANGEVRAAGD', 'AFGEGEVEN'];
const bankgarantieFields = {
  bank: requiredRule('companyName', 150),
  kenmerk: optionalRule('lettersDigits', 30),
  begunstigde: requiredRule('companyName', 150),
  bedrag: requiredAmount(),
  ingangsDatum: optionalDate(),
  vervalDatum: requiredDate(),
  status: choice(BANKGARANTIE_STATUSSEN).default('AANGEVRAAGD'),
};
/** The guarantee cannot expire before it starts. */
const datesInOrder = (b: { ingangsDatum?: string | null; vervalDatum?: string }, ctx: z.RefinementCtx) => {
  if (b.ingangsDatum && b.vervalDatum && b.vervalDatum < b.ingangsDatum) {
    ctx.addIssue({ code: 'custom', path: ['vervalDatum'], message: 'De vervaldatum ligt voor de ingangsdatum.' });
  }
};
export const bankgarantieCreateSchema = z.object({ dossierId, ...bankgarantieFields }).superRefine(datesInOrder);
export const bankgarantiePatchSchema = z.object({ ...bankgarantieFields, version: version() }).superRefine(datesInOrder);
export const BANKGARANTIE_LABELS = { bank: 'Bank', kenmerk: 'Kenmerk', begunstigde: 'Begunstigde', bedrag: 'Bedrag', ingangsDatum: 'Ingangsdatum', vervalDatum: 'Vervaldatum', status: 'Status' };

const notarisCdsFields = {
  kantoorNaam: requiredRule('companyName', 150),
  notarisNaam: optionalRule('lettersApostrophe', 100),
  dossierNummerNotaris: optionalRule('lettersDigits', 30),
  email: optionalEmail(),
  telefoonNummer: optionalRule('phone', 16),
  passeerDatum: optionalDate(),
};
export const notarisCdsCreateSchema = z.object({ dossierId, ...notarisCdsFields });
export const notarisCdsPatchSchema = z.object({ ...notarisCdsFields, version: version() });
export const NOTARIS_CDS_LABELS = { kantoorNaam: 'Notariskantoor', notarisNaam: 'Notaris', dossierNummerNotaris: 'Dossiernummer notaris', email: 'E-mailadres', telefoonNummer: 'Telefoonnummer', passeerDatum: 'Passeerdatum' };
