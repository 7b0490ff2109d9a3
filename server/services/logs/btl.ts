import { asc, eq, inArray } from 'drizzle-orm';
import type { StatusAction } from '../../../contract/dossier-status-rules';
import type { Db } from '../../db/client';
import { btlContractanten, dossiers, geldverstrekkers, hypotheken, kantoren, leningdelen, objecten } from '../../db/schema';
import type { Dossier, Tx } from '../dossiers/audit';
import { logMessage } from './write';

/** The BTL channel's name for each status action: what the portal and the lender's BTL desk are told. */
const STATUS_MESSAGES: Record<StatusAction, string> = {
  priority: 'PRIORITEIT_GEWIJZIGD',
  reject: 'AANVRAAG_AFGEWEZEN',
  rejectUpdate: 'AFWIJZING_TOEGELICHT',
  close: 'DOSSIER_BEEINDIGD',
  reopen: 'DOSSIER_HEROPEND',
  afronden: 'DOSSIER_AFGEROND',
  unarchive: 'DOSSIER_UIT_ARCHIEF',
  forward: 'DOORGEZET_NAAR_GELDVERSTREKKER',
  sendToServicing: 'OVERDRACHT_NAAR_BEHEER',
  substatus: 'SUBSTATUS_GEWIJZIGD',
  kantoor: 'KANTOOR_GEWIJZIGD',
};

const REPORTED = ['fase', 'stap', 'status', 'subStatus', 'prioriteit', 'leningType', 'geldverstrekkerId', 'kantoorId', 'adviseurId', 'gearchiveerd', 'statusToelichting'] as const;

/**
 * A status action on a BTL dossier is reported to the BTL channel (docs/logs.md): the message is
 * written to the BTL log in the action's own transaction, so the log holds exactly the changes
 * that were made. An action that changed nothing sends nothing.
 */
export async function recordBtlStatus(tx: Tx, actorId: number, action: StatusAction, before: Dossier, after: Dossier) {
  if (!after.btl) return;
  const wijzigingen = REPORTED.filter((field) => String(before[field]) !== String(after[field])).map((veld) => ({ veld, oud: before[veld], nieuw: after[veld] }));
  if (wijzigingen.length === 0) return;
  const [lender] = await tx.select({ code: geldverstrekkers.ontvangerCode }).from(geldverstrekkers).where(eq(geldverstrekkers.id, after.geldverstrekkerId));
  const soort = STATUS_MESSAGES[action];
  await logMessage(tx, {
    kanaal: 'BTL',
    richting: 'UIT',
    soort,
    bron: 'BTL-PORTAAL',
    dossierId: after.id,
    referentie: after.kenmerk,
    status: 'VERSTUURD',
    samenvatting: `${soort.charAt(0)}${soort.slice(1).toLowerCase().replaceAll('_', ' ')}: ${wijzigingen.map((w) => `${w.veld} ${w.oud ?? '–'} → ${w.nieuw ?? '–'}`).join(', ')}.`,
    bericht: {
      berichtType: soort,
      dossiernummer: after.id,
      kenmerk: after.kenmerk,
      geldverstrekker: lender?.code ?? null,
      status: { fase: after.fase, stap: after.stap, status: after.status, subStatus: after.subStatus, leningType: after.leningType },
      wijzigingen,
      toelichting: after.statusToelichting,
    },
    gebruikerId: actorId,
  });
}

/**
 * The application of a BTL dossier as the BTL portal delivered it (docs/logs.md): built from the
 * dossier's own data (office, contractors, properties with their rent, loan parts), without BSNs.
 * Written when a BTL dossier is taken in outside HDN; the demo seed writes it for its BTL dossiers.
 */
export async function recordBtlIntake(db: Db, dossierIds: number[]) {
  if (dossierIds.length === 0) return;
  const rows = await db
    .select({ dossier: dossiers, kantoor: kantoren.bedrijfsNaam, afm: kantoren.afmNummer, lender: geldverstrekkers.ontvangerCode })
    .from(dossiers)
    .leftJoin(kantoren, eq(kantoren.id, dossiers.kantoorId))
    .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, dossiers.geldverstrekkerId))
    .where(inArray(dossiers.id, dossierIds))
    .orderBy(asc(dossiers.id));
  const contractors = await db.select().from(btlContractanten).where(inArray(btlContractanten.dossierId, dossierIds)).orderBy(asc(btlContractanten.id));
  const properties = await db.select().from(objecten).where(inArray(objecten.dossierId, dossierIds)).orderBy(asc(objecten.id));
  const loans = await db
    .select({ dossierId: hypotheken.dossierId, hoofdsom: hypotheken.hoofdsom, deel: leningdelen })
    .from(hypotheken)
    .leftJoin(leningdelen, eq(leningdelen.hypotheekId, hypotheken.id))
    .where(inArray(hypotheken.dossierId, dossierIds))
    .orderBy(asc(leningdelen.volgnummer));
  for (const { dossier, kantoor, afm, lender } of rows) {
    const own = loans.filter((l) => l.dossierId === dossier.id);
    await logMessage(db, {
      kanaal: 'BTL',
      richting: 'IN',
      soort: 'BTL_AANVRAAG',
      bron: 'BTL-PORTAAL',
      dossierId: dossier.id,
      referentie: `BTL-${String(dossier.id).padStart(7, '0')}`,
      status: 'VERWERKT',
      samenvatting: `Buy-to-let-aanvraag ontvangen voor ${dossier.naamHypotheekGever || 'onbekende aanvrager'}; dossier ${dossier.id} aangemaakt.`,
      bericht: {
        berichtType: 'BTL_AANVRAAG',
        aanvraagNummer: `BTL-${String(dossier.id).padStart(7, '0')}`,
        geldverstrekker: lender,
        intermediair: kantoor ? { naam: kantoor, afmNummer: afm } : null,
        contractanten: contractors
          .filter((c) => c.dossierId === dossier.id)
          .map((c) => ({ type: c.type, naam: c.name ?? [c.firstName, c.familyNamePrefix, c.familyName].filter(Boolean).join(' '), kvkNummer: c.kvkNummer, contact: c.contactDetails })),
        objecten: properties
          .filter((p) => p.dossierId === dossier.id)
          .map((p) => ({ adres: `${p.straatNaam} ${p.huisNummer}${p.huisNummerToevoeging ? ` ${p.huisNummerToevoeging}` : ''}`, postcode: p.postcode, plaats: p.plaatsNaam, marktwaarde: p.marktwaarde, verhuurd: p.verhuurd, huurPerMaand: p.huurPerMaand })),
        lening: own.length
          ? {
              hoofdsom: own[0].hoofdsom,
              leningdelen: own.filter((l) => l.deel).map((l) => ({ aflosvorm: l.deel!.aflosvorm, bedrag: l.deel!.bedrag, rente: l.deel!.rentePercentage, rentevastMaanden: l.deel!.rentevastePeriodeMaanden })),
            }
          : null,
      },
      gebruikerId: null,
      tijdstip: dossier.ontvangenOp,
    });
  }
}
