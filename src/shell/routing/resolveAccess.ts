import { holds } from '../../authProvider/accessRule';
import { type Area, HOME_ORDER, areaByKey } from '../areas';

export interface AccessContext {
  permissions: readonly string[];
  userCode: string | undefined;
}

export type Decision = { allowed: true } | { allowed: false; redirectTo: string };

const mayEnter = (area: Area, ctx: AccessContext) =>
  (area.guard === false || holds(ctx.permissions, area.rule)) && admits(area, ctx);

/** The area's additional guard on the user type (spec 000 §2 "Guards"). */
const admits = (area: Area, ctx: AccessContext) => !area.onlyFor || (!!ctx.userCode && (area.onlyFor as readonly string[]).includes(ctx.userCode));

/** The first home route whose permission the user holds; Profiel needs none, so there always is one. */
export const homeRoute = (ctx: AccessContext) => {
  const home = HOME_ORDER.map(areaByKey).find((area) => area && holds(ctx.permissions, area.rule));
  return home?.path ?? '/profile';
};

/** Where a parent path without a screen (/tickets) leads: the first of its areas whose permission the user holds, else home. */
export const leadRoute = (keys: readonly string[], ctx: AccessContext) =>
  keys.map(areaByKey).find((area) => area && holds(ctx.permissions, area.rule) && admits(area, ctx))?.path ?? homeRoute(ctx);

const fallback = (area: Area, ctx: AccessContext) => {
  const seen = new Set([area.key]);
  for (let next = area.sibling && areaByKey(area.sibling); next && !seen.has(next.key); next = next.sibling && areaByKey(next.sibling)) {
    if (mayEnter(next, ctx)) return next.path;
    seen.add(next.key);
  }
  return homeRoute(ctx);
};

/** The guard of spec 000 §2: permission first (sibling, then home routes), then the user-type check. */
export const resolveAccess = (area: Area, ctx: AccessContext): Decision => {
  if (area.guard !== false && !holds(ctx.permissions, area.rule)) {
    return { allowed: false, redirectTo: fallback(area, ctx) };
  }
  if (!admits(area, ctx)) return { allowed: false, redirectTo: '/' };
  return { allowed: true };
};

/** Advisers start at their loyalty page, everyone else at the dashboard; both are guarded. */
export const rootRedirect = (ctx: AccessContext) => (ctx.userCode === 'A' ? '/loyalty' : '/dashboard');
