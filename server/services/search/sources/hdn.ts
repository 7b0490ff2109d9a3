import { sql } from 'drizzle-orm';
import { dossiers, hdnBerichten } from '../../../db/schema';
import { hdnScope, mayReadHdn } from '../../hdn/read';
import type { SearchSource } from '../source';

/**
 * HDN messages by their id, reference and summary (hdn_berichten.zoekvector), for those who may
 * read the HDN screens, with the scope of those screens (never an adviser).
 */
export const hdnSource: SearchSource = {
  soort: 'hdn',
  allowed: mayReadHdn,
  hits: (user, query, limit) => sql`
    select 'hdn'::text as soort, ${hdnBerichten.id} as id, ${hdnBerichten.dossierId} as dossier_id,
           concat_ws(' · ', ${hdnBerichten.soort}, ${hdnBerichten.samenvatting}) as titel,
           concat_ws(' · ', case when ${hdnBerichten.richting} = 'IN' then 'Ontvangen' else 'Verzonden' end,
                     coalesce('Dossier ' || ${hdnBerichten.dossierId}, 'Niet gekoppeld'), ${hdnBerichten.berichtId}) as omschrijving,
           null::text as tekst, ${hdnBerichten.tijdstip} as datum, ${dossiers.cds} as cds, ${dossiers.btl} as btl,
           ts_rank(${hdnBerichten.zoekvector}, ${query})::real as rang
    from ${hdnBerichten} left join ${dossiers} on ${dossiers.id} = ${hdnBerichten.dossierId}
    where ${hdnBerichten.zoekvector} @@ ${query} and ${hdnScope(user) ?? sql`true`}
    order by rang desc, ${hdnBerichten.id} desc
    limit ${limit}`,
  count: (user, query, cap) =>
    sql`select count(*)::int as n from (select 1 from ${hdnBerichten} where ${hdnBerichten.zoekvector} @@ ${query} and ${hdnScope(user) ?? sql`true`} limit ${cap}) as matches`,
};
