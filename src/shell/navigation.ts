import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Business from '@mui/icons-material/Business';
import Checklist from '@mui/icons-material/Checklist';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Dashboard from '@mui/icons-material/Dashboard';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import FolderCopy from '@mui/icons-material/FolderCopy';
import Forum from '@mui/icons-material/Forum';
import Gavel from '@mui/icons-material/Gavel';
import History from '@mui/icons-material/History';
import HomeWork from '@mui/icons-material/HomeWork';
import Home from '@mui/icons-material/Home';
import Info from '@mui/icons-material/Info';
import Insights from '@mui/icons-material/Insights';
import ListAlt from '@mui/icons-material/ListAlt';
import Logout from '@mui/icons-material/Logout';
import Mail from '@mui/icons-material/Mail';
import Percent from '@mui/icons-material/Percent';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Receipt from '@mui/icons-material/Receipt';
import Settings from '@mui/icons-material/Settings';
import Shield from '@mui/icons-material/Shield';
import Store from '@mui/icons-material/Store';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Timer from '@mui/icons-material/Timer';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { AccessRule } from '../authProvider/accessRule';
import type { Permission, UserCode } from '../../contract/permissions';
import type { Profile } from './profile';

/** Who sees an entry besides its permission rule (spec 000 §2 "Sidebar entries", §6). */
interface Visibility {
  rule?: AccessRule<string>;
  hideFor?: readonly UserCode[];
  onlyFor?: readonly UserCode[];
  profiles?: readonly Profile[];
}

export interface NavLinkDef extends Visibility {
  kind: 'link';
  /** Stable id; the rendered item carries data-testid `nav-<id>`. */
  id: string;
  /** i18n key. */
  label: string;
  icon?: SvgIconComponent;
  /** Target; `:officeId` is the adviser's office. Without it the entry is shown disabled. */
  to?: string;
  /** Key into the counter sources (src/shell/counters.ts). */
  counter?: string;
  /** i18n key of a small tag behind the label. */
  tag?: string;
  /** The label is the text itself, not an i18n key (a registry entity's own label). */
  literal?: boolean;
  /** In a group that lists registry entities: the entity (name) whose entry this one follows. */
  after?: string;
}

export interface NavGroupDef extends Visibility {
  kind: 'group';
  id: string;
  label: string;
  icon: SvgIconComponent;
  /** A group with a target becomes a plain link when none of its children is visible. */
  to?: string;
  counter?: string;
  /** Hand-written children; the registry entities whose menu names the group join them (menu/entityEntries.ts). */
  children: readonly NavLinkDef[];
  /** Children loaded from the server instead of declared here. */
  source?: 'rapportages';
}

export type NavEntryDef = NavLinkDef | NavGroupDef | { kind: 'separator'; id: string } | { kind: 'logout'; id: string; label: string; icon: SvgIconComponent };

const one = (...anyOf: Permission[]): AccessRule => ({ anyOf });
const all = (...allOf: Permission[]): AccessRule => ({ allOf });

const WORKLOAD_FILTERS = all('DOSSIER_LIST_WERKVERDELER_FILTERS');

/** Alle / SLA / Morgen / Afgehandeld under Dossiers and CDS; the workload statuses travel as `status`. */
const workload = (area: 'dossiers' | 'cds'): NavLinkDef[] => [
  { kind: 'link', id: `${area}-alle`, label: 'app.nav.workload.alle', to: `/${area}?alle=true`, counter: `${area}.alle`, rule: WORKLOAD_FILTERS },
  { kind: 'link', id: `${area}-sla`, label: 'app.nav.workload.sla', to: `/${area}?status=UITGEZET&status=BEHANDELING&filter=SLA`, counter: `${area}.sla`, rule: WORKLOAD_FILTERS },
  { kind: 'link', id: `${area}-morgen`, label: 'app.nav.workload.morgen', to: `/${area}?status=UITGEZET&status=BEHANDELING&filter=MORGEN`, counter: `${area}.morgen`, rule: WORKLOAD_FILTERS },
  { kind: 'link', id: `${area}-afgehandeld`, label: 'app.nav.workload.afgehandeld', to: `/${area}?filter=AFGEROND`, counter: `${area}.afgerond`, rule: WORKLOAD_FILTERS },
];

const NOT_ADVISER: readonly UserCode[] = ['A'];
/** The back office's own staff: the clean-up spans every office and lender (docs/cleanup.md). */
const STAFF: readonly UserCode[] = ['M', 'B', 'V'];
/** Beheer entries a lender (H) does not get. */
const NOT_LENDER: readonly UserCode[] = ['H'];

/** A Beheer page that is not a registry entity (those bring their own entry), placed after the entity `after`. */
const beheer = (id: string, to: string, permission: Permission, after: string): NavLinkDef => ({
  kind: 'link',
  id: `beheer-${id}`,
  label: `app.nav.beheer.${id}`,
  to,
  rule: all('MENU_BEHEER_VIEW', permission),
  hideFor: NOT_LENDER,
  after,
});

const link = (id: string, to: string | undefined, rule: AccessRule | undefined, extra: Partial<NavLinkDef> = {}): NavLinkDef => ({
  kind: 'link',
  id,
  label: `app.nav.${id}`,
  to,
  rule,
  ...extra,
});

/** The whole sidebar, top to bottom. */
export const navigation: readonly NavEntryDef[] = [
  link('startpagina', '/startpagina', one('MENU_STARTPAGINA'), { icon: Home }),
  link('dashboard', '/dashboard', one('MENU_DASHBOARD_VIEW'), { icon: Dashboard }),
  // Not in the spec's list, which has the adviser land here and come back by the logo; staff reach every office's level here.
  link('loyalty', '/loyalty', one('MENU_LOYALTY_VIEW'), { icon: WorkspacePremium, onlyFor: ['A', 'M', 'E', 'B', 'V'] }),
  { kind: 'group', id: 'dossiers', label: 'app.nav.dossiers', icon: Folder, to: '/dossiers?alle=true', rule: one('MENU_DOSSIERS_VIEW'), children: workload('dossiers') },
  { kind: 'group', id: 'cds', label: 'app.nav.cds', icon: FolderCopy, to: '/cds', rule: one('MENU_CDS_DOSSIERS_VIEW'), children: workload('cds') },
  link('appeals', '/appeals', one('MENU_APPEALS_VIEW'), { icon: Description }),
  link('btl', '/btl?advisor=alle', one('MENU_BTL_DOSSIERS_VIEW'), { icon: Apartment }),
  // Not in the spec's list of sidebar entries, yet an area of its own (spec 000 §2, beheer-btl): without
  // this entry whoever may open BTL Dossiers in beheer could reach it only by typing its address.
  link('beheerBtl', '/beheer-btl', one('MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER'), { icon: HomeWork }),
  link('wijzigingslog', '/wijzigingslog', one('MENU_WIJZIGINGSLOG_VIEW'), { icon: History }),
  link('overruledesk', '/overruledesk', one('MENU_OVERRULEDESK_VIEW'), { icon: Gavel, counter: 'overruledesk' }),
  link('voorbespreekdesk', '/voorbespreekdesk', one('MENU_VOORBESPREEKDESK_VIEW'), { icon: Forum, counter: 'voorbespreekdesk' }),
  link('kantoren', '/adviseurs', one('MENU_ADVISEURS_VIEW'), { icon: Business, hideFor: NOT_ADVISER }),
  link('berichten', '/tickets/berichten', one('MENU_BERICHTEN_VIEW'), { icon: Mail, counter: 'berichten' }),
  link('taken', '/tickets/taken', one('MENU_TAKEN_VIEW'), { icon: Checklist, hideFor: NOT_ADVISER }),
  link('workflow', '/workflow', one('MENU_WORKFLOW_VIEW'), { icon: AccountTree, counter: 'workflow' }),
  link('werkverdeling', '/werkverdeling', one('MENU_WERKVERDELING_VIEW'), { icon: AssignmentInd, hideFor: NOT_ADVISER }),
  link('opschonen', '/opschonen', one('DOSSIER_OPSCHONEN', 'DOSSIER_OPSCHONEN_GOEDKEUREN'), { icon: DeleteSweep, onlyFor: STAFF }),
  link('facturen', '/adviseurs/:officeId/facturen', one('MENU_FACTUREN_VIEW'), { icon: Receipt, onlyFor: ['A'] }),
  link('kantoor', '/adviseurs/:officeId', one('MENU_KANTOOR_VIEW'), { icon: Store, onlyFor: ['A'] }),
  link('productvergelijker', '/productvergelijker', one('MENU_PRODUCTVERGELIJKER_VIEW'), { icon: CompareArrows }),
  link('bankgaranties', '/bankgaranties', one('MENU_BANKGARANTIES_VIEW'), { icon: VerifiedUser }),
  link('verzekeringen', '/verzekeringen', one('MENU_VERZEKERINGEN_VIEW'), { icon: Shield }),
  link('extractedParties', '/extracted-parties', one('MENU_EXTRACTED_PARTIES_VIEW'), { icon: PersonSearch }),
  link('hdnBerichten', '/tickets/hdn', one('MENU_HDN_BERICHTEN_VIEW'), { icon: SwapHoriz, hideFor: NOT_ADVISER }),
  { kind: 'separator', id: 'separator-areas' },
  {
    kind: 'group', id: 'rente', label: 'app.nav.rente.group', icon: Percent, rule: one('MENU_RENTE'),
    children: [
      { kind: 'link', id: 'rente-assortiment', label: 'app.nav.rente.assortiment', to: '/rente-tarieven/assortiment', profiles: ['hin'], tag: 'app.nav.preProduction' },
      { kind: 'link', id: 'rente-alle', label: 'app.nav.rente.alle', to: '/rente-tarieven/alle' },
      { kind: 'link', id: 'rente-wijzigingen', label: 'app.nav.rente.wijzigingen', to: '/rente-tarieven/wijzigingen' },
    ],
  },
  {
    kind: 'group', id: 'informatie', label: 'app.nav.informatie.group', icon: Info, rule: one('MENU_INFORMATIE_VIEW'),
    children: [
      { kind: 'link', id: 'informatie-aankondigingen', label: 'app.nav.informatie.aankondigingen', to: '/informatie/aankondigingen' },
      { kind: 'link', id: 'informatie-nieuwsbrieven', label: 'app.nav.informatie.nieuwsbrieven', to: '/informatie/nieuwsbrieven' },
      { kind: 'link', id: 'informatie-kennisbank', label: 'app.nav.informatie.kennisbank', to: '/informatie/kennisbank' },
    ],
  },
  {
    kind: 'group', id: 'doorlooptijden', label: 'app.nav.doorlooptijden.group', icon: Timer, rule: one('MENU_DOORLOOPTIJDEN_VIEW'),
    children: [
      { kind: 'link', id: 'doorlooptijden-volmacht', label: 'app.nav.doorlooptijden.volmacht', to: '/doorlooptijden/volmacht' },
      { kind: 'link', id: 'doorlooptijden-niet-volmacht', label: 'app.nav.doorlooptijden.nietVolmacht', to: '/doorlooptijden/niet-volmacht' },
      { kind: 'link', id: 'doorlooptijden-verhuurhypotheken', label: 'app.nav.doorlooptijden.verhuurhypotheken', to: '/doorlooptijden/verhuurhypotheken' },
    ],
  },
  {
    kind: 'group', id: 'dashboards', label: 'app.nav.dashboards.group', icon: Insights, rule: one('MENU_DASHBOARDS_VIEW'),
    children: [
      { kind: 'link', id: 'dashboards-aanvragen', label: 'app.nav.dashboards.aanvragen', to: '/dashboards/aanvragen' },
      { kind: 'link', id: 'dashboards-compleet-dossier', label: 'app.nav.dashboards.compleetDossier', to: '/dashboards/compleet-dossier' },
      { kind: 'link', id: 'dashboards-werkvoorraad', label: 'app.nav.dashboards.werkvoorraad', to: '/dashboards/werkvoorraad' },
      { kind: 'link', id: 'dashboards-first-time-right', label: 'app.nav.dashboards.firstTimeRight', to: '/dashboards/first-time-right' },
      { kind: 'link', id: 'dashboards-omzet', label: 'app.nav.dashboards.omzet', to: '/dashboards/omzet' },
      { kind: 'link', id: 'dashboards-adviseurs', label: 'app.nav.dashboards.adviseurs', to: '/dashboards/adviseurs' },
      // Social Media is left out: the back office keeps no social media figures (docs/insight.md).
      { kind: 'link', id: 'dashboards-agenda', label: 'app.nav.dashboards.agenda', to: '/dashboards/agenda' },
    ],
  },
  { kind: 'group', id: 'rapportages', label: 'app.nav.rapportages', icon: Assessment, rule: one('MENU_RAPPORTAGES_VIEW'), source: 'rapportages', children: [] },
  {
    kind: 'group', id: 'beheer', label: 'app.nav.beheer.group', icon: Settings, rule: one('MENU_BEHEER_VIEW'), hideFor: NOT_ADVISER,
    // Every registry entity is an entry here (its declaration's `menu`), in registry order; these pages are not entities.
    children: [
      beheer('rechten', '/beheer/rechten', 'BEHEER_RECHTEN', 'service-provider'),
      beheer('beveiligingslog', '/beheer/beveiligingslog', 'BEHEER_GEBRUIKERS', 'ontvangercodes'),
      beheer('uitgaandeMail', '/beheer/uitgaande-mail', 'BEHEER_GEBRUIKERS', 'ontvangercodes'),
    ],
  },
  {
    kind: 'group', id: 'logs', label: 'app.nav.logs.group', icon: ListAlt,
    children: [
      { kind: 'link', id: 'logs-hdn', label: 'app.nav.logs.hdn', to: '/hdn-log', rule: one('MENU_HDN_LOG', 'MENU_HDN_BERICHTEN_VIEW') },
      { kind: 'link', id: 'logs-btl', label: 'app.nav.logs.btl', to: '/btl-log', rule: one('MENU_BTL_LOG', 'BTL_DOSSIER_BEHEER') },
      { kind: 'link', id: 'logs-system-events', label: 'app.nav.logs.systemEvents', to: '/recieved-system-events', rule: one('MENU_SYSTEM_EVENTS_VIEW', 'BEHEER_SYSTEM_EVENTS') },
      { kind: 'link', id: 'logs-externe-aanroepen', label: 'app.nav.logs.externeAanroepen', to: '/externe-aanroepen', rule: one('MENU_EXTERNE_AANROEPEN_VIEW') },
    ],
  },
  { kind: 'separator', id: 'separator-logout' },
  { kind: 'logout', id: 'logout', label: 'app.nav.logout', icon: Logout },
];
