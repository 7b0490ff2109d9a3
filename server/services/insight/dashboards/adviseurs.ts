import { sql } from 'drizzle-orm';
import { categoryChart, kengetal, type Figures } from '../charts';
import { ALL, num, receivedIn, rows, whereOf, type InsightContext } from '../context';
import { PASSED, reachedIn, reachedPerGroup } from '../milestones';

const TOP = 15;

/** /dashboards/adviseurs: per adviser what came in and what was passed in the period (docs/insight.md). */
export async function adviseurs(ctx: InsightContext): Promise<Figures> {
  const count = (range: { van: string; tot: string }) =>
    rows<{ id: number; naam: string; n: number }>(
      ctx.db,
      sql`select a.id, concat_ws(' ', a.voor_letters, a.tussen_voegsels, a.achter_naam) || ' (' || coalesce(k.bedrijfs_naam, '') || ')' as naam, count(*)::int as n
          from dossiers join gebruikers a on a.id = dossiers.adviseur_id left join kantoren k on k.id = a.kantoor_id
          where ${whereOf(ctx, { ...ALL, ...receivedIn(range) })} group by a.id, naam order by n desc, naam`,
    );
  const [received, before, passed] = await Promise.all([
    count(ctx.period),
    count(ctx.previous),
    reachedPerGroup(ctx, PASSED, sql`dossiers.adviseur_id`),
  ]);
  const active = (list: typeof received) => list.length;
  const perAdviser = (list: typeof received) => (list.length ? Math.round((list.reduce((s, r) => s + num(r.n), 0) / list.length) * 10) / 10 : null);
  const top = received.slice(0, TOP);
  return {
    kengetallen: [
      kengetal('actieveAdviseurs', 'aantal', active(received), active(before), null),
      kengetal('aanvragenPerAdviseur', 'aantal', perAdviser(received), perAdviser(before), null),
    ],
    grafieken: [
      categoryChart(
        ctx,
        'perAdviseur',
        'aantal',
        [
          { id: 'aanvragen', label: 'Aanvragen' },
          { id: 'gepasseerd', label: 'Gepasseerd' },
        ],
        top.map((a) => ({
          id: String(a.id),
          label: a.naam,
          values: [num(a.n), num(passed.find((p) => p.id === a.id)?.n)],
          filters: [
            { ...ALL, ...receivedIn(ctx.period), advisor: String(a.id) },
            { ...reachedIn(PASSED, ctx.period), advisor: String(a.id) },
          ],
        })),
      ),
    ],
  };
}
