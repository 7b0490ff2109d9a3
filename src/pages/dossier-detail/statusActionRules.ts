import type { AppDataProvider } from '../../dataProvider';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { STATUS_RULES, type StatusAction } from '../../../contract/dossier-status-rules';

/**
 * The status actions of the detail (docs/dossier-status.md), in the order the toolbar shows them.
 * An action is offered when the user holds its permission and the shared rule allows it in the
 * dossier's state; the server checks both again (a refusal answers 409 into the Foutmelding dialog).
 * `form` names what the dialog asks; `confirm` actions are hard to undo and ask first.
 */
type ActionForm = 'none' | 'confirm' | 'reject' | 'close' | 'forward' | 'subStatus' | 'kantoor';

export interface ActionValues {
  redenBeeindigingId?: number;
  toelichting?: string;
  geldverstrekkerId?: number;
  subStatus?: string | null;
  kantoorId?: number;
  adviseurId?: number | null;
}

export interface StatusActionSpec {
  key: string;
  rule: StatusAction;
  permission: 'DOSSIER_DETAIL_STATUS' | 'DOSSIER_DETAIL_KANTOOR' | 'BTL_DOSSIER_NAAR_BEHEER';
  form: ActionForm;
  /** Beyond the rule: whether the action means something for this dossier now. */
  applies?: (d: DossierDetail) => boolean;
  run: (dataProvider: AppDataProvider, d: DossierDetail, values: ActionValues) => Promise<unknown>;
}

export const STATUS_ACTIONS: StatusActionSpec[] = [
  { key: 'priorityHigh', rule: 'priority', permission: 'DOSSIER_DETAIL_STATUS', form: 'none', applies: (d) => d.prioriteit !== 'HOOG', run: (dp, d) => dp.setDossierPriority(d.id, 'high', d.version) },
  { key: 'priorityLow', rule: 'priority', permission: 'DOSSIER_DETAIL_STATUS', form: 'none', applies: (d) => d.prioriteit !== 'LAAG', run: (dp, d) => dp.setDossierPriority(d.id, 'low', d.version) },
  { key: 'subStatus', rule: 'substatus', permission: 'DOSSIER_DETAIL_STATUS', form: 'subStatus', run: (dp, d, v) => dp.setDossierSubStatus(d.id, v.subStatus ?? null, d.version) },
  { key: 'afronden', rule: 'afronden', permission: 'DOSSIER_DETAIL_STATUS', form: 'confirm', run: (dp, d) => dp.finishDossier(d.id, d.version) },
  { key: 'forward', rule: 'forward', permission: 'DOSSIER_DETAIL_STATUS', form: 'forward', run: (dp, d, v) => dp.forwardDossier(d.id, v.geldverstrekkerId!, d.version) },
  { key: 'sendToServicing', rule: 'sendToServicing', permission: 'BTL_DOSSIER_NAAR_BEHEER', form: 'confirm', run: (dp, d) => dp.sendDossierToServicing(d.id, d.version) },
  { key: 'linkKantoor', rule: 'kantoor', permission: 'DOSSIER_DETAIL_KANTOOR', form: 'kantoor', run: (dp, d, v) => dp.linkDossierKantoor(d.id, v.kantoorId!, v.adviseurId ?? null, d.version) },
  { key: 'unlinkKantoor', rule: 'kantoor', permission: 'DOSSIER_DETAIL_KANTOOR', form: 'confirm', applies: (d) => d.kantoor !== null, run: (dp, d) => dp.unlinkDossierKantoor(d.id) },
  { key: 'reject', rule: 'reject', permission: 'DOSSIER_DETAIL_STATUS', form: 'reject', run: (dp, d, v) => dp.rejectDossier(d.id, v.toelichting ?? '', d.version) },
  { key: 'rejectUpdate', rule: 'rejectUpdate', permission: 'DOSSIER_DETAIL_STATUS', form: 'reject', run: (dp, d, v) => dp.updateDossierRejection(d.id, v.toelichting ?? '', d.version) },
  { key: 'close', rule: 'close', permission: 'DOSSIER_DETAIL_STATUS', form: 'close', run: (dp, d, v) => dp.closeDossier(d.id, v.redenBeeindigingId!, v.toelichting ?? '', d.version) },
  { key: 'reopen', rule: 'reopen', permission: 'DOSSIER_DETAIL_STATUS', form: 'confirm', run: (dp, d) => dp.reopenDossier(d.id, d.version) },
  { key: 'unarchive', rule: 'unarchive', permission: 'DOSSIER_DETAIL_STATUS', form: 'confirm', run: (dp, d) => dp.unarchiveDossier(d.id) },
];

export const availableActions = (dossier: DossierDetail, permissions: readonly string[]) =>
  STATUS_ACTIONS.filter(
    (action) => permissions.includes(action.permission) && STATUS_RULES[action.rule](dossier) === null && (action.applies?.(dossier) ?? true),
  );
