import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import History from '@mui/icons-material/History';
import { Box, Button } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DOCUMENT_LIJST_CODES } from '../../../../contract/document-lists';
import type { DossierDocument } from '../../../dataProvider/documents';
import { ApiError } from '../../../dataProvider';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { preloadPdfViewer } from '../../pdf/pdfjs';
import { SectionCard } from '../forms/SectionCard';
import { useRefreshDossier } from '../useDossier';
import { DocumentTable } from './DocumentTable';
import { HistoryDialog } from './HistoryDialog';
import { documentsKey, useHasPermission } from './useDocumentRefs';
import { useNewDocumentFlow } from './useNewDocumentFlow';

/** The page editor brings pdf.js along: loaded only when a document's pages are opened. */
const PageEditor = lazy(() => import('./PageEditor'));

const useDocumentList = (dossierId: number, key: string, load: () => Promise<DossierDocument[]>) =>
  useQuery({ queryKey: [...documentsKey(dossierId), key], queryFn: load }).data;

/**
 * The Documenten tab (spec 001 §2 "Document pages"): the rate-offer, mortgage-offer and closing
 * lists, each with a new document (answering a request or none, its file asked for at once) and an
 * upload into a document; the archived and expired ones; all of them as one zip; the history; per
 * document the viewer, the page editor and the review menu the Documentbeoordeling tab has too.
 */
const DocumentsSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const may = useHasPermission();
  const refresh = useRefreshDossier(dossierId);
  const flow = useNewDocumentFlow(dossierId);
  const [editing, setEditing] = useState<DossierDocument | null>(null);
  const [history, setHistory] = useState<{ document?: DossierDocument } | null>(null);
  const lists = {
    RENTEAANBOD: useDocumentList(dossierId, 'RENTEAANBOD', () => dataProvider.getDocuments(dossierId, 'RENTEAANBOD')),
    HYPOTHEEKAANBOD: useDocumentList(dossierId, 'HYPOTHEEKAANBOD', () => dataProvider.getDocuments(dossierId, 'HYPOTHEEKAANBOD')),
    PASSEREN: useDocumentList(dossierId, 'PASSEREN', () => dataProvider.getDocuments(dossierId, 'PASSEREN')),
  };
  const archived = useDocumentList(dossierId, 'gearchiveerd', () => dataProvider.getArchivedDocuments(dossierId));
  const expired = useDocumentList(dossierId, 'vervallen', () => dataProvider.getExpiredDocuments(dossierId));
  const names = new Map([...Object.values(lists), archived].flatMap((list) => list ?? []).map((d) => [d.id, d.naam]));
  const zip = useMutation({
    mutationFn: () => dataProvider.downloadAllDocuments(dossierId),
    onError: (error) => error instanceof ApiError && error.status === 404 && notify('app.documents.noDocumentsToZip', { type: 'info' }),
  });
  // The first document opened should not wait for the viewer's code.
  useEffect(preloadPdfViewer, []);

  return (
    <Box data-testid="documents">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <Button startIcon={<History />} onClick={() => setHistory({})} data-testid="documents-history">
          {translate('app.documents.history')}
        </Button>
        {may('DOWNLOAD_ALL_DOCUMENTS') && (
          <Button startIcon={<Download />} disabled={zip.isPending} onClick={() => zip.mutate()} data-testid="documents-zip">
            {translate('app.documents.downloadAll')}
          </Button>
        )}
      </Box>
      {DOCUMENT_LIJST_CODES.map((lijst) => (
        <SectionCard
          key={lijst}
          title={translate(`app.documents.lists.${lijst}`)}
          testId={`documents-${lijst}`}
          action={
            <Button size="small" startIcon={<Add />} onClick={() => flow.create(lijst)} data-testid={`documents-${lijst}-create`}>
              {translate('app.documents.create')}
            </Button>
          }
        >
          <DocumentTable documents={lists[lijst]} onUpload={flow.upload} onEditPages={setEditing} onHistory={(document) => setHistory({ document })} />
        </SectionCard>
      ))}
      <SectionCard title={translate('app.documents.expired')} testId="documents-vervallen">
        <DocumentTable documents={expired} onUpload={flow.upload} onHistory={(document) => setHistory({ document })} />
      </SectionCard>
      <SectionCard title={translate('app.documents.archived')} testId="documents-gearchiveerd">
        <DocumentTable documents={archived} onHistory={(document) => setHistory({ document })} />
      </SectionCard>
      {flow.element}
      {history && <HistoryDialog dossierId={dossierId} document={history.document} names={names} onClose={() => setHistory(null)} />}
      {editing && (
        <Suspense fallback={null}>
          <PageEditor document={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
        </Suspense>
      )}
    </Box>
  );
};

export default DocumentsSection;
