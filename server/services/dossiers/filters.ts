import { and, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DossierSearch } from '../../../contract/dossier-search';
import { dossierBehandelaars, dossiers, gebruikers, gebruikerTeams, geldverstrekkers, hypotheekgevers, kantoren } from '../../db/schema';
import type { SessionUser } from '../permissions/access';
import { shiftDay, startOfDay, type BusinessCalendar } from '../workload/calendar';
import { deadlineCondition } from '../workload/deadlines';
import { aanleveringCondition, dayBounds, firstTimeRight, importantDateCondition, overNormCondition, reachedCondition } from './progress';
import { searchForm } from './summary';

/** The text for LIKE with its own wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for LIKE: the text anywhere. */
const containing = (text: string) => `%${literal(text)}%`;

const applicantsWhere = (condition: SQL) =>
  inArray(dossiers.id, sql`(select ${hypotheekgevers.dossierId} from ${hypotheekgevers} where ${condition})`);
const officesWhere = (condition: SQL) => inArray(dossiers.kantoorId, sql`(select ${kantoren.id} from ${kantoren} where ${condition})`);

/**
 * The quick search of the header and the lists: dossier number, part of the offer number or
 * kenmerk, or part of an applicant's name. Whitespace is ignored (spec 000 §2), so 'van Dijk' and
 * 'vandijk' find the same; the name column is kept in that form.
 */
export function quickSearch(raw: string): SQL | undefined {
  const text = raw.replace(/\s+/g, '');
  if (!text) return undefined;
  return or(
    /^\d{1,9}$/.test(text) ? eq(dossiers.id, Number(text)) : undefined,
    ilike(dossiers.offerteNr, containing(text)),
    ilike(dossiers.kenmerk, containing(text)),
    like(dossiers.zoekNaam, containing(searchForm(text))),
  );
}

/**
 * The conditions of the quickSearch and extendedSearch filter (spec 001 §3). Which dossiers a user
 * may see at all (scope.ts) and which list is asked for (CDS or not, archive) are added by the caller.
 */
export function searchConditions(q: DossierSearch, user: SessionUser, calendar: BusinessCalendar): (SQL | undefined)[] {
  const dateEnd = q.dateRangeEnd ?? (q.dateRangeStart ? shiftDay(calendar.today, 1) : undefined);
  return [
    q.fase ? eq(dossiers.fase, q.fase) : undefined,
    q.stap ? eq(dossiers.stap, q.stap) : undefined,
    q.HDN !== undefined ? eq(dossiers.aanleverenViaHdnjn, q.HDN) : undefined,
    q.status ? inArray(dossiers.status, q.status) : undefined,
    q.creditor
      ? inArray(
          dossiers.geldverstrekkerId,
          sql`(select ${geldverstrekkers.id} from ${geldverstrekkers}
               where ${or(ilike(geldverstrekkers.ontvangerCode, literal(q.creditor)), ilike(geldverstrekkers.naam, containing(q.creditor)))})`,
        )
      : undefined,
    q.advisor === 'eigen' ? eq(dossiers.adviseurId, user.id) : q.advisor && q.advisor !== 'alle' ? eq(dossiers.adviseurId, Number(q.advisor)) : undefined,
    q.query ? quickSearch(q.query) : undefined,
    q.region ? officesWhere(eq(kantoren.regio, q.region)) : undefined,
    q.cdsBehandelaar
      ? inArray(
          dossiers.id,
          sql`(select ${dossierBehandelaars.dossierId} from ${dossierBehandelaars}
               where ${and(eq(dossierBehandelaars.rol, 'CDS_BEHANDELAAR'), eq(dossierBehandelaars.gebruikerId, q.cdsBehandelaar))})`,
        )
      : undefined,
    q.workloadStatus ? inArray(dossiers.workloadStatus, q.workloadStatus) : undefined,
    q.kantoorType ? officesWhere(eq(kantoren.kantoorType, q.kantoorType)) : undefined,
    q.moneyproviders ? inArray(dossiers.geldverstrekkerId, q.moneyproviders) : undefined,
    q.dossierMorgenSLASelected ? deadlineCondition(calendar, q.dossierMorgenSLASelected) : undefined,
    q.organisationId ? eq(dossiers.organisatieId, q.organisationId) : undefined,
    q.dossiernr ? eq(dossiers.id, q.dossiernr) : undefined,
    q.dossierBTL !== undefined ? eq(dossiers.btl, q.dossierBTL) : undefined,
    // The browser sends the range as T00:00:00Z to T23:59:59Z (spec 001 §9); what the user means is
    // whole days in the Netherlands, so the days count in Amsterdam time. The end defaults to tomorrow.
    q.dateRangeStart ? gte(dossiers.ontvangenOp, startOfDay(q.dateRangeStart)) : undefined,
    dateEnd ? lt(dossiers.ontvangenOp, startOfDay(shiftDay(dateEnd, 1))) : undefined,
    q.offerteNr ? ilike(dossiers.offerteNr, containing(q.offerteNr.replace(/\s+/g, ''))) : undefined,
    q.achterNaam ? like(dossiers.zoekNaam, containing(searchForm(q.achterNaam))) : undefined,
    q.plaatsNaam ? applicantsWhere(ilike(hypotheekgevers.plaatsNaam, containing(q.plaatsNaam))) : undefined,
    q.gebdatum ? applicantsWhere(eq(hypotheekgevers.geboorteDatum, q.gebdatum)) : undefined,
    q.postcode ? applicantsWhere(like(hypotheekgevers.postcode, `${q.postcode}%`)) : undefined,
    q.gebruiker ? eq(dossiers.workloadGebruikerId, q.gebruiker) : undefined,
    q.intermediair ? officesWhere(ilike(kantoren.bedrijfsNaam, containing(q.intermediair))) : undefined,
    q.adviseur
      ? inArray(
          dossiers.adviseurId,
          sql`(select ${gebruikers.id} from ${gebruikers}
               where ${and(eq(gebruikers.typeCode, 'A'), ilike(sql`concat_ws(' ', ${gebruikers.tussenVoegsels}, ${gebruikers.achterNaam})`, containing(q.adviseur)))})`,
        )
      : undefined,
    q.leningType ? inArray(dossiers.leningType, q.leningType) : undefined,
    ...insightConditions(q, calendar),
  ];
}

/** The filters the insight figures open the list with (docs/insight.md); each counts as its figure does. */
function insightConditions(q: DossierSearch, calendar: BusinessCalendar): (SQL | undefined)[] {
  const reached = dayBounds(q.bereiktVan, q.bereiktTot, shiftDay);
  return [
    q.kantoor ? eq(dossiers.kantoorId, q.kantoor) : undefined,
    q.team ? inArray(dossiers.workloadGebruikerId, sql`(select ${gebruikerTeams.gebruikerId} from ${gebruikerTeams} where ${gebruikerTeams.teamId} = ${q.team})`) : undefined,
    q.aanlevering ? aanleveringCondition(q.aanlevering) : undefined,
    q.firstTimeRight === undefined ? undefined : q.firstTimeRight ? firstTimeRight : sql`not ${firstTimeRight}`,
    q.bereikt ? reachedCondition(q.bereikt, reached.from, reached.to) : undefined,
    q.bovenNorm === undefined ? undefined : q.bovenNorm ? overNormCondition(calendar.today) : sql`not coalesce(${overNormCondition(calendar.today)}, false)`,
    q.datumSoort ? importantDateCondition(q.datumSoort, q.datumVan, q.datumTot) : undefined,
  ];
}
