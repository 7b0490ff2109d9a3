import { z } from 'zod';
import { page } from '../../openapi/responses';
import { dossierMessageSchema } from '../../../contract/dossier-messages';
import {
  bancaireDekkingSchema,
  fondsverdelingSchema,
  hypotheekOptiesSchema,
  kortingsregelingSchema,
  maatwerkSchema,
  premieAfspraakSchema,
} from '../../../contract/mortgage-details';

/**
 * The answers of the dossier detail routes (issue #9 §3). The response serializer encodes every
 * answer with these schemas: a field left out here never reaches the browser, and an answer that
 * does not fit is a 500, so each shape follows what its service really returns (the Drizzle
 * columns: nullable where the column is, timestamps as Date, dates of `date` columns as text).
 */

const id = z.number().int();
const text = z.string();
const maybeText = z.string().nullable();
const maybeNumber = z.number().nullable();
const day = z.string();
const maybeDay = z.string().nullable();

/** The user who made a change or judgement, as lists show a name. */
const personRef = z.object({ id, voorLetters: text, tussenVoegsels: maybeText, achterNaam: text });

// --- the dossier's status and its actions ---

export const statusFields = z.object({
  id,
  fase: text,
  stap: text,
  status: text,
  subStatus: maybeText,
  prioriteit: text,
  gearchiveerd: z.boolean(),
  leningType: text,
  kantoorId: id.nullable(),
  adviseurId: id.nullable(),
  geldverstrekkerId: id,
  redenBeeindigingId: id.nullable(),
  statusToelichting: maybeText,
  version: id,
});

export const redenen = z.array(z.object({ id, omschrijving: text }));

// --- approvals, binding offer, KYC ---

export const approvalList = z.array(
  z.object({ id, niveau: text, resultaat: text, toelichting: maybeText, beoordeeldOp: z.date(), version: id, gebruiker: personRef }),
);
export const approval = z.object({
  id,
  dossierId: id,
  niveau: text,
  resultaat: text,
  toelichting: maybeText,
  gebruikerId: id,
  beoordeeldOp: z.date(),
  version: id,
});

export const bindingOfferCheck = z.object({ dossierId: id, bindend: z.boolean(), tekstAanwezig: z.boolean(), wijzigbaar: z.boolean() });
/** tekst and version are null while no text was written. */
export const bindingOfferText = z.object({ dossierId: id, tekst: maybeText, version: id.nullable() });

export const kycStep = z.object({
  id,
  dossierId: id,
  hypotheekgeverId: id,
  stap: text,
  status: text,
  verschillen: z.array(z.object({ veld: text, aanvraag: maybeText, document: maybeText })),
  vergelekenOp: z.date().nullable(),
  version: id,
});

// --- audit trail, labels, remarks, messages ---

const change = { gewijzigdOp: z.date(), veld: text, oudeWaarde: maybeText, nieuweWaarde: maybeText, gebruiker: personRef.nullable() };
/** Names of what a change refers to, next to its raw values (readAuditTrail). */
const auditNames = { onderwerpen: z.record(text, text), oudeWaardeNaam: maybeText, nieuweWaardeNaam: maybeText };
export const auditPage = page(z.object({ id, ...change, ...auditNames }));
export const partyHistory = z.array(z.object(change));

export const labelList = z.array(z.object({ id, naam: text, kleur: text }));
export const remarkCreated = z.object({ id, tekst: text, createdAt: z.date(), gebruikerId: id.nullable() });
export const remarkList = z.array(z.object({ id, tekst: text, createdAt: z.date(), gebruiker: personRef.nullable() }));

export const messagePage = page(dossierMessageSchema);
export const message = dossierMessageSchema;

// --- the forms ---

export { applicantSchema as applicant } from '../../services/dossier-detail/applicants';

export const notaris = z.object({
  id,
  kantoorNaam: text,
  notarisNaam: maybeText,
  straatNaam: maybeText,
  huisNummer: maybeNumber,
  postcode: maybeText,
  plaatsNaam: maybeText,
  email: maybeText,
  telefoonNummer: maybeText,
  version: id,
});

export const tussenpersoon = z.object({
  id,
  naam: text,
  afmNummer: maybeText,
  tussenpersoonNummer: maybeText,
  contactPersoon: maybeText,
  email: maybeText,
  telefoonNummer: maybeText,
  version: id,
});

export const hypotheek = z.object({ id, hoofdsom: z.number(), nhg: z.boolean(), eigenMiddelen: maybeNumber, ingangsDatum: maybeDay, version: id });

const leningdeel = z.object({
  id,
  volgnummer: id,
  aflosvorm: text,
  bedrag: z.number(),
  rentePercentage: z.number(),
  rentevastePeriodeMaanden: id,
  looptijdMaanden: id,
  fiscaalRegime: text,
  version: id,
});
/** GET /dossiers/{id}/hypotheek: the mortgage with its loan parts, null without one. */
export const hypotheekWithParts = hypotheek.extend({ leningdelen: z.array(leningdeel) }).nullable();

export const tekstregels = z.object({ regels: z.array(text), version: id });
export const dienstverlening = z.object({ dienstverlening: maybeText, version: id });
export const belangrijkeData = z.object({ datums: z.array(z.object({ soort: text, datum: day, omschrijving: maybeText })), version: id });

// --- income ---

export const income = z.object({
  id,
  hypotheekgeverId: id,
  soort: text,
  omschrijving: maybeText,
  dienstverband: maybeText,
  brutoJaarbedrag: z.number(),
  ingangsDatum: maybeDay,
  eindDatum: maybeDay,
  version: id,
});
export const bezitting = z.object({ id, soort: text, omschrijving: maybeText, waarde: z.number(), version: id });
export const verplichting = z.object({ id, soort: text, kredietgever: maybeText, bedrag: z.number(), maandlast: maybeNumber, version: id });
/** GET /dossier/{id}/inkomen/{soort}: each kind has its own row; their required fields tell them apart. */
export const incomeKindList = z.union([z.array(income), z.array(bezitting), z.array(verplichting)]);

// --- the property and its parcels ---

export const kadasterItem = z.object({
  id,
  kadastraleGemeente: text,
  sectie: text,
  perceelnummer: text,
  appartementsindex: maybeText,
  grootteM2: maybeNumber,
  version: id,
});

export const dossierObject = z.object({
  id,
  soortObject: text,
  straatNaam: text,
  huisNummer: id,
  huisNummerToevoeging: maybeText,
  postcode: text,
  plaatsNaam: text,
  koopsom: maybeNumber,
  marktwaarde: maybeNumber,
  wozWaarde: maybeNumber,
  bouwjaar: maybeNumber,
  energieLabel: maybeText,
  verhuurd: z.boolean(),
  huurPerMaand: maybeNumber,
  version: id,
});
export const objectsWithParcels = z.array(dossierObject.extend({ kadaster: z.array(kadasterItem) }));

// --- the overview tab ---

export const financieleDekking = z.object({
  koopsom: z.number(),
  hoofdsom: z.number(),
  eigenMiddelen: z.number(),
  bezittingen: z.number(),
  totaalDekking: z.number(),
  tekort: z.number(),
});
/** GET /dossiers/hypotheek/lening/{id}/{sub}: per sub an object (null when none) or a list. */
export const leningSub = z.union([financieleDekking, hypotheekOptiesSchema.nullable(), z.array(bancaireDekkingSchema), z.array(maatwerkSchema)]);
/** GET /dossiers/hypotheek/leningdeel/{id}/{sub}: always a list; each kind's required fields tell them apart. */
export const leningdeelSub = z.union([z.array(premieAfspraakSchema), z.array(fondsverdelingSchema), z.array(kortingsregelingSchema)]);
export const overviewLenings = z.object({ leningdelen: z.array(leningdeel.omit({ id: true, version: true })), totaal: z.number() });
export const overviewObject = dossierObject
  .pick({
    id: true,
    soortObject: true,
    straatNaam: true,
    huisNummer: true,
    huisNummerToevoeging: true,
    postcode: true,
    plaatsNaam: true,
    koopsom: true,
    marktwaarde: true,
    wozWaarde: true,
    energieLabel: true,
  })
  .nullable();
export const statusDates = z.object({
  ontvangenOp: z.date(),
  stapSinds: z.date(),
  geldigTot: maybeDay,
  statusGewijzigdOp: z.date().nullable(),
  faseGewijzigdOp: z.date().nullable(),
  belangrijkeDatums: z.array(z.object({ soort: text, datum: day })),
});
export const overview = z.object({
  status: statusFields,
  lenings: overviewLenings,
  object: overviewObject,
  financieleDekking,
  statusDates,
});
export const documentStatusCounts = z.array(z.object({ code: text, omschrijving: text, icoon: text, aantal: id }));
export const documentChecks = z.array(z.object({ id: text, omschrijving: text, reden: text }));

/** GET /dossiers/{id}/child: the dossier made from this one as a projection, or null. */
export const childDossier = z
  .object({
    id,
    offerteNr: maybeText,
    kenmerk: maybeText,
    naamHypotheekGever: text,
    fase: text,
    stap: text,
    cds: z.boolean(),
    btl: z.boolean(),
    aanleverenViaHdnjn: id,
    gearchiveerd: z.boolean(),
    status: text,
    soort: text,
  })
  .nullable();

// --- records reached by their own id (they keep their dossier's id) ---

const ofDossier = { dossierId: id };

export const contractor = z.object({
  id,
  ...ofDossier,
  type: text,
  firstName: maybeText,
  familyNamePrefix: maybeText,
  familyName: maybeText,
  name: maybeText,
  kvkNummer: maybeText,
  contactDetails: z.array(z.object({ type: text, value: text })),
  version: id,
});
export const asset = dossierObject.extend(ofDossier);
export const bankgarantie = z.object({
  id,
  ...ofDossier,
  bank: text,
  kenmerk: maybeText,
  begunstigde: text,
  bedrag: z.number(),
  ingangsDatum: maybeDay,
  vervalDatum: day,
  status: text,
  version: id,
});
export const verzekering = z.object({
  id,
  ...ofDossier,
  soort: text,
  hypotheekgeverId: id.nullable(),
  maatschappij: text,
  polisnummer: maybeText,
  verzekerdBedrag: z.number(),
  premiePerMaand: z.number(),
  ingangsDatum: maybeDay,
  eindDatum: maybeDay,
  verpand: z.boolean(),
  polisOntvangen: z.boolean(),
  status: text,
  version: id,
});
export const notarisCds = z.object({
  id,
  ...ofDossier,
  kantoorNaam: text,
  notarisNaam: maybeText,
  dossierNummerNotaris: maybeText,
  email: maybeText,
  telefoonNummer: maybeText,
  passeerDatum: maybeDay,
  version: id,
});
export const extractedParty = z.object({
  id,
  ...ofDossier,
  hypotheekgeverId: id.nullable(),
  bron: text,
  rol: text,
  voorLetters: maybeText,
  voorNamen: maybeText,
  tussenVoegsels: maybeText,
  achterNaam: maybeText,
  bedrijfsNaam: maybeText,
  geboorteDatum: maybeDay,
  bsn: maybeText,
  kvkNummer: maybeText,
  straatNaam: maybeText,
  huisNummer: maybeNumber,
  postcode: maybeText,
  plaatsNaam: maybeText,
  version: id,
});

export const boInfo = z.object({
  id,
  ...ofDossier,
  internKenmerk: maybeText,
  ontvangstKanaal: text,
  volledigOntvangenOp: maybeDay,
  compleetVerklaardDoor: maybeText,
  compleetVerklaardOp: maybeDay,
  acceptatieOpmerking: maybeText,
  verwachtePasseerdatum: maybeDay,
  urgent: z.boolean(),
  version: id,
});
