import { useEffect, useState } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useDocumentTitle } from '../../shell/layout/pageTitle';
import { PdfPageCanvas } from './PdfPageCanvas';
import { type PdfDocument, openPdf } from './pdfjs';
import type { ViewerState } from './viewerLink';

interface Source {
  blob: Blob;
  /** The page title when the route or the server names the document; else the PDF's own title. */
  title?: string;
}
type Load = (dp: AppDataProvider, id: string, route: { rest: string; key: string; naam: string }) => Promise<Source>;

/**
 * Where a PDF comes from, by the route's origin (spec 000 §2 "PDF viewer"); the server checks the
 * rights. Any other origin (and `/pdf/{id}`) is a dossier document. An invoice carries its number
 * in the PDF's own title (docs/invoices.md), which becomes the page title.
 */
const SOURCES: Record<string, Load> = {
  informatie: async (dp, id) => ({ blob: await dp.getInformationPdf(id) }),
  'backoffice-templates': async (dp, id) => ({ blob: await dp.getBackofficeTemplatePdf(id) }),
  // Titled with the file's name (a note may carry several files), else the note's subject.
  notes: async (dp, id, { rest, key, naam }) => ({ blob: await dp.getNoteAttachment(id, key), title: naam || rest || undefined }),
  facturen: async (dp, id) => ({ blob: await dp.getInvoicePdf(id) }),
  // The latest blurred version of a dossier document (GET /documents/blurred/{id}).
  blurred: async (dp, id) => {
    const [blob, name] = await Promise.all([dp.getBlurredDocument(id), dp.getDocumentName(id)]);
    return { blob, title: name.naam };
  },
  desk: async (dp, key, { rest }) => ({ blob: await dp.getDeskFile(key), title: rest || undefined }),
  mail: async (dp, id) => ({ blob: await dp.getMailAttachment(id) }),
};
const dossierDocument: Load = async (dp, id) => {
  const [blob, name] = await Promise.all([dp.getDocumentFile(id), dp.getDocumentName(id)]);
  return { blob, title: name.naam };
};

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; doc: PdfDocument; blob: Blob; title: string };

/**
 * /pdf/{origin}/{id}: a loading text, then the pages drawn by pdf.js; the page title is set once
 * the document is open (from its own title, else the area's).
 */
const PdfViewerPage = () => {
  const params = useParams();
  // /pdf/{id} has no origin: the one segment is the document.
  const [origin, id, rest] = params.origin ? [params.origin, params.id ?? '', params['*'] ?? ''] : ['', params['*'] ?? '', ''];
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const naam = search.get('naam') ?? '';
  // The screen the viewer was opened from (a dossier's tab): the way back to it.
  const terug = (useLocation().state as ViewerState | null)?.terug;
  const navigate = useNavigate();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [scale, setScale] = useState(1.25);
  useDocumentTitle(state.kind === 'ready' ? state.title : '');

  useEffect(() => {
    let live = true;
    let opened: PdfDocument | undefined;
    setState({ kind: 'loading' });
    const source = origin in SOURCES ? SOURCES[origin] : dossierDocument;
    const load = async () => {
      const { blob, title } = await source(dataProvider, id, { rest, key, naam });
      opened = await openPdf(await blob.arrayBuffer());
      const meta = (await opened.getMetadata()).info as { Title?: string };
      const named = title || meta.Title || translate('app.area.pdf');
      if (live) setState({ kind: 'ready', doc: opened, blob, title: origin === 'blurred' ? translate('app.documents.blurredTitle', { naam: named }) : named });
    };
    load().catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [origin, id, rest, key, naam, dataProvider, translate]);

  const download = () => {
    if (state.kind !== 'ready') return;
    const url = URL.createObjectURL(state.blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: `${state.title}.pdf` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  // Replaces the viewer's own entry: browser Back from the dossier then does what it did before.
  const back = terug && (
    <Button startIcon={<ArrowBack />} onClick={() => navigate(terug, { replace: true })} data-testid="pdf-back" sx={{ mb: 1 }}>
      {translate('app.pdf.back')}
    </Button>
  );
  if (state.kind === 'loading') return <Typography data-testid="pdf-loading">{translate('app.pdf.loading')}</Typography>;
  if (state.kind === 'failed')
    return (
      <Box>
        {back}
        <Alert severity="error" data-testid="pdf-failed">
          {translate('app.pdf.failed')}
        </Alert>
      </Box>
    );
  return (
    <Box data-testid="pdf-viewer">
      <Title title={state.title} />
      {back}
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }} data-testid="pdf-title">
          {state.title}
        </Typography>
        <Typography variant="body2">{translate('app.pdf.pages', { smart_count: state.doc.numPages })}</Typography>
        <Tooltip title={translate('app.pdf.zoomOut')}>
          <IconButton onClick={() => setScale((s) => Math.max(0.5, s - 0.25))}>
            <ZoomOut />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('app.pdf.zoomIn')}>
          <IconButton onClick={() => setScale((s) => Math.min(3, s + 0.25))}>
            <ZoomIn />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('app.pdf.download')}>
          <IconButton onClick={download}>
            <Download />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack spacing={2} alignItems="center" sx={{ bgcolor: 'grey.200', p: 2, overflow: 'auto' }}>
        {Array.from({ length: state.doc.numPages }, (_, i) => (
          <PdfPageCanvas key={i + 1} doc={state.doc} pageNumber={i + 1} scale={scale} />
        ))}
      </Stack>
    </Box>
  );
};

export default PdfViewerPage;
