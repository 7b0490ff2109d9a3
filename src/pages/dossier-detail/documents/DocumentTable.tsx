import EditNote from '@mui/icons-material/EditNote';
import UploadFile from '@mui/icons-material/UploadFile';
import Visibility from '@mui/icons-material/Visibility';
import { Alert, Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DossierDocument } from '../../../dataProvider/documents';
import { formatDateTime } from '../../../i18n/dates';
import { DocumentCleanupButton } from '../../opschonen/DocumentCleanupButton';
import { useViewerLink } from '../../pdf/viewerLink';
import { DocumentMenu } from './DocumentMenu';
import { StatusLetter } from './StatusLetter';
import { useHasPermission } from './useDocumentRefs';

const COLUMNS = ['naam', 'soort', 'status', 'versie', 'ontvangen', 'acties'] as const;

interface Props {
  documents: readonly DossierDocument[] | undefined;
  onUpload?: (document: DossierDocument) => void;
  onEditPages?: (document: DossierDocument) => void;
  onHistory: (document: DossierDocument) => void;
}

/** Only reviewers change the pages of a verified document (docs/pdf.md); the server refuses the others. */
const pagesEditable = (document: DossierDocument, reviewer: boolean) => !!document.bestand && (reviewer || (!document.spGeverifieerdOp && !document.nhlGeverifieerdOp));

/** One list of documents: kind, status letter, current version, and what can be done with each. */
export const DocumentTable = ({ documents, onUpload, onEditPages, onHistory }: Props) => {
  const translate = useTranslate();
  const viewerLink = useViewerLink();
  const may = useHasPermission();
  const reviewer = may('DOCUMENT_BEOORDELING_SP') || may('DOCUMENT_BEOORDELING_NHL');
  const t = (key: string, options?: object) => translate(`app.documents.${key}`, options);
  if (documents?.length === 0) return <Alert severity="info">{t('none')}</Alert>;
  const action = (title: string, testId: string, icon: ReactNode, props: object) => (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} data-testid={testId} {...props}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'acties' ? 'right' : undefined}>
                {t(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {documents?.map((document) => (
            <TableRow key={document.id} data-testid={`document-${document.id}`}>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{document.naam}</TableCell>
              <TableCell>{document.soortOmschrijving ?? document.soort ?? ''}</TableCell>
              <TableCell>
                <StatusLetter code={document.status} testId={`document-${document.id}-status`} />
              </TableCell>
              <TableCell data-testid={`document-${document.id}-versie`}>{document.bestand ? document.versie : t('noFile')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(document.ontvangenOp)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {document.bestand && action(t('open', { naam: document.naam }), `document-${document.id}-open`, <Visibility fontSize="small" />, { component: Link, ...viewerLink(`/pdf/${document.id}`) })}
                {onUpload && action(t('upload', { naam: document.naam }), `document-${document.id}-upload`, <UploadFile fontSize="small" />, { onClick: () => onUpload(document) })}
                {onEditPages &&
                  pagesEditable(document, reviewer) &&
                  action(t('editPages', { naam: document.naam }), `document-${document.id}-pages`, <EditNote fontSize="small" />, { onClick: () => onEditPages(document) })}
                <DocumentCleanupButton document={document} />
                <DocumentMenu document={document} dossierChange={document.dossierChange} onHistory={onHistory} testId={`document-${document.id}-actions`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
