import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { caller, signIn, testConfig, testServer } from '../helpers';

const { app, database } = await testServer();
const documented = await caller(app).get('/api/openapi.json');
type Operation = { description?: string; responses: Record<string, { content?: Record<string, unknown> }> };
const paths: Record<string, Record<string, Operation>> = documented.body.paths;

/** The infrastructure of the document itself stays out of it; every other route is in it. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const apiRoutes = app.routeTable
  .flatMap((route) => [route.method].flat().map((method) => ({ ...route, method })))
  .filter((route) => route.method !== 'HEAD' && !isDocsRoute(route.url));

describe('OpenAPI document', () => {
  it('is served as OpenAPI 3 with the shared error body as a component', () => {
    expect(documented.status).toBe(200);
    expect(documented.body.openapi).toMatch(/^3\./);
    expect(documented.body.components.schemas.ApiError.properties).toHaveProperty('messages');
    expect(documented.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('hides no route but its own', () => {
    const hidden = app.routeTable.filter((route) => route.method !== 'HEAD' && !paths[openapiPath(route.url)]).map((route) => route.url);
    expect(hidden.filter((url) => !isDocsRoute(url))).toEqual([]);
  });

  it('has every route, with a response schema for its success status', () => {
    expect(apiRoutes.length).toBeGreaterThan(50);
    const offending = apiRoutes.flatMap(({ method, url, schema }) => {
      const operation = paths[openapiPath(url)]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${url}: missing from the document`];
      const declared = Object.keys(schema?.response ?? {}).filter((status) => /^2/.test(status));
      if (!declared.length) return [`${method} ${url}: no success response in schema.response`];
      return declared
        .filter((status) => status !== '204' && !operation.responses[status]?.content)
        .map((status) => `${method} ${url}: ${status} documents no content`);
    });
    expect(offending, `routes without a documented answer:\n${offending.join('\n')}`).toEqual([]);
  });

  it('states each route’s access rule and its error answers', () => {
    const get = (path: string, method = 'get') => paths[path][method];
    expect(get('/api/v1/dossiers').description).toContain('MENU_DOSSIERS_VIEW');
    expect(get('/api/v1/rs/kantoren').description).toContain('any signed-in user');
    expect(get('/authenticate', 'post').description).toContain('public');
    expect(Object.keys(get('/authenticate', 'post').responses)).toEqual(expect.arrayContaining(['400', '403', '409', '429']));
    expect(get('/authenticate', 'post').responses).not.toHaveProperty('401');
    expect(Object.keys(get('/api/v1/dossiers/{id}').responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    const missingAccess = apiRoutes.filter((r) => !paths[openapiPath(r.url)]?.[r.method.toLowerCase()]?.description?.includes('Access: '));
    expect(missingAccess.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(get('/api/v1/dossiers/{id}').responses['404'].content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } });
  });

  it('serves the reference page under the app’s strict CSP', async () => {
    const page = await caller(app).get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const script = await caller(app).get('/api/docs/static/swagger-initializer.js');
    expect(script.status).toBe(200);
    expect(script.body).toMatch(/getItem\(['"]access_token['"]\)/);
  });

  it('sends static/index.html to the page once, with or without a query (no redirect to itself)', async () => {
    for (const [asked, target] of [
      ['/api/docs/static/index.html', '/api/docs/'],
      ['/api/docs/static/index.html?url=/api/docs/json', '/api/docs/?url=/api/docs/json'],
    ]) {
      const res = await caller(app).get(asked);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(target);
    }
  });

  it('shows the shape of a phone, KvK, IBAN or postcode field as its pattern, with an example', () => {
    const properties = (path: string) =>
      (paths[path].post as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }).requestBody.content[
        'application/json'
      ].schema.properties;
    expect(properties('/api/v1/beheer/service-providers').telefoon).toMatchObject({ pattern: '^\\+?\\d{6,15}$', example: '0201234567' });
    expect(properties('/api/v1/beheer/service-providers').kvkNummer).toMatchObject({ pattern: '^\\d{8}$', example: '12345678' });
    const document = JSON.stringify(documented.body);
    expect(document).toContain('"pattern":"^\\\\s*[A-Za-z]{2}\\\\d{2}[A-Za-z0-9 ]{10,40}$","example":"NL91ABNA0417164300"');
    expect(document).toContain('"pattern":"^\\\\s*[1-9]\\\\d{3} ?[A-Za-z]{2}\\\\s*$","example":"1234 AB"');
  });

  it('says in the document that it is open in the demo', () => {
    expect(documented.body.info.description).toContain('open to anyone');
  });
});

describe('OpenAPI document outside the demo', async () => {
  const production = await buildApp({ ...testConfig(), demo: false }, database.db, { logger: false });
  await production.ready();
  afterAll(() => production.close());

  it('is for signed-in staff only', async () => {
    expect((await caller(production).get('/api/openapi.json')).status).toBe(401);
    expect((await caller(production).get('/api/docs/json')).status).toBe(401);
    expect((await (await signIn(production, 'adviseur')).get('/api/openapi.json')).status).toBe(403);
    expect((await (await signIn(production, 'verstrekker')).get('/api/docs/json')).status).toBe(403);
    const staff = await signIn(production, 'medewerker');
    expect((await staff.get('/api/openapi.json')).body.paths).toHaveProperty(['/api/v1/dossiers']);
    expect((await staff.get('/api/docs/json')).status).toBe(200);
    expect((await staff.get('/api/openapi.json')).body.info.description).toContain('for signed-in staff only (user types M, E, B, V, S)');
  });

  it('keeps the reference page itself public: it holds no API detail until the document is read', async () => {
    expect((await caller(production).get('/api/docs/')).status).toBe(200);
  });
});
