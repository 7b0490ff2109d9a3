import { inArray, sql } from 'drizzle-orm';
import { KNOWN_PERMISSIONS, type KnownPermission } from '../../contract/permission-catalog';
import { DOCUMENT_PERMISSIONS, DOSSIER_DETAIL_PERMISSIONS, type Permission } from '../../contract/permissions';
import type { Db } from '../db/client';
import { rolPermissies, rollen } from '../db/schema';

/**
 * The Beheer entries a lender's administrator maintains (spec 000 §2: the lender's Beheer menu),
 * by name: a new Beheer permission reaches lenders only when it is added here, and
 * tests/api/app/demo-roles.test.ts fails when one does unasked.
 */
const LENDER_BEHEER: readonly Permission[] = [
  'BEHEER_BERICHTTEMPLATES', 'BEHEER_EVENTTEMPLATES', 'BEHEER_TAKEN', 'BEHEER_CDS_PERIODE', 'BEHEER_DOCUMENTSTATUS',
  'BEHEER_BELANGRIJKE_DATUMS', 'BEHEER_ZONDER_DOCUMENTEN', 'BEHEER_OVERRULE_STATUS', 'BEHEER_CHANGE_REQUEST', 'BEHEER_TEAMS',
  'BEHEER_SYSTEM_EVENTS', 'BEHEER_CODE_LENING_MIJ', 'BEHEER_DIENSTEN', 'BEHEER_VRIJE_DAGEN',
];

/** Every Beheer permission, listed or declared by an entity: the functional administrator's. */
const ALL_BEHEER = KNOWN_PERMISSIONS.filter((permission) => permission.startsWith('BEHEER_'));

const STAFF_MENUS: Permission[] = [
  'MENU_STARTPAGINA', 'MENU_DASHBOARD_VIEW', 'MENU_DOSSIERS_VIEW', 'MENU_CDS_DOSSIERS_VIEW',
  'MENU_BTL_DOSSIERS_VIEW', 'MENU_BEHEER_BTL_VIEW', 'MENU_APPEALS_VIEW', 'MENU_WIJZIGINGSLOG_VIEW',
  'MENU_OVERRULEDESK_VIEW', 'MENU_VOORBESPREEKDESK_VIEW', 'MENU_ADVISEURS_VIEW', 'MENU_BERICHTEN_VIEW',
  'MENU_TAKEN_VIEW', 'MENU_WORKFLOW_VIEW', 'MENU_WERKVERDELING_VIEW', 'MENU_PRODUCTVERGELIJKER_VIEW',
  'MENU_BANKGARANTIES_VIEW', 'MENU_VERZEKERINGEN_VIEW', 'MENU_EXTRACTED_PARTIES_VIEW',
  'MENU_HDN_BERICHTEN_VIEW', 'MENU_RENTE', 'MENU_INFORMATIE_VIEW', 'MENU_DOORLOOPTIJDEN_VIEW',
  'MENU_DASHBOARDS_VIEW', 'MENU_RAPPORTAGES_VIEW', 'MENU_BTL_LOG', 'MENU_HDN_LOG', 'MENU_SYSTEM_EVENTS_VIEW',
  // Staff with it see every office's loyalty level (docs/insight.md).
  'MENU_LOYALTY_VIEW',
];

const STAFF_FUNCTIONS: Permission[] = [
  'WORKFLOW_TAAK_FUNCTIONALITEIT', 'WORKFLOW_VIEW_ALLE', 'NIEUWE_TAAK_NOTITIE', 'VOORBESPREEKDESK_EDIT',
  'VOORBESPREEKDESK_NIEUW_BUTTON', 'VOORBESPREEKDESK_SET_BEHANDELAAR', 'ALLOW_DELETE_MAIL', 'DOCUMENT_DELETE',
  'DOSSIER_WERKVERDELER_ASSIGN', 'DOSSIER_LIST_WERKVERDELER_FILTERS', 'DOWNLOAD_ALL_DOCUMENTS', 'BTL_DOSSIER_BEHEER',
  'DOSSIER_OPSCHONEN', 'STIPULATIES_VERVERSEN', 'HDN_BERICHTEN_KOPPELEN',
  // The BTL loans from their data to their servicing, and every section of an office (docs/transactions.md, docs/offices.md).
  'BTL_DOSSIER_EDIT', 'BTL_DOSSIER_NAAR_BEHEER', 'BTL_DOSSIER_TRANSACTIES', 'BTL_DOSSIER_TRANSACTIES_CORRIGEREN',
  'ADVISEURS_DETAIL_CIJFERS', 'ADVISEURS_DETAIL_ADVISEURS', 'ADVISEURS_DETAIL_GELDVERSTREKKERS',
];

/** Roles bundle permissions; users hold roles. Each demo account holds the role of its kind. */
export const DEMO_ROLES: { naam: string; omschrijving: string; permissions: readonly KnownPermission[] }[] = [
  { naam: 'Medewerker', omschrijving: 'Medewerker van de backoffice met ruime rechten', permissions: [...STAFF_MENUS, ...STAFF_FUNCTIONS, ...DOSSIER_DETAIL_PERMISSIONS, ...DOCUMENT_PERMISSIONS] },
  {
    naam: 'Adviseur',
    omschrijving: 'Hypotheekadviseur van een aangesloten kantoor',
    permissions: [
      'MENU_DOSSIERS_VIEW', 'MENU_BTL_DOSSIERS_VIEW', 'MENU_APPEALS_VIEW', 'MENU_OVERRULEDESK_VIEW',
      'MENU_VOORBESPREEKDESK_VIEW', 'MENU_BERICHTEN_VIEW', 'MENU_FACTUREN_VIEW', 'MENU_KANTOOR_VIEW',
      'MENU_PRODUCTVERGELIJKER_VIEW', 'MENU_RENTE', 'MENU_INFORMATIE_VIEW', 'MENU_LOYALTY_VIEW',
      // Their own office's guarantees and insurances: the adviser arranges both with the client (docs/guarantees.md).
      'MENU_BANKGARANTIES_VIEW', 'MENU_VERZEKERINGEN_VIEW',
      'VOORBESPREEKDESK_NIEUW_BUTTON', 'VOORBESPREEKDESK_EDIT', 'DOSSIER_DETAIL_OPMERKINGEN', 'DOSSIER_DETAIL_AUDIT',
      'DOSSIER_DETAIL_COMMUNICATIE', 'DOSSIER_DETAIL_DOCUMENTEN',
      // Their own office's figures, colleagues and money providers (docs/offices.md).
      'ADVISEURS_DETAIL_CIJFERS', 'ADVISEURS_DETAIL_ADVISEURS', 'ADVISEURS_DETAIL_GELDVERSTREKKERS',
    ],
  },
  {
    naam: 'Hypotheekverstrekker',
    omschrijving: 'Medewerker van een geldverstrekker',
    permissions: [
      'MENU_DOSSIERS_VIEW', 'MENU_CDS_DOSSIERS_VIEW', 'MENU_BTL_DOSSIERS_VIEW', 'MENU_OVERRULEDESK_VIEW',
      'MENU_BERICHTEN_VIEW', 'MENU_TAKEN_VIEW', 'MENU_WORKFLOW_VIEW', 'MENU_INFORMATIE_VIEW',
      'MENU_RAPPORTAGES_VIEW', 'MENU_BEHEER_VIEW', 'WORKFLOW_TAAK_FUNCTIONALITEIT', 'WORKFLOW_VIEW_TEAM', 'NIEUWE_TAAK_NOTITIE',
      ...LENDER_BEHEER, 'DOSSIER_DETAIL_EDIT', 'DOSSIER_DETAIL_STATUS', 'DOSSIER_DETAIL_LABELS',
      'DOSSIER_DETAIL_OPMERKINGEN', 'DOSSIER_DETAIL_APPROVALS', 'DOSSIER_DETAIL_AUDIT', 'DOSSIER_DETAIL_COMMUNICATIE',
      'DOSSIER_DETAIL_DOCUMENTEN', 'DOCUMENT_BEOORDELING_NHL', 'DOCUMENT_GENEREREN', 'DOSSIER_DETAIL_NOTITIES', 'DOWNLOAD_ALL_DOCUMENTS',
      // Its BTL loans' data, and their servicing read but not corrected: the back office services them (docs/transactions.md).
      'BTL_DOSSIER_EDIT', 'BTL_DOSSIER_TRANSACTIES',
    ],
  },
  {
    naam: 'Employee',
    omschrijving: 'Medewerker met de basisrechten van de backoffice',
    permissions: [
      'MENU_STARTPAGINA', 'MENU_DOSSIERS_VIEW', 'MENU_CDS_DOSSIERS_VIEW', 'MENU_BERICHTEN_VIEW',
      'MENU_TAKEN_VIEW', 'MENU_WORKFLOW_VIEW', 'MENU_INFORMATIE_VIEW', 'MENU_RAPPORTAGES_VIEW',
      'MENU_DASHBOARDS_VIEW', 'WORKFLOW_TAAK_FUNCTIONALITEIT', 'WORKFLOW_VIEW_TEAM', 'NIEUWE_TAAK_NOTITIE', 'DOSSIER_DETAIL_EDIT',
      'DOSSIER_DETAIL_LABELS', 'DOSSIER_DETAIL_OPMERKINGEN', 'DOSSIER_DETAIL_AUDIT', 'DOSSIER_DETAIL_COMMUNICATIE',
      'DOSSIER_DETAIL_DOCUMENTEN', 'DOSSIER_DETAIL_NOTITIES', 'MENU_OVERRULEDESK_VIEW', 'MENU_VOORBESPREEKDESK_VIEW',
      'VOORBESPREEKDESK_EDIT', 'BTL_DOSSIER_EDIT',
    ],
  },
  {
    naam: 'Beheerder',
    omschrijving: 'Functioneel beheerder: alle beheerschermen',
    permissions: [
      // No Dashboard: its figures are dossiers', and the Beheerder sees no dossier; it starts on its Startpagina.
      'MENU_STARTPAGINA', 'MENU_BEHEER_VIEW', 'MENU_INFORMATIE_VIEW',
      'MENU_SYSTEM_EVENTS_VIEW', 'MENU_HDN_LOG', 'MENU_BTL_LOG', 'MENU_EXTERNE_AANROEPEN_VIEW', ...ALL_BEHEER, 'DOSSIER_OPSCHONEN_GOEDKEUREN',
      // Whoever keeps the rates sees them as everyone does (docs/rates.md).
      'MENU_RENTE',
    ],
  },
  {
    naam: 'Koppeling',
    omschrijving: 'Systeemaccount van een koppeling die berichten aanlevert (system events, klantportaal)',
    permissions: ['SYSTEM_EVENTS_AANLEVEREN', 'KLANTPORTAAL_AANLEVEREN'],
  },
];

/**
 * A demo database made before a release keeps the roles it was seeded with, so the permissions a
 * release added to a demo role (documents, notes, tasks, clean-up, …) would be missing and its
 * screens closed to the demo accounts. Every demo start gives each demo role (by name) what
 * DEMO_ROLES lists for it. It only adds: a permission an administrator gave a demo role on top
 * stays. A role that gained one gets a new version, so a role form opened before cannot save the
 * old set over it. Idempotent, in one transaction; the permission names exist (syncPermissions).
 */
export async function syncDemoRoles(db: Db) {
  await db.transaction(async (tx) => {
    const roles = await tx
      .select({ id: rollen.id, naam: rollen.naam })
      .from(rollen)
      .where(inArray(rollen.naam, DEMO_ROLES.map((r) => r.naam)))
      .for('update');
    const wanted = roles.flatMap((role) => DEMO_ROLES.find((r) => r.naam === role.naam)!.permissions.map((permissie) => ({ rolId: role.id, permissie })));
    if (!wanted.length) return;
    const added = await tx.insert(rolPermissies).values(wanted).onConflictDoNothing().returning({ rolId: rolPermissies.rolId });
    const changed = [...new Set(added.map((a) => a.rolId))];
    if (changed.length) await tx.update(rollen).set({ version: sql`${rollen.version} + 1`, updatedAt: new Date() }).where(inArray(rollen.id, changed));
  });
}
