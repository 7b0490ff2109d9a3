import { describe, expect, it } from 'vitest';
import { caller, testServer } from '../helpers';

const { app } = await testServer();
const methods = (m: string | string[]) => [m].flat().filter((x) => x !== 'HEAD');

describe('route table', () => {
  it('every route declares who may call it', () => {
    const undeclared = app.routeTable.filter((r) => !r.config?.access).map((r) => `${r.method} ${r.url}`);
    expect(app.routeTable.length).toBeGreaterThan(8);
    expect(undeclared).toEqual([]);
  });

  it('every route that is not public refuses a caller without a token', async () => {
    const guarded = app.routeTable.filter((r) => r.config?.access?.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      for (const method of methods(route.method)) {
        const url = route.url.replace(/:\w+/g, '1');
        const anonymous = caller(app);
        const res = method === 'GET' ? await anonymous.get(url) : await anonymous[method.toLowerCase() as 'post'](url, {});
        expect(res.status, `${method} ${route.url}`).toBe(401);
      }
    }
  });
});
