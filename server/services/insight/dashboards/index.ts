import type { DashboardAnswer, InsightQuery } from '../../../../contract/insight/answers';
import type { DashboardsName } from '../../../../contract/insight/figures';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../permissions/access';
import type { BusinessCalendar } from '../../workload/calendar';
import type { Figures } from '../charts';
import { insightContext, type InsightContext } from '../context';
import { adviseurs } from './adviseurs';
import { agenda } from './agenda';
import { aanvragen } from './aanvragen';
import { compleetDossier } from './compleet';
import { firstTimeRightDashboard } from './first-time-right';
import { omzet } from './omzet';
import { overview } from './overview';
import { werkvoorraad } from './werkvoorraad';

const DASHBOARDS: Record<DashboardsName, (ctx: InsightContext) => Promise<Figures>> = {
  aanvragen,
  'compleet-dossier': compleetDossier,
  werkvoorraad,
  'first-time-right': firstTimeRightDashboard,
  omzet,
  adviseurs,
  agenda,
};

const periodOut = (ctx: InsightContext) => ({
  soort: ctx.period.soort,
  label: ctx.period.label,
  van: ctx.period.van,
  tot: ctx.period.tot,
  vorige: { label: ctx.previous.label, van: ctx.previous.van, tot: ctx.previous.tot },
});

/** Each figure with a previous value names its period: the screen's previous one unless it says otherwise. */
const labelled = (figures: Figures, ctx: InsightContext): Figures => ({
  ...figures,
  kengetallen: figures.kengetallen.map((k) => ({ ...k, vorigePeriode: k.vorige === null ? null : (k.vorigePeriode ?? ctx.previous.label) })),
});

/** GET /inzicht/dashboards/{naam}: one dashboard's figures over the chosen period. */
export async function dashboard(db: Db, user: SessionUser, calendar: BusinessCalendar, name: DashboardsName, q: InsightQuery): Promise<DashboardAnswer> {
  const ctx = insightContext(db, user, calendar, q);
  return { dashboard: name, periode: periodOut(ctx), ...labelled(await DASHBOARDS[name](ctx), ctx) };
}

/** GET /inzicht/dashboard: the overview over the week and the month of the chosen day. */
export async function overviewDashboard(db: Db, user: SessionUser, calendar: BusinessCalendar, q: InsightQuery): Promise<DashboardAnswer> {
  const week = insightContext(db, user, calendar, { ...q, periode: 'week' });
  const month = insightContext(db, user, calendar, { ...q, periode: 'maand' });
  return { dashboard: 'dashboard', periode: periodOut(week), ...labelled(await overview(week, month), week) };
}
