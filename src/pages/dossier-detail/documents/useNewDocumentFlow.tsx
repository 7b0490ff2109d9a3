import { useState } from 'react';
import type { DocumentLijst } from '../../../../contract/document-lists';
import type { DossierDocument, RequestedDocument } from '../../../dataProvider/documents';
import { useRefreshDossier } from '../useDossier';
import { NewDocumentDialog } from './NewDocumentDialog';
import { UploadDialog } from './UploadDialog';

/**
 * "Nieuw document" and a request's own upload action: the document is made (answering a request
 * or none), then its file is asked for at once, so nothing is left half done by forgetting it.
 */
export function useNewDocumentFlow(dossierId: number) {
  const refresh = useRefreshDossier(dossierId);
  const [creating, setCreating] = useState<{ lijst: DocumentLijst; request?: RequestedDocument } | null>(null);
  const [uploading, setUploading] = useState<DossierDocument | null>(null);
  const element = (
    <>
      {creating && (
        <NewDocumentDialog
          dossierId={dossierId}
          lijst={creating.lijst}
          request={creating.request}
          onClose={() => setCreating(null)}
          onCreated={(document) => {
            setCreating(null);
            setUploading(document);
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
    </>
  );
  return { create: (lijst: DocumentLijst, request?: RequestedDocument) => setCreating({ lijst, request }), upload: setUploading, element };
}
