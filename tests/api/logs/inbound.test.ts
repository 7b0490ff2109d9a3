import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { berichtenlog, dossiers, hypotheekgevers, systemEvents } from '../../../server/db/schema';
import { pickDossier } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { systemAccount } from './accounts';

/** Messages other systems send in: system events and client-portal changes (docs/logs.md). */
const { app, database } = await testServer();
const db = database.db;
const koppeling = await systemAccount(app, db, 'test.koppeling');
const bare = await systemAccount(app, db, 'test.zonderrol', false);
const medewerker = await signIn(app, 'medewerker');
const dossier = await pickDossier(db, eq(dossiers.aanleverenViaHdnjn, 1), 40);

const logged = async (id: number) => (await db.select().from(berichtenlog).where(eq(berichtenlog.id, id)))[0];
const event = (body: Record<string, unknown>) => koppeling.post('/api/v1/system-events', { bron: 'HDN', event: 'AANVRAAG_ONTVANGEN', eventId: 'EV-1', dossierId: dossier.id, ...body });

describe('POST /system-events', () => {
  it('logs a known event about an existing dossier as processed, with the message as sent', async () => {
    const res = await event({ eventId: 'EV-ok', gegevens: { berichtSoort: 'AanvraagBericht' } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'VERWERKT', samenvatting: 'Een HDN-aanvraag is binnengekomen.' });
    const row = await logged(res.body.id);
    expect(row).toMatchObject({ kanaal: 'SYSTEM_EVENT', richting: 'IN', soort: 'AANVRAAG_ONTVANGEN', bron: 'HDN', dossierId: dossier.id, referentie: 'EV-ok' });
    expect(row.bericht).toMatchObject({ event: 'AANVRAAG_ONTVANGEN', gegevens: { berichtSoort: 'AanvraagBericht' } });
  });

  it('finds the dossier by the kenmerk of its offer', async () => {
    const [withKenmerk] = await db.select().from(dossiers).where(and(eq(dossiers.fase, 'PASSEREN'))).limit(1);
    const res = await koppeling.post('/api/v1/system-events', { bron: 'WINDWARD', event: 'LENING_GEPASSEERD', eventId: 'WW-1', kenmerk: withKenmerk.kenmerk });
    expect(res.body.status).toBe('VERWERKT');
    expect((await logged(res.body.id)).dossierId).toBe(withKenmerk.id);
  });

  it('logs what it cannot use: an unknown or switched-off event ignored, a wrong source or unknown dossier failed', async () => {
    expect((await event({ event: 'ONBEKEND_EVENT' })).body).toMatchObject({ status: 'GENEGEERD', samenvatting: expect.stringContaining('Onbekend event ONBEKEND_EVENT') });
    await db.update(systemEvents).set({ active: false }).where(eq(systemEvents.naam, 'OFFERTE_VERSTUURD'));
    try {
      expect((await event({ event: 'OFFERTE_VERSTUURD' })).body).toMatchObject({ status: 'GENEGEERD', samenvatting: expect.stringContaining('staat uit') });
    } finally {
      await db.update(systemEvents).set({ active: true }).where(eq(systemEvents.naam, 'OFFERTE_VERSTUURD'));
    }
    expect((await event({ bron: 'HYARCHIS' })).body).toMatchObject({ status: 'FOUT', samenvatting: 'Event AANVRAAG_ONTVANGEN hoort bij bron HDN, niet bij HYARCHIS.' });
    const missing = await event({ dossierId: 99999999 });
    expect(missing.body).toMatchObject({ status: 'FOUT', samenvatting: 'Het dossier bij dossier 99999999 bestaat niet.' });
    expect((await logged(missing.body.id)).dossierId).toBeNull();
  });

  it('refuses a malformed event with 400 VALIDATION and logs nothing', async () => {
    const before = (await db.select().from(berichtenlog)).length;
    for (const body of [{ bron: 'SMTP' }, { eventId: '' }, { dossierId: 'twaalf' }, { tijdstip: 'gisteren' }, { event: 'x'.repeat(101) }]) {
      const res = await event(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
    }
    expect((await db.select().from(berichtenlog)).length).toBe(before);
  });

  it('is for the channel’s system account only', async () => {
    expect((await medewerker.post('/api/v1/system-events', { bron: 'HDN', event: 'AANVRAAG_ONTVANGEN', eventId: 'x' })).status).toBe(403);
    expect((await bare.post('/api/v1/system-events', { bron: 'HDN', event: 'AANVRAAG_ONTVANGEN', eventId: 'x' })).status).toBe(403);
  });
});

describe('POST /klantportaal/wijzigingen', () => {
  const applicant = async () => (await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id)).limit(1))[0];

  it('logs a client’s change for the back office to handle, leaving the dossier as it is', async () => {
    const h = await applicant();
    const res = await koppeling.post('/api/v1/klantportaal/wijzigingen', {
      verzoekNummer: 'KP-1',
      dossierId: dossier.id,
      hypotheekgeverId: h.id,
      wijzigingen: [
        { veld: 'email', oudeWaarde: h.email, nieuweWaarde: 'nieuw@voorbeeld.nl' },
        { veld: 'telefoonNummer', oudeWaarde: '0000000000', nieuweWaarde: '0612345678' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.status).toBe('ONTVANGEN');
    expect(res.body.samenvatting).toMatch(/^E-mailadres en Telefoonnummer gewijzigd door .+\. Let op: de oude waarde van Telefoonnummer wijkt af van het dossier\.$/);
    expect(await logged(res.body.id)).toMatchObject({ kanaal: 'KLANTPORTAAL', soort: 'WIJZIGING_GEGEVENS', referentie: 'KP-1', dossierId: dossier.id });
    expect((await applicant()).email).toBe(h.email);
  });

  it('logs a change about an applicant of another dossier as failed', async () => {
    const [stranger] = await db.select().from(hypotheekgevers).where(and(eq(hypotheekgevers.dossierId, dossier.id + 1))).limit(1);
    const res = await koppeling.post('/api/v1/klantportaal/wijzigingen', { verzoekNummer: 'KP-2', dossierId: dossier.id, hypotheekgeverId: stranger.id, wijzigingen: [{ veld: 'iban', nieuweWaarde: 'NL91ABNA0417164300' }] });
    expect(res.body).toMatchObject({ status: 'FOUT', samenvatting: `Aanvrager ${stranger.id} hoort niet bij dossier ${dossier.id}.` });
  });

  it('refuses a malformed change with 400 VALIDATION, and anyone but the channel', async () => {
    const h = await applicant();
    for (const wijzigingen of [[], [{ veld: 'bsn', nieuweWaarde: '123' }], [{ veld: 'email', nieuweWaarde: 'x'.repeat(201) }]]) {
      const res = await koppeling.post('/api/v1/klantportaal/wijzigingen', { verzoekNummer: 'KP-3', dossierId: dossier.id, hypotheekgeverId: h.id, wijzigingen });
      expect(res.status, JSON.stringify(wijzigingen)).toBe(400);
    }
    const body = { verzoekNummer: 'KP-4', dossierId: dossier.id, hypotheekgeverId: h.id, wijzigingen: [{ veld: 'email', nieuweWaarde: 'a@b.nl' }] };
    expect((await medewerker.post('/api/v1/klantportaal/wijzigingen', body)).status).toBe(403);
    expect((await bare.post('/api/v1/klantportaal/wijzigingen', body)).status).toBe(403);
  });
});
