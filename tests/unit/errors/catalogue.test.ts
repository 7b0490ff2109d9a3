import { describe, expect, it } from 'vitest';
import { decodeErrorBody } from '../../../src/dataProvider/errorBody';
import { statusName } from '../../../src/i18n/statusName';
import { interpretError, translateMessage } from '../../../src/shell/errors/catalogue';

const url = '/api/v1/teams';
const dialogOf = (status: number, body: unknown, at = url) => interpretError({ status, body, url: at }).dialog;

describe('error catalogue: statuses that end the session', () => {
  it('401 logs out without a dialog', () => {
    expect(interpretError({ status: 401, body: { type: 'GENERAL', messages: ['x'] }, url })).toEqual({ logout: true, dialog: null });
  });
  it('503 logs out', () => {
    expect(interpretError({ status: 503, body: null, url }).logout).toBe(true);
  });
  it('status 0 (no answer) logs out', () => {
    expect(interpretError({ status: 0, body: null, url }).logout).toBe(true);
  });
  it("'Access is denied' in a 400 logs out", () => {
    expect(interpretError({ status: 400, body: { type: 'GENERAL', messages: ['Access is denied'] }, url })).toEqual({ logout: true, dialog: null });
  });
  it("'Access is denied' in a 5xx or 403 logs out", () => {
    expect(interpretError({ status: 500, body: { type: 'GENERAL', messages: ['Access is denied'] }, url }).logout).toBe(true);
    expect(interpretError({ status: 403, body: { type: 'GENERAL', messages: ['Access is denied'] }, url }).logout).toBe(true);
  });
  it('other failures keep the session', () => {
    expect(interpretError({ status: 400, body: { type: 'GENERAL', messages: ['Fout'] }, url }).logout).toBe(false);
  });
});

describe('error catalogue: dialog content by type', () => {
  it('VALIDATION lists field names (as labels) with their messages', () => {
    const outcome = interpretError(
      { status: 400, body: { type: 'VALIDATION', messages: ['Teamnaam: Dit veld is verplicht.'], fields: { teamNaam: 'Dit veld is verplicht.' } }, url },
      (field) => (field === 'teamNaam' ? 'Teamnaam' : field),
    );
    expect(outcome.dialog?.type).toBe('VALIDATION');
    expect(outcome.dialog?.fields).toEqual([{ field: 'Teamnaam', message: 'Dit veld is verplicht.' }]);
  });
  it('GENERAL lists its messages', () => {
    expect(dialogOf(400, { type: 'GENERAL', messages: ['Eerste', 'Tweede'] })?.messages).toEqual(['Eerste', 'Tweede']);
  });
  it.each(['FILESIZE', 'FILENAME', 'FILETYPE'])('%s lists its messages', (type) => {
    const dialog = dialogOf(400, { type, messages: ['Bestand te groot'] });
    expect(dialog).toMatchObject({ type, messages: ['Bestand te groot'], fields: [] });
  });
  it("any other type shows 'Request Processing Error'", () => {
    expect(dialogOf(400, { type: 'SOMETHING', messages: ['internal detail'] })?.messages).toEqual(['Request Processing Error']);
  });
  it('a 5xx shows the server messages', () => {
    expect(dialogOf(500, { type: 'GENERAL', messages: ['Er ging iets mis'] })?.messages).toEqual(['Er ging iets mis']);
  });
  it('409 shows the response body', () => {
    const stale = 'Dit record is intussen door iemand anders gewijzigd.';
    expect(dialogOf(409, { type: 'GENERAL', messages: [stale] })?.messages).toEqual([stale]);
    expect(dialogOf(409, 'Versie verouderd')?.messages).toEqual(['Versie verouderd']);
  });
  it('a body without messages falls back to the Dutch status name', () => {
    expect(dialogOf(404, null)?.messages).toEqual(['404 Niet gevonden']);
    expect(dialogOf(502, { type: 'GENERAL', messages: [] })?.messages).toEqual(['502 Ongeldig antwoord van de gateway']);
  });
});

describe('error catalogue: notes attachments', () => {
  const attachment = '/api/v1/notities/attachment/12?key=abc';
  it.each([404, 500])('%i shows the server messages', (status) => {
    expect(dialogOf(status, { type: 'GENERAL', messages: ['Bijlage bestaat niet'] }, attachment)?.messages).toEqual(['Bijlage bestaat niet']);
  });
  it.each([404, 500])("%i without messages says 'Het document kan niet weergegeven worden' (FILETYPE)", (status) => {
    expect(dialogOf(status, null, attachment)).toMatchObject({ type: 'FILETYPE', messages: ['Het document kan niet weergegeven worden'] });
  });
  it('the rule is limited to the attachment path', () => {
    expect(dialogOf(404, null)?.messages).not.toContain('Het document kan niet weergegeven worden');
  });
});

describe('error catalogue: message rewriting', () => {
  it("replaces a message containing 'could not execute statement'", () => {
    expect(dialogOf(500, { type: 'GENERAL', messages: ['ERROR: could not execute statement; SQL [insert]'] })?.messages).toEqual([
      'Er is iets mis gegaan, probeer het later opnieuw',
    ]);
  });
  it('translates the PDF tool messages', () => {
    expect(translateMessage('Document is encrypted')).toBe('Deze pdf bevat beveiliging (encryptie) waardoor het niet aangepast mag worden.');
    expect(translateMessage('Cannot remove all pages of the document')).toBe(
      "Het is niet mogelijk alle pagina's te verwijderen. Er moet minimaal 1 pagina overblijven van het origineel.",
    );
    expect(translateMessage('Page 12 does not exist')).toBe('De pagina met het ingevoerde paginanummer bestaat niet.');
  });
  it('translates an invalid mail recipient', () => {
    expect(translateMessage('Invalid Addresses: foo@')).toBe('Het ingevoerde email adres is incorrect. De email kan niet verstuurd worden');
  });
  it('leaves other messages alone', () => {
    expect(translateMessage('Gebruikersnaam of wachtwoord is onjuist.')).toBe('Gebruikersnaam of wachtwoord is onjuist.');
  });
  it("asks for a page reload when the first message is 'Het document kan niet worden geupload.'", () => {
    expect(dialogOf(400, { type: 'FILESIZE', messages: ['Het document kan niet worden geupload.', 'Te groot'] })?.reloadOnClose).toBe(true);
    expect(dialogOf(400, { type: 'FILESIZE', messages: ['Te groot', 'Het document kan niet worden geupload.'] })?.reloadOnClose).toBe(false);
  });
});

describe('error catalogue: HTTP status names', () => {
  it.each([
    [200, 'OK'], [201, 'Aangemaakt'], [202, 'Geaccepteerd'], [203, 'Niet-gezaghebbende informatie'], [204, 'Geen inhoud'],
    [400, 'Ongeldig verzoek'], [401, 'Niet ingelogd'], [403, 'Geen toegang'], [404, 'Niet gevonden'],
    [500, 'Interne serverfout'], [501, 'Niet geïmplementeerd'], [502, 'Ongeldig antwoord van de gateway'],
    [503, 'Dienst niet beschikbaar'], [504, 'Gateway reageert niet op tijd'],
  ])('%i is %s', (status, name) => {
    expect(statusName(status)).toBe(name);
  });
});

describe('error catalogue: binary error bodies', () => {
  const json = JSON.stringify({ type: 'FILETYPE', messages: ['Onbekend type'] });
  it('decodes a Blob to JSON', async () => {
    expect(await decodeErrorBody(new Blob([json], { type: 'application/octet-stream' }))).toEqual({ type: 'FILETYPE', messages: ['Onbekend type'] });
  });
  it('decodes an ArrayBuffer and a byte view to JSON', async () => {
    const bytes = new TextEncoder().encode(json);
    expect(await decodeErrorBody(bytes.buffer)).toEqual({ type: 'FILETYPE', messages: ['Onbekend type'] });
    expect(await decodeErrorBody(bytes)).toEqual({ type: 'FILETYPE', messages: ['Onbekend type'] });
  });
  it('keeps text that is no JSON, and makes empty bodies null', async () => {
    expect(await decodeErrorBody(new TextEncoder().encode('Bad gateway').buffer)).toBe('Bad gateway');
    expect(await decodeErrorBody(new ArrayBuffer(0))).toBeNull();
  });
});

describe('error catalogue: the request reference', () => {
  it("hands the server's request id to the dialog, for every kind of body", () => {
    expect(dialogOf(500, { type: 'GENERAL', messages: ['Er is iets mis gegaan, probeer het later opnieuw'], requestId: 'ref-1' })?.requestId).toBe('ref-1');
    expect(dialogOf(400, { type: 'VALIDATION', messages: ['x'], fields: { naam: 'Dit veld is verplicht.' }, requestId: 'ref-2' })?.requestId).toBe('ref-2');
    expect(dialogOf(404, { type: 'GENERAL', messages: [], requestId: 'ref-3' }, '/api/v1/notities/attachment/9')?.requestId).toBe('ref-3');
  });
  it('has none when the body names none, or not as text', () => {
    expect(dialogOf(500, { type: 'GENERAL', messages: ['Fout'] })?.requestId).toBeUndefined();
    expect(dialogOf(500, { type: 'GENERAL', messages: ['Fout'], requestId: 42 })?.requestId).toBeUndefined();
    expect(dialogOf(502, 'Bad gateway')?.requestId).toBeUndefined();
  });
});
