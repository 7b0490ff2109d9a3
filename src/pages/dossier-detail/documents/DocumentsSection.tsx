import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { lazy, Suspense, useState } from 'react';
import { DOCUMENT_LIJST_CODES, type DocumentLijst } from '../../../../contract/document-lists';
import type { DossierDocument } from '../../../dataProvider/documents';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { SectionCard } from '../forms/SectionCard';
import { useRefreshDossier } from '../useDossier';
import { DocumentTable } from './DocumentTable';
import { NewDocumentDialog } from './NewDocumentDialog';
import { UploadDialog } from './UploadDialog';
import { documentsKey, useHasPermission } from './useDocumentRefs';

/** The page editor brings pdf.js along: loaded only when a document's pages are opened. */
const PageEditor = lazy(() => import('./PageEditor'));

const useDocumentList = (dossierId: number, key: string, load: () => Promise<DossierDocument[]>) =>
  useQuery({ queryKey: [...documentsKey(dossierId), key], queryFn: load }).data;

/**
 * The Documenten tab (spec 001 §2 "Document pages"): the rate-offer, mortgage-offer and closing
 * lists, each with a new document and an upload into a document; the archived and expired ones;
 * all of them as one zip; a document opens in the viewer or in the page editor.
 */
const DocumentsSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const may = useHasPermission();
  const refresh = useRefreshDossier(dossierId);
  const [creating, setCreating] = useState<DocumentLijst | null>(null);
  const [uploading, setUploading] = useState<DossierDocument | null>(null);
  const [editing, setEditing] = useState<DossierDocument | null>(null);
  const lists = {
    RENTEAANBOD: useDocumentList(dossierId, 'RENTEAANBOD', () => dataProvider.getDocuments(dossierId, 'RENTEAANBOD')),
    HYPOTHEEKAANBOD: useDocumentList(dossierId, 'HYPOTHEEKAANBOD', () => dataProvider.getDocuments(dossierId, 'HYPOTHEEKAANBOD')),
    PASSEREN: useDocumentList(dossierId, 'PASSEREN', () => dataProvider.getDocuments(dossierId, 'PASSEREN')),
  };
  const archived = useDocumentList(dossierId, 'gearchiveerd', () => dataProvider.getArchivedDocuments(dossierId));
  const expired = useDocumentList(dossierId, 'vervallen', () => dataProvider.getExpiredDocuments(dossierId));
  const zip = useMutation({ mutationFn: () => dataProvider.downloadAllDocuments(dossierId) });

  return (
    <Box data-testid="documents">
      {may('DOWNLOAD_ALL_DOCUMENTS') && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<Download />} disabled={zip.isPending} onClick={() => zip.mutate()} data-testid="documents-zip">
            {translate('app.documents.downloadAll')}
          </Button>
        </Box>
      )}
      {DOCUMENT_LIJST_CODES.map((lijst) => (
        <SectionCard
          key={lijst}
          title={translate(`app.documents.lists.${lijst}`)}
          testId={`documents-${lijst}`}
          action={
            <Button size="small" startIcon={<Add />} onClick={() => setCreating(lijst)} data-testid={`documents-${lijst}-create`}>
              {translate('app.documents.create')}
            </Button>
          }
        >
          <DocumentTable documents={lists[lijst]} onUpload={setUploading} onEditPages={setEditing} />
        </SectionCard>
      ))}
      <SectionCard title={translate('app.documents.expired')} testId="documents-vervallen">
        <DocumentTable documents={expired} onUpload={setUploading} />
      </SectionCard>
      <SectionCard title={translate('app.documents.archived')} testId="documents-gearchiveerd">
        <DocumentTable documents={archived} />
      </SectionCard>
      {creating && (
        <NewDocumentDialog
          dossierId={dossierId}
          lijst={creating}
          onClose={() => setCreating(null)}
          onCreated={() => {
            setCreating(null);
            void refresh();
          }}
        />
      )}
      {uploading && (
        <UploadDialog
          document={uploading}
          onClose={() => setUploading(null)}
          onUploaded={() => {
            setUploading(null);
            void refresh();
          }}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <PageEditor document={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
        </Suspense>
      )}
    </Box>
  );
};

export default DocumentsSection;
