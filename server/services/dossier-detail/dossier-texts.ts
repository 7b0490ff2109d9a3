import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { belangrijkeDataSchema, dienstverleningSchema, tekstregelsSchema } from '../../../contract/dossier-forms';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { belangrijkeDatums, dossierTekstregels } from '../../db/schema';
import { changeDossier } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { lockDossier } from './access';
import { auditFields, touchDossier } from './audit-trail';

// Forms guarded by the dossier's own version: their data belongs to the dossier as a whole.

/** PUT /dossiers/{id}/tekstregels: replaces the offer's text lines. */
export async function putTekstregels(db: Db, user: SessionUser, dossierId: number, body: z.output<typeof tekstregelsSchema>) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, dossierId);
    checkVersion(dossier, body.version);
    const stored = await tx.select().from(dossierTekstregels).where(eq(dossierTekstregels.dossierId, dossierId)).orderBy(asc(dossierTekstregels.volgnummer));
    const before = Object.fromEntries(stored.map((r) => [String(r.volgnummer), r.tekst]));
    const after = Object.fromEntries(body.regels.map((tekst, i) => [String(i + 1), tekst]));
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = await auditFields(tx, user.id, dossierId, 'tekstregels', before, after, keys);
    if (changed === 0) return { regels: body.regels, version: dossier.version };
    await tx.delete(dossierTekstregels).where(eq(dossierTekstregels.dossierId, dossierId));
    if (body.regels.length) {
      await tx.insert(dossierTekstregels).values(body.regels.map((tekst, i) => ({ dossierId, volgnummer: i + 1, tekst })));
    }
    return { regels: body.regels, version: await touchDossier(tx, dossier) };
  });
}

/** PUT /dossiers/{id}/dienstverlening: advice or execution only. */
export async function putDienstverlening(db: Db, user: SessionUser, dossierId: number, body: z.output<typeof dienstverleningSchema>) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, dossierId);
    checkVersion(dossier, body.version);
    const row = await changeDossier(tx, user.id, dossier, { dienstverlening: body.dienstverlening });
    return { dienstverlening: row.dienstverlening, version: row.version };
  });
}

/** PUT /dossiers/{id}/belangrijke-data: the important dates, one per kind; kinds left out are removed. */
export async function putBelangrijkeData(db: Db, user: SessionUser, dossierId: number, body: z.output<typeof belangrijkeDataSchema>) {
  return db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, user, dossierId);
    checkVersion(dossier, body.version);
    const stored = await tx.select().from(belangrijkeDatums).where(eq(belangrijkeDatums.dossierId, dossierId));
    const show = (d: { datum: string; omschrijving: string | null } | undefined) => (d ? [d.datum, d.omschrijving].filter(Boolean).join(' ') : null);
    const before = Object.fromEntries(stored.map((d) => [d.soort, show(d)]));
    const after = Object.fromEntries(body.datums.map((d) => [d.soort, show(d)]));
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = await auditFields(tx, user.id, dossierId, 'belangrijkeDatums', before, after, keys);
    if (changed > 0) {
      await tx.delete(belangrijkeDatums).where(eq(belangrijkeDatums.dossierId, dossierId));
      if (body.datums.length) await tx.insert(belangrijkeDatums).values(body.datums.map((d) => ({ ...d, dossierId })));
    }
    return { datums: body.datums, version: changed > 0 ? await touchDossier(tx, dossier) : dossier.version };
  });
}
