import type { ComponentType } from 'react';
import type { DossierRow } from '../../dataProvider/dossiers';
import type { Permission } from '../../../contract/permissions';
import { preloadable } from '../../shell/routing/preloadable';

/**
 * The dossier detail's tabs (spec 001 §2), one declaration for the tab bar, the URL
 * (`/dossiers/12/{key}`) and the permission check. A tab shows its sections one below the other;
 * every section is a self-contained component that takes `{ dossierId }`, fetches its own data and,
 * after a save that changes the dossier, invalidates the query key `['dossier', String(dossierId)]`.
 * Each section is lazy so a tab loads only what it shows; preloadable, so the server's render of the
 * first screen has the overview's sections at hand (docs/first-screen.md).
 *
 * `permission` hides the tab (and the server refuses its calls) for users without it; a tab without
 * one is for every user who may read the dossier. `when` limits a tab to a kind of dossier. A tab
 * without sections is not shown, so an area that does not exist yet leaves no empty tab.
 */
interface DossierSectionProps {
  dossierId: number;
}

interface DossierSection {
  key: string;
  Component: ComponentType<DossierSectionProps>;
  preload: () => Promise<unknown>;
}

export interface DossierTab {
  /** The URL segment after the dossier number. */
  key: string;
  /** i18n key of the tab's label. */
  label: string;
  permission?: Permission;
  when?: (dossier: Pick<DossierRow, 'cds' | 'btl' | 'aanleverenViaHdnjn' | 'leningType'>) => boolean;
  sections: DossierSection[];
}

const section = (key: string, load: () => Promise<{ default: ComponentType<DossierSectionProps> }>): DossierSection => {
  const { Page, preload } = preloadable(load);
  return { key, Component: Page, preload };
};

export const DOSSIER_TABS: DossierTab[] = [
  {
    key: 'overzicht',
    label: 'app.dossierDetail.tabs.overzicht',
    sections: [
      section('overzicht', () => import('./overview/OverviewSection')),
      section('hypotheekgevers', () => import('./applicants/ApplicantsSection')),
      section('hypotheek', () => import('./mortgage/MortgageSection')),
      section('hypotheekdetails', () => import('./mortgage/MortgageDetailsSection')),
      section('object', () => import('./object/ObjectSection')),
      section('notaris', () => import('./parties/NotarisSection')),
      section('tussenpersoon', () => import('./parties/TussenpersoonSection')),
      section('dossiergegevens', () => import('./dossier-data/DossierDataSection')),
      section('bo-info', () => import('./bo-info/BoInfoSection')),
      section('bankgaranties', () => import('./cds/BankgarantiesSection')),
      section('verzekeringen', () => import('./insurances/VerzekeringenSection')),
      section('vervolgdossier', () => import('./child/ChildDossierSection')),
    ],
  },
  {
    key: 'aanvraag-inkomen',
    label: 'app.dossierDetail.tabs.aanvraagInkomen',
    sections: [section('inkomen', () => import('./income/IncomeTab'))],
  },
  {
    key: 'acceptatie',
    label: 'app.acceptance.tab',
    sections: [
      section('beoordelingen', () => import('./approvals/ApprovalsSection')),
      section('bindend-aanbod', () => import('./approvals/BindingOfferSection')),
      section('documentpartijen', () => import('./approvals/DocumentPartiesSection')),
      section('kyc', () => import('./approvals/KycSection')),
    ],
  },
  {
    key: 'communicatie',
    label: 'app.dossierDetail.tabs.communicatie',
    permission: 'DOSSIER_DETAIL_COMMUNICATIE',
    sections: [
      section('berichten', () => import('./communication/MessagesSection')),
      section('email', () => import('./communication/MailSection')),
      section('taken', () => import('./tasks/TasksSection')),
      section('notities', () => import('./notes/NotesSection')),
      section('desks', () => import('./desks/DeskConversationsSection')),
    ],
  },
  {
    key: 'documenten',
    label: 'app.documents.tab',
    permission: 'DOSSIER_DETAIL_DOCUMENTEN',
    sections: [section('documenten', () => import('./documents/DocumentsSection'))],
  },
  {
    key: 'documentbeoordeling',
    label: 'app.documents.reviewTab',
    permission: 'DOSSIER_DETAIL_DOCUMENTEN',
    sections: [section('documentbeoordeling', () => import('./documents/ReviewSection'))],
  },
  {
    key: 'wijzigingen',
    label: 'app.dossierDetail.tabs.wijzigingen',
    permission: 'DOSSIER_DETAIL_AUDIT',
    sections: [section('wijzigingen', () => import('./audit/AuditSection'))],
  },
  {
    key: 'cds',
    label: 'app.dossierDetail.tabs.cds',
    when: (dossier) => dossier.cds,
    sections: [section('notaris-cds', () => import('./cds/NotarisCdsSection'))],
  },
  {
    key: 'btl',
    label: 'app.btlCds.btlTab',
    when: (dossier) => dossier.btl,
    sections: [section('btl', () => import('./btl/BtlSection'))],
  },
  {
    // A BTL loan once sent to servicing: its standing and its loan-servicing transactions (docs/transactions.md).
    key: 'beheer',
    label: 'app.servicing.tab',
    permission: 'BTL_DOSSIER_TRANSACTIES',
    when: (dossier) => dossier.leningType !== 'ORIGINATION',
    sections: [section('beheer', () => import('./servicing/ServicingSection'))],
  },
];
