import { type AccessRule, readersOf } from '../authProvider/accessRule';
import type { EntityDef } from '../../contract/entity';
import type { UserCode } from '../../contract/permissions';

/**
 * Every area of the shell (spec 000 §2 "Children of the main shell"): its route, title, the
 * permission rule that guards it and where a user without that permission goes instead.
 */
export interface Area {
  key: string;
  /** Route pattern; the area also owns everything below it. */
  path: string;
  /** i18n key of the title shown in the header and the document title. */
  title: string;
  rule?: AccessRule<string>;
  /** The spec leaves some areas unguarded; their rule then only decides whether they can be a home route. */
  guard?: false;
  /** The additional guard: only these user types enter, anyone else goes to '/'. */
  onlyFor?: readonly UserCode[];
  /** Area key tried first when the rule fails, before the home routes. */
  sibling?: string;
  /** A parent path without a screen of its own leads to the first of these areas the user may open. */
  leadsTo?: readonly string[];
}

const one = (...anyOf: AccessRule['anyOf'] & {}): AccessRule => ({ anyOf });
const all = (...allOf: AccessRule['allOf'] & {}): AccessRule => ({ allOf });

export const areas: readonly Area[] = [
  { key: 'startpagina', path: '/startpagina', title: 'app.area.startpagina', rule: one('MENU_STARTPAGINA') },
  { key: 'dashboard', path: '/dashboard', title: 'app.area.dashboard', rule: one('MENU_DASHBOARD_VIEW'), sibling: 'startpagina' },
  { key: 'dossiers', path: '/dossiers', title: 'app.area.dossiers', rule: one('MENU_DOSSIERS_VIEW') },
  { key: 'cds', path: '/cds', title: 'app.area.cds', rule: one('MENU_CDS_DOSSIERS_VIEW') },
  { key: 'appeals', path: '/appeals', title: 'app.area.appeals', rule: one('MENU_APPEALS_VIEW') },
  { key: 'btl', path: '/btl', title: 'app.area.btl', rule: one('MENU_BTL_DOSSIERS_VIEW'), sibling: 'beheer-btl' },
  { key: 'beheer-btl', path: '/beheer-btl', title: 'app.area.beheerBtl', rule: one('MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER') },
  { key: 'wijzigingslog', path: '/wijzigingslog', title: 'app.area.wijzigingslog', rule: one('MENU_WIJZIGINGSLOG_VIEW') },
  { key: 'overruledesk', path: '/overruledesk', title: 'app.area.overruledesk', rule: one('MENU_OVERRULEDESK_VIEW') },
  { key: 'voorbespreekdesk', path: '/voorbespreekdesk', title: 'app.area.voorbespreekdesk', rule: one('MENU_VOORBESPREEKDESK_VIEW') },
  { key: 'adviseurs', path: '/adviseurs', title: 'app.area.adviseurs', rule: one('MENU_ADVISEURS_VIEW') },
  // An adviser opens their own office through these two without seeing the Kantoren list.
  { key: 'facturen', path: '/adviseurs/:officeId/facturen', title: 'app.area.facturen', rule: one('MENU_FACTUREN_VIEW') },
  { key: 'kantoor', path: '/adviseurs/:officeId', title: 'app.area.kantoor', rule: one('MENU_ADVISEURS_VIEW', 'MENU_KANTOOR_VIEW') },
  { key: 'tickets', path: '/tickets', title: 'app.area.tickets', guard: false, leadsTo: ['berichten', 'taken', 'hdn'] },
  { key: 'berichten', path: '/tickets/berichten', title: 'app.area.berichten', rule: one('MENU_BERICHTEN_VIEW'), guard: false },
  { key: 'taken', path: '/tickets/taken', title: 'app.area.taken', rule: one('MENU_TAKEN_VIEW'), guard: false },
  { key: 'hdn', path: '/tickets/hdn', title: 'app.area.hdn', rule: one('MENU_HDN_BERICHTEN_VIEW'), guard: false },
  { key: 'workflow', path: '/workflow', title: 'app.area.workflow', rule: one('MENU_WORKFLOW_VIEW') },
  { key: 'werkverdeling', path: '/werkverdeling', title: 'app.area.werkverdeling', rule: one('MENU_WERKVERDELING_VIEW') },
  // Not under /beheer: the Beheer menu needs MENU_BEHEER_VIEW, which the processors who mark dossiers do not hold (docs/cleanup.md).
  { key: 'opschonen', path: '/opschonen', title: 'app.area.opschonen', rule: one('DOSSIER_OPSCHONEN', 'DOSSIER_OPSCHONEN_GOEDKEUREN') },
  { key: 'productvergelijker', path: '/productvergelijker', title: 'app.area.productvergelijker', rule: one('MENU_PRODUCTVERGELIJKER_VIEW') },
  { key: 'bankgaranties', path: '/bankgaranties', title: 'app.area.bankgaranties', rule: one('MENU_BANKGARANTIES_VIEW') },
  { key: 'verzekeringen', path: '/verzekeringen', title: 'app.area.verzekeringen', rule: one('MENU_VERZEKERINGEN_VIEW') },
  { key: 'extracted-parties', path: '/extracted-parties', title: 'app.area.extractedParties', rule: one('MENU_EXTRACTED_PARTIES_VIEW') },
  { key: 'rente-tarieven', path: '/rente-tarieven', title: 'app.area.renteTarieven', rule: one('MENU_RENTE'), guard: false },
  { key: 'informatie', path: '/informatie', title: 'app.area.informatie', rule: one('MENU_INFORMATIE_VIEW'), guard: false },
  { key: 'doorlooptijden', path: '/doorlooptijden', title: 'app.area.doorlooptijden', rule: one('MENU_DOORLOOPTIJDEN_VIEW') },
  { key: 'dashboards', path: '/dashboards', title: 'app.area.dashboards', rule: one('MENU_DASHBOARDS_VIEW') },
  { key: 'rapportages', path: '/rapportages', title: 'app.area.rapportages', rule: one('MENU_RAPPORTAGES_VIEW') },
  { key: 'beheer', path: '/beheer', title: 'app.area.beheer', rule: one('MENU_BEHEER_VIEW') },
  { key: 'beheer-beveiligingslog', path: '/beheer/beveiligingslog', title: 'app.area.beheer', rule: all('MENU_BEHEER_VIEW', 'BEHEER_GEBRUIKERS') },
  { key: 'beheer-uitgaande-mail', path: '/beheer/uitgaande-mail', title: 'app.area.beheer', rule: all('MENU_BEHEER_VIEW', 'BEHEER_GEBRUIKERS') },
  { key: 'hdn-log', path: '/hdn-log', title: 'app.area.hdnLog', rule: one('MENU_HDN_LOG', 'MENU_HDN_BERICHTEN_VIEW'), sibling: 'btl-log' },
  { key: 'btl-log', path: '/btl-log', title: 'app.area.btlLog', rule: one('MENU_BTL_LOG', 'BTL_DOSSIER_BEHEER'), sibling: 'recieved-system-events' },
  { key: 'recieved-system-events', path: '/recieved-system-events', title: 'app.area.systemEvents', rule: one('MENU_SYSTEM_EVENTS_VIEW', 'BEHEER_SYSTEM_EVENTS') },
  // Ours: the spec leaves the route of the external-call traces open (002 §2; docs/traces.md).
  { key: 'externe-aanroepen', path: '/externe-aanroepen', title: 'app.area.externeAanroepen', rule: one('MENU_EXTERNE_AANROEPEN_VIEW') },
  // The spec's second guard of loyalty (000 §2, rule not shown): advisers see their office, staff with the permission every office (docs/insight.md).
  { key: 'loyalty', path: '/loyalty', title: 'app.area.loyalty', rule: one('MENU_LOYALTY_VIEW'), onlyFor: ['A', 'M', 'E', 'B', 'V'] },
  { key: 'profile', path: '/profile', title: 'app.area.profile', guard: false },
  // /pdf/{origin}/{id} and /pdf/{id}: the viewer reads the rest of the path.
  { key: 'pdf', path: '/pdf', title: 'app.area.pdf', guard: false },
];

/** Where a user without the wanted area's permission lands (spec 000 §2 "Guards"), in this order. */
export const HOME_ORDER = [
  'dossiers', 'cds', 'btl', 'adviseurs', 'berichten', 'taken', 'werkverdeling',
  'dashboards', 'rapportages', 'beheer', 'rente-tarieven', 'informatie', 'profile',
] as const;

export const areaByKey = (key: string) => areas.find((a) => a.key === key);

/**
 * The area of a schema-driven resource's screens (and of its menu entry): whoever may read it
 * (readersOf) enters, a reader without the write permission to the read-only list and page; under
 * /beheer also MENU_BEHEER_VIEW, as for the rest of Beheer.
 */
export const entityArea = (entity: Pick<EntityDef, 'name' | 'route' | 'access'>): Area => {
  const { rule, onlyFor } = readersOf(entity);
  return {
    key: `beheer-${entity.name}`,
    path: entity.route,
    title: 'app.area.beheer',
    rule: entity.route.startsWith('/beheer/') ? { allOf: ['MENU_BEHEER_VIEW'], anyOf: rule?.anyOf } : rule,
    onlyFor,
  };
};
