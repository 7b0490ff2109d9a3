import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Permission } from '../../../../contract/permissions';
import type { DossierDocument, Reviewer } from '../../../dataProvider/documents';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useViewerLink } from '../../pdf/viewerLink';
import { useRefreshDossier } from '../useDossier';
import { DeclineDialog } from './DeclineDialog';
import { KindDialog } from './KindDialog';
import { useHasPermission } from './useDocumentRefs';

type Action = 'verifySp' | 'declineSp' | 'verifyNhl' | 'declineNhl' | 'changeReasons' | 'reclassify' | 'pass' | 'history' | 'blurred' | 'remove';

/**
 * What a user may do with a document (the server checks the same): SP first, then NHL (a change
 * request's document by NHL alone); the reasons of a declined one; reclassify and hand on to the
 * lender (SP); removal while nobody verified it; its history and its blurred version for every reader.
 */
const actionsFor = (may: (p: Permission) => boolean, document: DossierDocument, dossierChange: boolean): Action[] => {
  const actions: Action[] = [];
  const verified = !!document.spGeverifieerdOp || !!document.nhlGeverifieerdOp;
  const judgeable = !!document.bestand && !document.gearchiveerd;
  if (judgeable && may('DOCUMENT_BEOORDELING_SP') && !dossierChange) {
    if (!document.spGeverifieerdOp) actions.push('verifySp');
    actions.push('declineSp');
  }
  if (judgeable && may('DOCUMENT_BEOORDELING_NHL') && (dossierChange || document.spGeverifieerdOp)) {
    if (!document.nhlGeverifieerdOp) actions.push('verifyNhl');
    actions.push('declineNhl');
  }
  if (document.status === 'R' && (may('DOCUMENT_BEOORDELING_SP') || may('DOCUMENT_BEOORDELING_NHL'))) actions.push('changeReasons');
  if (may('DOCUMENT_BEOORDELING_SP') && !document.gearchiveerd) actions.push('reclassify');
  if (may('DOCUMENT_BEOORDELING_SP') && document.spGeverifieerdOp && !document.doorgezetOp && !document.gearchiveerd) actions.push('pass');
  if (document.geblurd) actions.push('blurred');
  actions.push('history');
  if (may('DOCUMENT_DELETE') && !verified) actions.push('remove');
  return actions;
};

const reviewer = (action: Action): Reviewer => (action.endsWith('Sp') ? 'sp' : 'nhl');

interface Props {
  document: DossierDocument;
  /** It answers a change request: the lender judges it alone, on the dossier-change paths. */
  dossierChange?: boolean;
  onHistory: (document: DossierDocument) => void;
  testId: string;
}

/** A document's menu of review and other actions, the same on the Documenten and the Documentbeoordeling tab. */
export const DocumentMenu = ({ document, dossierChange = false, onHistory, testId }: Props) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const may = useHasPermission();
  const viewerLink = useViewerLink();
  const refresh = useRefreshDossier(document.dossierId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Action | null>(null);
  const run = useMutation({ mutationFn: (job: () => Promise<unknown>) => job(), onSuccess: () => void refresh() });
  const perform = (job: () => Promise<unknown>, message: string) => {
    setDialog(null);
    run.mutate(job, { onSuccess: () => notify(message, { type: 'success' }) });
  };
  const actions = actionsFor(may, document, dossierChange);

  const choose = (action: Action) => {
    setAnchor(null);
    if (action === 'verifySp' || action === 'verifyNhl') perform(() => dataProvider.verifyDocument(document, reviewer(action), dossierChange), 'app.review.verified');
    else if (action === 'pass') perform(() => dataProvider.passDocuments(document.dossierId, [document.id]), 'app.review.passed');
    else if (action === 'history') onHistory(document);
    else setDialog(action);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.review.actionsFor', { naam: document.naam })}
        aria-haspopup="menu"
        disabled={run.isPending}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid={testId}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) =>
          action === 'blurred' ? (
            <MenuItem key={action} component={Link} {...viewerLink(`/pdf/blurred/${document.id}`)} data-testid="review-action-blurred">
              {translate('app.review.blurred')}
            </MenuItem>
          ) : (
            <MenuItem key={action} onClick={() => choose(action)} data-testid={`review-action-${action}`}>
              {translate(`app.review.${action}`)}
            </MenuItem>
          ),
        )}
      </Menu>
      {(dialog === 'declineSp' || dialog === 'declineNhl') && (
        <DeclineDialog
          naam={document.naam}
          onClose={() => setDialog(null)}
          onConfirm={(body) => perform(() => dataProvider.declineDocument(document, reviewer(dialog), body, dossierChange), 'app.review.declined')}
        />
      )}
      {dialog === 'changeReasons' && (
        <DeclineDialog
          naam={document.naam}
          reasonsOnly={{ chosen: document.redenen.map((r) => r.id) }}
          onClose={() => setDialog(null)}
          onConfirm={(body) => perform(() => dataProvider.setDeclineReasons(document.id, body.rsRedenIds), 'app.review.reasonsSaved')}
        />
      )}
      {dialog === 'reclassify' && (
        <KindDialog
          naam={document.naam}
          soort={document.soort}
          onClose={() => setDialog(null)}
          onConfirm={(soort) => perform(() => dataProvider.setDocumentKind(document, soort), 'app.review.reclassified')}
        />
      )}
      <Confirm
        isOpen={dialog === 'remove'}
        title="app.review.removeTitle"
        content={translate('app.review.removeText', { naam: document.naam })}
        confirm="app.review.confirmRemove"
        onConfirm={() => perform(() => dataProvider.removeDocument(document.id), 'app.review.removed')}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
