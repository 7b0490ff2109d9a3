import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

type Row = {
  bron: 'BERICHT' | 'HDN';
  id: number;
  datum: Date | string;
  richting: string;
  soort: string;
  hdn_soort: string | null;
  hdn_status: string | null;
  onderwerp: string;
  afzender: string;
  ontvanger: string;
  inhoud: string;
  total: number;
};

/**
 * The messages of one dossier, newest first, as a page: its letters and messages to the adviser
 * (dossier_berichten) and, for a user who may read HDN messages, its HDN messages as the HDN
 * message store holds them (docs/hdn.md: the same messages HDN Berichten and the HDN log list; an
 * adviser sees none, as on the dossier's trail). The caller has checked access and scope.
 */
export async function readDossierMessages(db: Db, dossierId: number, page: number, size: number, withHdn: boolean) {
  const hdn = withHdn
    ? sql`union all
      select 'HDN', h.id, h.tijdstip, h.richting, 'HDN', h.soort, h.status, h.samenvatting, coalesce(h.afzender, ''), coalesce(h.ontvanger, ''),
             coalesce(h.resultaat, h.melding, '')
      from hdn_berichten h where h.dossier_id = ${dossierId}`
    : sql``;
  const found = rowsOf<Row>(
    await db.execute(sql`
      select m.*, count(*) over () as total from (
        select 'BERICHT' as bron, b.id, b.datum, b.richting, b.soort, null::text as hdn_soort, null::text as hdn_status, b.onderwerp, b.afzender, b.ontvanger, b.inhoud
        from dossier_berichten b where b.dossier_id = ${dossierId}
        ${hdn}
      ) m
      order by m.datum desc, m.bron, m.id desc
      limit ${size} offset ${page * size}`),
  );
  const total = found.length
    ? Number(found[0].total)
    : Number(
        rowsOf<{ n: number }>(
          await db.execute(
            sql`select (select count(*) from dossier_berichten where dossier_id = ${dossierId})
                     + ${withHdn ? sql`(select count(*) from hdn_berichten where dossier_id = ${dossierId})` : sql`0`} as n`,
          ),
        )[0].n,
      );
  const content = found.map((r) => ({
    id: Number(r.id),
    bron: r.bron,
    hdn: r.bron === 'HDN' ? { soort: r.hdn_soort, status: r.hdn_status ?? '' } : null,
    datum: new Date(r.datum),
    richting: r.richting,
    soort: r.soort,
    onderwerp: r.onderwerp,
    afzender: r.afzender,
    ontvanger: r.ontvanger,
    inhoud: r.inhoud,
  }));
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}
