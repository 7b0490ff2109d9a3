import { describe, expect, it } from 'vitest';
import { MASK } from '../../../../contract/trace-codes';
import { configuredSecrets, rememberConfiguredSecrets } from '../../../../server/services/secrets/configured';
import { maskedLogger } from '../../../../server/services/secrets/log';
import { errorText, isBsn, mask, maskText } from '../../../../server/services/secrets/mask';

/** The one masking of every stored or shown text: traces, HDN and outbox reasons, job errors, log lines (docs/security.md). */
describe('mask', () => {
  it('masks values under keys that name a secret, whatever their nesting', () => {
    expect(mask({ user: 'relay', pass: 'geheim', nested: [{ Authorization: 'Bearer abc', apiKey: 'k', clientSecret: 's', resetToken: 't', bsn: '123456782', naam: 'Jansen' }] })).toEqual({
      user: 'relay',
      pass: MASK,
      nested: [{ Authorization: MASK, apiKey: MASK, clientSecret: MASK, resetToken: MASK, bsn: MASK, naam: 'Jansen' }],
    });
  });

  it('masks the values the caller names, a URL’s password, long tokens and BSNs in any text', () => {
    const token = 'aB3_dE5-gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5hJ7k';
    expect(mask(`Uw code is 482913. Link https://x.nl/reset/${token}`, ['482913'])).toBe(`Uw code is ${MASK}. Link https://x.nl/reset/${MASK}`);
    expect(maskText('smtp://relay:Geheim-1@smtp.example.nl:587')).toBe(`smtp://relay:${MASK}@smtp.example.nl:587`);
    expect(mask('BSN 111222334 en 123456782; telefoon 0612345678; rekening NL91ABNA0417164300')).toBe(`BSN 111222334 en ${MASK}; telefoon 0612345678; rekening NL91ABNA0417164300`);
  });

  it('keeps what is not secret and makes the rest JSON-safe', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    expect(mask({ n: 3, ok: true, none: null, at: when, bytes: Buffer.from('abc'), fn: () => 1, code: null })).toEqual({ n: 3, ok: true, none: null, at: '2026-01-02T03:04:05.000Z', bytes: '(3 bytes)', code: null });
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 20; i++) node = (node.next = {}) as Record<string, unknown>;
    expect(JSON.stringify(mask(deep))).toContain('…');
  });
});

describe('secrets in URLs and query strings', () => {
  it('masks the value of a query-string parameter that names a secret, and keeps the others', () => {
    expect(maskText('POST https://hdn.example.nl/in?key=abc123&partij=BO&api_key=x1&Token=t9#deel')).toBe(`POST https://hdn.example.nl/in?key=${MASK}&partij=BO&api_key=${MASK}&Token=${MASK}#deel`);
    expect(maskText('https://s3.example.nl/b/o?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=9f8e&x-id=GetObject')).toBe(`https://s3.example.nl/b/o?X-Amz-Credential=${MASK}&X-Amz-Signature=${MASK}&x-id=GetObject`);
    expect(maskText('GET /api/v1/events?ticket=abc&page=0&password=geheim')).toBe(`GET /api/v1/events?ticket=abc&page=0&password=${MASK}`);
  });

  it('masks a URL’s password with or without a user, and leaves a port or an address after the path alone', () => {
    expect(maskText('http://user:pass@hdn.example.nl/in?key=k')).toBe(`http://user:${MASK}@hdn.example.nl/in?key=${MASK}`);
    expect(maskText('postgres://:Wacht%40woord@db:5432/app')).toBe(`postgres://:${MASK}@db:5432/app`);
    expect(maskText('http://hdn.example.nl:8080/in?afzender=a@b.nl')).toBe('http://hdn.example.nl:8080/in?afzender=a@b.nl');
    expect(maskText('{"url":"http://host:8080","mail":"x@y.nl"}')).toBe('{"url":"http://host:8080","mail":"x@y.nl"}');
  });

  it('masks the configured secrets wherever they appear, also decoded and as a Basic credential', () => {
    rememberConfiguredSecrets(['https://hdn-user:Zeer%2FGeheim-77@hdn.example.nl/in?key=Sleutel-4711&afzender=BO', undefined, 'smtp://relay:kort@smtp.example.nl']);
    const basic = Buffer.from('hdn-user:Zeer/Geheim-77').toString('base64');
    expect(configuredSecrets()).toEqual(expect.arrayContaining(['Zeer%2FGeheim-77', 'Zeer/Geheim-77', 'Sleutel-4711', basic]));
    // Too short to mask in every word: "kort" is masked where it stands in a URL only.
    expect(configuredSecrets()).not.toContain('kort');
    expect(maskText(`De ontvanger zei: wachtwoord Zeer/Geheim-77 en sleutel Sleutel-4711 onbekend; Authorization: Basic ${basic}`)).toBe(
      `De ontvanger zei: wachtwoord ${MASK} en sleutel ${MASK} onbekend; Authorization: Basic ${MASK}`,
    );
    expect(maskText('kort verhaal')).toBe('kort verhaal');
  });
});

describe('errorText', () => {
  it('is the masked message of a failure with its cause, cut to its length', () => {
    const failure = new Error('connect ECONNREFUSED for http://u:p4ss@127.0.0.1:9/in?apikey=geheim');
    expect(errorText(failure)).toBe(`connect ECONNREFUSED for http://u:${MASK}@127.0.0.1:9/in?apikey=${MASK}`);
    expect(errorText('te lang '.repeat(300), 10)).toBe('te lang te');
    expect(errorText(new Error('code 4711 verstuurd'), 2000, ['4711'])).toBe(`code ${MASK} verstuurd`);
    // fetch says only "fetch failed": the reason is in its cause.
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    expect(errorText(refused)).toBe('fetch failed (connect ECONNREFUSED 127.0.0.1:9)');
    expect(errorText(new TypeError('fetch failed', { cause: Object.assign(new AggregateError([]), { code: 'ETIMEDOUT' }) }))).toBe('fetch failed (ETIMEDOUT)');
  });
});

describe('maskedLogger', () => {
  it('masks every line the logger writes, and keeps it JSON', () => {
    const options = maskedLogger({ level: 'warn' }) as { level: string; hooks: { streamWrite: (line: string) => string } };
    expect(options.level).toBe('warn');
    const line = `${JSON.stringify({ level: 50, err: { message: 'fetch to http://u:p4ss@h/in?key=abc failed', stack: 'Error: …' }, msg: 'job failed' })}\n`;
    const written = options.hooks.streamWrite(line);
    expect(JSON.parse(written).err.message).toBe(`fetch to http://u:${MASK}@h/in?key=${MASK} failed`);
    expect(maskedLogger(false)).toBe(false);
  });
});

describe('isBsn', () => {
  it('applies the eleven test', () => {
    expect(isBsn('123456782')).toBe(true);
    expect(isBsn('111222334')).toBe(false);
    expect(isBsn('000000000')).toBe(false);
    expect(isBsn('12345678')).toBe(false);
  });
});
