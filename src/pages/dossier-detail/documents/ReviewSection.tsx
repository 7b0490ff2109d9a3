import MoreVert from '@mui/icons-material/MoreVert';
import { Alert, Box, IconButton, Link as MuiLink, Menu, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DOCUMENT_LIJST_CODES } from '../../../../contract/document-lists';
import type { DossierDocument, RequestedDocument, Reviewer } from '../../../dataProvider/documents';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDate, formatDateTime } from '../../../i18n/dates';
import { SectionCard } from '../forms/SectionCard';
import { useRefreshDossier } from '../useDossier';
import { DeclineDialog } from './DeclineDialog';
import { StatusLetter } from './StatusLetter';
import { documentsKey, useHasPermission } from './useDocumentRefs';

type Action = 'verifySp' | 'declineSp' | 'verifyNhl' | 'declineNhl' | 'remove';
interface Target {
  document: DossierDocument;
  dossierChange: boolean;
}

const COLUMNS = ['soort', 'status', 'reden', 'documenten'] as const;

/**
 * What a user may do with a document that answers a request: SP first, then NHL (a change
 * request's document by NHL alone), removal while nobody verified it. The server checks the same.
 */
const actionsFor = (may: (p: 'DOCUMENT_BEOORDELING_SP' | 'DOCUMENT_BEOORDELING_NHL' | 'DOCUMENT_DELETE') => boolean, { document, dossierChange }: Target): Action[] => {
  const actions: Action[] = [];
  if (!document.bestand || document.gearchiveerd) return may('DOCUMENT_DELETE') && !document.spGeverifieerdOp && !document.nhlGeverifieerdOp ? ['remove'] : [];
  if (may('DOCUMENT_BEOORDELING_SP') && !dossierChange) {
    if (!document.spGeverifieerdOp) actions.push('verifySp');
    actions.push('declineSp');
  }
  if (may('DOCUMENT_BEOORDELING_NHL') && (dossierChange || document.spGeverifieerdOp)) {
    if (!document.nhlGeverifieerdOp) actions.push('verifyNhl');
    actions.push('declineNhl');
  }
  if (may('DOCUMENT_DELETE') && !document.spGeverifieerdOp && !document.nhlGeverifieerdOp) actions.push('remove');
  return actions;
};

const reviewer = (action: Action): Reviewer => (action.endsWith('Sp') ? 'sp' : 'nhl');

/**
 * The Documentbeoordeling tab (spec 001 §5 "Document review"): the requested documents, those of
 * the application and those of a change request, each with the documents that answer it; per
 * document the review actions the user holds. After each review the whole dossier is read again,
 * so this list, the Documenten tab and the overview's counts agree at once.
 */
const ReviewSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const may = useHasPermission();
  const refresh = useRefreshDossier(dossierId);
  const key = documentsKey(dossierId);
  const requested = useQuery({ queryKey: [...key, 'opgevraagd'], queryFn: () => dataProvider.getRequestedDocuments(dossierId, false) }).data;
  const changes = useQuery({ queryKey: [...key, 'opgevraagd-change'], queryFn: () => dataProvider.getRequestedDocuments(dossierId, true) }).data;
  // The full documents (who verified what) decide the actions; the Documenten tab reads the same lists.
  const lists = useQueries({ queries: DOCUMENT_LIJST_CODES.map((lijst) => ({ queryKey: [...key, lijst], queryFn: () => dataProvider.getDocuments(dossierId, lijst) })) });
  const byId = new Map(lists.flatMap((list) => list.data ?? []).map((d) => [d.id, d]));
  const [menu, setMenu] = useState<{ anchor: HTMLElement; target: Target } | null>(null);
  const [declining, setDeclining] = useState<{ target: Target; by: Reviewer } | null>(null);
  const [removing, setRemoving] = useState<DossierDocument | null>(null);

  const run = useMutation({
    mutationFn: (job: () => Promise<unknown>) => job(),
    onSuccess: () => void refresh(),
  });
  const done = (message: string) => () => notify(message, { type: 'success' });

  const choose = (action: Action, target: Target) => {
    setMenu(null);
    if (action === 'remove') setRemoving(target.document);
    else if (action.startsWith('decline')) setDeclining({ target, by: reviewer(action) });
    else run.mutate(() => dataProvider.verifyDocument(target.document, reviewer(action), target.dossierChange), { onSuccess: done('app.review.verified') });
  };

  const answering = (request: RequestedDocument) =>
    request.documenten.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {translate('app.review.noDocuments')}
      </Typography>
    ) : (
      <Stack spacing={0.5}>
        {request.documenten.map((answer) => {
          const document = byId.get(answer.id);
          const target = document && { document, dossierChange: request.dossierChange };
          const actions = target ? actionsFor(may, target) : [];
          return (
            <Stack key={answer.id} direction="row" alignItems="center" spacing={1} data-testid={`review-document-${answer.id}`}>
              <StatusLetter code={answer.status} testId={`review-document-${answer.id}-status`} />
              {document?.bestand ? (
                <MuiLink component={Link} to={`/pdf/${answer.id}`} variant="body2" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
                  {answer.naam}
                </MuiLink>
              ) : (
                <Typography variant="body2">{answer.naam}</Typography>
              )}
              {target && actions.length > 0 && (
                <IconButton
                  size="small"
                  aria-label={translate('app.review.actionsFor', { naam: answer.naam })}
                  aria-haspopup="menu"
                  disabled={run.isPending}
                  onClick={(e) => setMenu({ anchor: e.currentTarget, target })}
                  data-testid={`review-document-${answer.id}-actions`}
                >
                  <MoreVert fontSize="small" />
                </IconButton>
              )}
            </Stack>
          );
        })}
      </Stack>
    );

  const table = (rows: RequestedDocument[] | undefined) =>
    rows?.length === 0 ? (
      <Alert severity="info">{translate('app.review.none')}</Alert>
    ) : (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`app.review.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((request) => (
              <TableRow key={request.id} data-testid={`requested-${request.id}`} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ minWidth: 180 }}>
                  {request.omschrijving}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {[request.hypotheekgever, translate('app.review.opgevraagdOp', { datum: formatDate(request.opgevraagdOp) })].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <StatusLetter code={request.status} testId={`requested-${request.id}-status`} />
                  {request.beoordeeldOp && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {formatDateTime(request.beoordeeldOp)}
                      {request.beoordeeldDoor && <br />}
                      {request.beoordeeldDoor?.naam}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 140, overflowWrap: 'break-word' }} data-testid={`requested-${request.id}-reden`}>
                  {request.reden ?? ''}
                </TableCell>
                <TableCell sx={{ minWidth: 260 }}>{answering(request)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );

  return (
    <Box data-testid="review">
      <SectionCard title={translate('app.review.requested')} testId="review-requested">
        {table(requested)}
      </SectionCard>
      {changes && changes.length > 0 && (
        <SectionCard title={translate('app.review.requestedChange')} testId="review-requested-change">
          {table(changes)}
        </SectionCard>
      )}
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        {menu &&
          actionsFor(may, menu.target).map((action) => (
            <MenuItem key={action} onClick={() => choose(action, menu.target)} data-testid={`review-action-${action}`}>
              {translate(`app.review.${action}`)}
            </MenuItem>
          ))}
      </Menu>
      {declining && (
        <DeclineDialog
          naam={declining.target.document.naam}
          onClose={() => setDeclining(null)}
          onConfirm={(body) => {
            const { target, by } = declining;
            setDeclining(null);
            run.mutate(() => dataProvider.declineDocument(target.document, by, body, target.dossierChange), { onSuccess: done('app.review.declined') });
          }}
        />
      )}
      <Confirm
        isOpen={!!removing}
        title="app.review.removeTitle"
        content={translate('app.review.removeText', { naam: removing?.naam ?? '' })}
        confirm="app.review.confirmRemove"
        onConfirm={() => {
          const document = removing;
          setRemoving(null);
          if (document) run.mutate(() => dataProvider.removeDocument(document.id), { onSuccess: done('app.review.removed') });
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};

export default ReviewSection;
