import { useEffect, useState } from 'react';
import Download from '@mui/icons-material/Download';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useDocumentTitle } from '../../shell/layout/pageTitle';
import { PdfPageCanvas } from './PdfPageCanvas';
import { type PdfDocument, openPdf } from './pdfjs';

interface Source {
  blob: Blob;
  /** The page title when the route or the server names the document; else the PDF's own title. */
  title?: string;
}
type Load = (dp: AppDataProvider, id: string, route: { rest: string; key: string }) => Promise<Source>;

/**
 * Where a PDF comes from, by the route's origin (spec 000 §2 "PDF viewer"); the server checks the
 * rights. Any other origin (and `/pdf/{id}`) is a dossier document. An invoice carries its number
 * in the PDF's own title (docs/invoices.md), which becomes the page title.
 */
const SOURCES: Record<string, Load> = {
  informatie: async (dp, id) => ({ blob: await dp.getInformationPdf(id) }),
  'backoffice-templates': async (dp, id) => ({ blob: await dp.getBackofficeTemplatePdf(id) }),
  notes: async (dp, id, { rest, key }) => ({ blob: await dp.getNoteAttachment(id, key), title: rest || undefined }),
  facturen: async (dp, id) => ({ blob: await dp.getInvoicePdf(id) }),
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
  const key = useSearchParams()[0].get('key') ?? '';
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
      const { blob, title } = await source(dataProvider, id, { rest, key });
      opened = await openPdf(await blob.arrayBuffer());
      const meta = (await opened.getMetadata()).info as { Title?: string };
      if (live) setState({ kind: 'ready', doc: opened, blob, title: title || meta.Title || translate('app.area.pdf') });
    };
    load().catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [origin, id, rest, key, dataProvider, translate]);

  const download = () => {
    if (state.kind !== 'ready') return;
    const url = URL.createObjectURL(state.blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: `${state.title}.pdf` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  if (state.kind === 'loading') return <Typography data-testid="pdf-loading">{translate('app.pdf.loading')}</Typography>;
  if (state.kind === 'failed') return <Alert severity="error" data-testid="pdf-failed">{translate('app.pdf.failed')}</Alert>;
  return (
    <Box data-testid="pdf-viewer">
      <Title title={state.title} />
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
