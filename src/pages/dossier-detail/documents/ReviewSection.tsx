import Add from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DOCUMENT_LIJST_CODES, type DocumentLijst } from '../../../../contract/document-lists';
import type { DossierDocument, RequestedDocument } from '../../../dataProvider/documents';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDate, formatDateTime } from '../../../i18n/dates';
import { preloadPdfViewer } from '../../pdf/pdfjs';
import { useViewerLink } from '../../pdf/viewerLink';
import { SectionCard } from '../forms/SectionCard';
import { useDossier, useRefreshDossier } from '../useDossier';
import { DocumentMenu } from './DocumentMenu';
import { HistoryDialog } from './HistoryDialog';
import { RequestDialog } from './RequestDialog';
import { StatusLetter } from './StatusLetter';
import { documentsKey, useHasPermission } from './useDocumentRefs';
import { useNewDocumentFlow } from './useNewDocumentFlow';

const COLUMNS = ['soort', 'status', 'reden', 'documenten'] as const;

/** The list a document sent for a request goes to: the one of the dossier's phase (the application's papers to the first). */
const listOfPhase = (fase: string | undefined): DocumentLijst => DOCUMENT_LIJST_CODES.find((l) => l === fase) ?? 'RENTEAANBOD';

/**
 * The Documentbeoordeling tab (spec 001 §5 "Document review"): the requested documents, those of
 * the application and those of a change request, each with what the processor asked and the
 * documents that answer it; an awaited request has its own upload; the documents that answer no
 * request follow, so every document with a file can be judged here. Per document the menu the
 * Documenten tab has too. After each action the whole dossier is read again, so both tabs and the
 * overview's counts agree at once.
 */
const ReviewSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const may = useHasPermission();
  const viewerLink = useViewerLink();
  const refresh = useRefreshDossier(dossierId);
  const fase = useDossier(dossierId).data?.fase;
  const flow = useNewDocumentFlow(dossierId);
  const key = documentsKey(dossierId);
  const requested = useQuery({ queryKey: [...key, 'opgevraagd'], queryFn: () => dataProvider.getRequestedDocuments(dossierId, false) }).data;
  const changes = useQuery({ queryKey: [...key, 'opgevraagd-change'], queryFn: () => dataProvider.getRequestedDocuments(dossierId, true) }).data;
  // The full documents (who verified what) decide the actions; the Documenten tab reads the same lists.
  const lists = useQueries({ queries: DOCUMENT_LIJST_CODES.map((lijst) => ({ queryKey: [...key, lijst], queryFn: () => dataProvider.getDocuments(dossierId, lijst) })) });
  const all = lists.flatMap((list) => list.data ?? []);
  const byId = new Map(all.map((d) => [d.id, d]));
  const loose = lists.every((list) => list.data) ? all.filter((d) => d.dossierDocumentId === null) : undefined;
  const [asking, setAsking] = useState(false);
  const [history, setHistory] = useState<DossierDocument | null>(null);
  useEffect(preloadPdfViewer, []);

  const documentLine = (document: DossierDocument | undefined, answer: { id: number; naam: string; status: string }, dossierChange: boolean) => (
    <Stack key={answer.id} direction="row" alignItems="center" spacing={1} data-testid={`review-document-${answer.id}`}>
      <StatusLetter code={answer.status} testId={`review-document-${answer.id}-status`} />
      {document?.bestand ? (
        <MuiLink component={Link} {...viewerLink(`/pdf/${answer.id}`)} variant="body2" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
          {answer.naam}
        </MuiLink>
      ) : (
        <Typography variant="body2">{answer.naam}</Typography>
      )}
      {document && <DocumentMenu document={document} dossierChange={dossierChange} onHistory={setHistory} testId={`review-document-${answer.id}-actions`} />}
    </Stack>
  );

  const answering = (request: RequestedDocument) => (
    <Stack spacing={0.5}>
      {request.documenten.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.review.noDocuments')}
        </Typography>
      )}
      {request.documenten.map((answer) => documentLine(byId.get(answer.id), answer, request.dossierChange))}
      {may('DOSSIER_DETAIL_DOCUMENTEN') && request.status === 'O' && (
        <Box>
          <Button
            size="small"
            startIcon={<UploadFile />}
            aria-label={translate('app.review.uploadForLabel', { naam: request.omschrijving })}
            onClick={() => flow.create(listOfPhase(fase), request)}
            data-testid={`requested-${request.id}-upload`}
          >
            {translate('app.review.uploadFor')}
          </Button>
        </Box>
      )}
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
                  {request.toelichting && (
                    <Typography variant="body2" component="div" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'break-word' }} data-testid={`requested-${request.id}-toelichting`}>
                      {request.toelichting}
                    </Typography>
                  )}
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
      <SectionCard
        title={translate('app.review.requested')}
        testId="review-requested"
        action={
          may('DOCUMENT_BEOORDELING_SP') && (
            <Button size="small" startIcon={<Add />} onClick={() => setAsking(true)} data-testid="review-ask">
              {translate('app.review.ask')}
            </Button>
          )
        }
      >
        {table(requested)}
      </SectionCard>
      {changes && changes.length > 0 && (
        <SectionCard title={translate('app.review.requestedChange')} testId="review-requested-change">
          {table(changes)}
        </SectionCard>
      )}
      <SectionCard title={translate('app.review.others')} testId="review-others">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.review.othersHint')}
        </Typography>
        {loose?.length === 0 ? (
          <Alert severity="info">{translate('app.review.othersNone')}</Alert>
        ) : (
          <Stack spacing={0.5}>{loose?.map((document) => documentLine(document, document, false))}</Stack>
        )}
      </SectionCard>
      {asking && (
        <RequestDialog
          dossierId={dossierId}
          onClose={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            void refresh();
          }}
        />
      )}
      {flow.element}
      {history && <HistoryDialog dossierId={dossierId} document={history} names={new Map(all.map((d) => [d.id, d.naam]))} onClose={() => setHistory(null)} />}
    </Box>
  );
};

export default ReviewSection;
