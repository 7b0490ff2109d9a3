import { sql } from 'drizzle-orm';
import { DOSSIER_VIEW } from '../../../../contract/permissions';
import { FASES, STAPPEN } from '../../../../contract/dossier';
import { dossiers } from '../../../db/schema';
import { visibleTo } from '../../dossiers/scope';
import type { SearchSource } from '../source';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** 'Renteaanbod › Renteaanbod uitgebracht' from the codes, in SQL (the code lists are ours, not input). */
const stepName = sql.raw(
  `(case ${FASES.flatMap((fase) => STAPPEN[fase.id].map((stap) => `when "dossiers"."fase" = ${literal(fase.id)} and "dossiers"."stap" = ${literal(stap.id)} then ${literal(`${fase.name} › ${stap.name}`)}`)).join(' ')} else "dossiers"."fase" end)`,
);

/**
 * Dossiers by number, offer number, kenmerk, applicants' postcodes and names (dossiers.zoekvector),
 * as the lists show them to the user: an adviser its office's, a money provider its own. A typed
 * dossier number that exists comes first. A hundred thousand dossiers are ranked whole.
 */
export const dossierSource: SearchSource = {
  soort: 'dossier',
  allowed: (user) => DOSSIER_VIEW.some((p) => user.permissions.has(p)),
  hits: (user, query, limit, exactId) => sql`
    select 'dossier'::text as soort, ${dossiers.id} as id, ${dossiers.id} as dossier_id,
           coalesce(nullif(${dossiers.naamHypotheekGever}, ''), 'Dossier ' || ${dossiers.id}) as titel,
           concat_ws(' · ', 'Dossier ' || ${dossiers.id}, ${dossiers.offerteNr}, ${dossiers.kenmerk}, nullif(${dossiers.zoekPostcodes}, ''), ${stepName}) as omschrijving,
           null::text as tekst, ${dossiers.ontvangenOp} as datum, ${dossiers.cds} as cds, ${dossiers.btl} as btl,
           (ts_rank(${dossiers.zoekvector}, ${query}) + case when ${dossiers.id} = ${exactId ?? 0} then 1 else 0 end)::real as rang
    from ${dossiers}
    where ${dossiers.zoekvector} @@ ${query} and ${visibleTo(user)}
    order by rang desc, ${dossiers.id} desc
    limit ${limit}`,
  count: (user, query, cap) => sql`select count(*)::int as n from (select 1 from ${dossiers} where ${dossiers.zoekvector} @@ ${query} and ${visibleTo(user)} limit ${cap}) as matches`,
};
