import Close from '@mui/icons-material/Close';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useEffect, useRef, useState } from 'react';
import type { DossierDocument } from '../../../dataProvider/documents';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { PdfPageCanvas } from '../../pdf/PdfPageCanvas';
import { usePdfDocument } from '../../pdf/usePdfDocument';
import { BlurCanvas } from './BlurCanvas';
import { MergeDialog } from './MergeDialog';
import { PageThumb } from './PageThumb';
import { PageToolbar } from './PageToolbar';
import { type EditStep, type PendingEdit, type Selection, type SplitTarget, applyStep, clickPage, draggedPages, isCallable, orderOf, pagesOf, toCall } from './pageEdits';
import { PAGE_CHANGE_DEBOUNCE_MS, useDebouncedValue, useSlowFlag } from './timing';
import { documentsKey } from './useDocumentRefs';
import { VersionsTable } from './VersionsTable';

const NO_SELECTION: Selection = { pages: [], anchor: null };

/** Judged or handed on: a change of its pages puts it back to "te beoordelen" (docs/pdf.md). */
const isReviewed = (document: DossierDocument) => document.status !== 'O' || !!document.spGeverifieerdOp || !!document.nhlGeverifieerdOp || !!document.doorgezetOp;

/**
 * The page editor of a document (spec 001 §5 "Page operations"; docs/pdf.md): thumbnails drawn by
 * pdf.js, a selection, and one pending change at a time. Every change to it restarts a 1500 ms
 * wait (spec 001 §9); once the user pauses, the server's `/preview` of the change is shown, and only
 * then can it be saved, as a new version. Anything that takes over half a second shows a progress bar.
 */
const PageEditor = ({ document, onClose, onSaved }: { document: DossierDocument; onClose: () => void; onSaved: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`app.pageEditor.${key}`, options);
  const key = documentsKey(document.dossierId);

  const detailQuery = useQuery({ queryKey: [...key, 'detail', document.id], queryFn: () => dataProvider.getDocumentDetail(document.id) });
  const detail = detailQuery.data;
  const file = useQuery({
    queryKey: [...key, 'file', document.id, detail?.versie],
    queryFn: () => dataProvider.getDocumentFile(document.id),
    enabled: detail?.versie != null,
  });
  const current = usePdfDocument(file.data);

  const [selection, setSelection] = useState(NO_SELECTION);
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const [conflict, setConflict] = useState(false);
  const [blurring, setBlurring] = useState(false);
  const [dragged, setDragged] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [splitTarget, setSplitTarget] = useState<SplitTarget>({});
  const [merging, setMerging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const requests = useQuery({ queryKey: [...key, 'opgevraagd'], queryFn: () => dataProvider.getRequestedDocuments(document.dossierId, false) }).data ?? [];
  // The thumbnail Tab stops at, and the one to focus after the next render (a move re-orders them).
  const [active, setActive] = useState(1);
  const refocus = useRef<number | null>(null);
  const pagesBox = useRef<HTMLDivElement>(null);

  const settled = useDebouncedValue(pending, PAGE_CHANGE_DEBOUNCE_MS);
  const callable = pending !== null && isCallable(pending);
  const previewDue = callable && settled === pending;
  // Not under the dossier's key: a save refreshes the dossier, and a refetch of this preview against
  // the file just saved would ask for pages that are no longer there (a 400 after every save).
  const preview = useQuery({
    queryKey: ['page-preview', document.id, detail?.version, pending],
    queryFn: () => {
      const call = toCall(pending!);
      return dataProvider.previewPageTool(document.id, call.tool, call.body);
    },
    enabled: previewDue && detail !== undefined,
    retry: false,
    gcTime: 0,
  });
  const previewPdf = usePdfDocument(previewDue ? preview.data : undefined);

  const reset = () => {
    setPending(null);
    setConflict(false);
    setBlurring(false);
    setSelection(NO_SELECTION);
    setAnnouncement(null);
    setSplitTarget({});
  };
  const select = (change: (selection: Selection) => Selection) => {
    setSelection(change);
    setAnnouncement(null);
  };
  const save = useMutation({
    mutationFn: () => {
      const call = toCall(pending!, splitTarget);
      return dataProvider.applyPageTool(document.id, call.tool, { ...call.body, version: detail?.version });
    },
    onSuccess: (result) => {
      if ('splitOff' in result) notify(t('splitSaved', { naam: result.splitOff.naam }), { type: 'success' });
      else notify(t('saved', { versie: result.versie }), { type: 'success' });
      reset();
      onSaved();
    },
  });
  const restore = useMutation({
    mutationFn: (versie: number) => dataProvider.restoreDocumentVersion(document.id, versie, detail!.version),
    onSuccess: (_result, versie) => {
      notify(t('restored', { versie }), { type: 'success' });
      reset();
      onSaved();
    },
  });

  const doc = current.doc;
  const pageCount = doc?.numPages ?? 0;
  const order = orderOf(pending, pageCount);
  const tabStop = order.includes(active) ? active : order[0];

  const step = (change: EditStep) => {
    const next = applyStep(pending, change);
    setConflict(next === 'conflict');
    if (next !== 'conflict') setPending(next);
    save.reset();
    if (change.kind === 'NUDGE' && next !== 'conflict') {
      const first = Math.min(...change.pages);
      const place = orderOf(next, pageCount).indexOf(first) + 1;
      setAnnouncement(t('moved', { pages: change.pages.join(', '), smart_count: change.pages.length, place, count: pageCount }));
    }
  };
  const focusPage = (page: number) => {
    setActive(page);
    refocus.current = page;
  };
  useEffect(() => {
    if (refocus.current === null) return;
    pagesBox.current?.querySelector<HTMLElement>(`[data-testid="thumb-${refocus.current}"]`)?.focus();
    refocus.current = null;
  });
  const busy = detailQuery.isPending || file.isFetching || (!!file.data && !doc && !current.failed) || preview.isFetching || save.isPending || restore.isPending;
  const slow = useSlowFlag(busy);
  const failure = (preview.error ?? save.error ?? restore.error) as Error | null;
  const rotation = (page: number) => (pending?.kind === 'ROTATE' ? (pending.rotations[page] ?? 0) : 0);
  const removed = (page: number) => pending?.kind === 'REMOVE' && pending.pages.includes(page);
  const blurPage = blurring && selection.pages.length === 1 ? selection.pages[0] : null;

  const describe = (edit: PendingEdit) => {
    const numbers = pagesOf(edit);
    const pages = numbers.join(', ');
    const smart_count = numbers.length;
    if (edit.kind === 'ROTATE') return isCallable(edit) ? t('pending.ROTATE', { pages, smart_count, angle: toCall(edit).body.angle }) : t('pending.ROTATE_MIXED');
    if (edit.kind === 'MOVE') return t('pending.MOVE', { pages, smart_count, where: t(edit.before ? 'before' : 'after'), target: edit.targetPage });
    if (edit.kind === 'COMPRESS') return t('pending.COMPRESS', { dpi: toCall(edit).body.downsampleDpi, quality: toCall(edit).body.quality });
    if (edit.kind === 'BLUR') return t('pending.BLUR', { pages, smart_count, areas: t('blurAreas', { smart_count: edit.areas.length }) });
    if (edit.kind === 'MERGE')
      return t('pending.MERGE', { naam: edit.source.naam, where: edit.insertAfterPageIndex === 0 ? t('mergeWhereStart') : t('mergeWhereAfter', { nummer: edit.insertAfterPageIndex }) });
    return t(`pending.${edit.kind}`, { pages, smart_count });
  };

  // Unsaved page work is never thrown away without a question (the forms ask the same).
  const close = () => (pending ? setLeaving(true) : onClose());
  const reviewed = detail ? isReviewed(detail) : isReviewed(document);
  const restoreVersion = (versie: number) => (reviewed ? setRestoring(versie) : restore.mutate(versie));
  const previewPages = previewPdf.doc && (
    <>
      <Typography variant="body2" data-testid="preview-count">
        {translate('app.pdf.pages', { smart_count: previewPdf.doc.numPages })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, maxHeight: 360, overflowY: 'auto', bgcolor: 'grey.100', p: 1 }}>
        {Array.from({ length: previewPdf.doc.numPages }, (_, i) => (
          <PdfPageCanvas key={i} doc={previewPdf.doc!} pageNumber={i + 1} fit={110} testId={`preview-page-${i + 1}`} />
        ))}
      </Box>
    </>
  );

  return (
    <Dialog open fullScreen onClose={close} data-testid="page-editor" aria-labelledby="page-editor-title">
      <DialogTitle id="page-editor-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('title', { naam: detail?.naam ?? document.naam })}
        </Box>
        <IconButton aria-label={t('close')} onClick={close} data-testid="page-editor-close">
          <Close />
        </IconButton>
      </DialogTitle>
      <Box sx={{ height: 4 }}>{slow && <LinearProgress aria-label={t('busy')} data-testid="page-editor-progress" />}</Box>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 460px', gap: 2, alignItems: 'start' }}>
        <Box>
          <PageToolbar
            pageCount={pageCount}
            selection={selection.pages}
            pending={pending}
            blurring={blurring}
            announcement={announcement}
            onSelect={(pages) => select(() => ({ pages, anchor: null }))}
            onStep={step}
            onBlur={setBlurring}
            onMerge={() => setMerging(true)}
          />
          {reviewed && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="page-editor-reviewed">
              {t('reviewed', { status: detail?.status ?? document.status })}
            </Alert>
          )}
          {pending && !callable && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="page-editor-mixed">
              {t('rotateMixed')}
            </Alert>
          )}
          {conflict && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="page-editor-conflict">
              {t('otherPending')}
            </Alert>
          )}
          {pending && (
            <Alert
              severity="info"
              sx={{ mb: 1, '& .MuiAlert-action': { alignItems: 'center' } }}
              data-testid="page-editor-pending"
              action={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={reset} disabled={save.isPending} data-testid="page-editor-discard">
                    {t('discard')}
                  </Button>
                  <Button size="small" variant="contained" disabled={!previewPdf.doc || save.isPending} onClick={() => save.mutate()} data-testid="page-editor-save">
                    {t('save')}
                  </Button>
                </Stack>
              }
            >
              {describe(pending)}
              {pending.kind === 'SPLIT' && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
                  <TextField
                    size="small"
                    label={t('splitNaam')}
                    placeholder={`${detail?.naam ?? document.naam} (gesplitst)`}
                    value={splitTarget.naam ?? ''}
                    onChange={(e) => setSplitTarget((target) => ({ ...target, naam: e.target.value }))}
                    slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'split-naam' } }}
                    sx={{ minWidth: 240 }}
                  />
                  <TextField
                    select
                    size="small"
                    label={t('splitRequest')}
                    value={splitTarget.dossierDocumentId ?? ''}
                    onChange={(e) => setSplitTarget((target) => ({ ...target, dossierDocumentId: e.target.value === '' ? null : Number(e.target.value) }))}
                    slotProps={{ htmlInput: { 'data-testid': 'split-request' } }}
                    sx={{ minWidth: 240 }}
                  >
                    <MenuItem value="">{translate('app.documents.noRequest')}</MenuItem>
                    {requests.map((r) => (
                      <MenuItem key={r.id} value={r.id} data-testid={`split-request-${r.id}`}>
                        {[r.omschrijving, r.hypotheekgever].filter(Boolean).join(' · ')}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
              )}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="page-editor-error">
              {failure.message}
            </Alert>
          )}
          {current.failed && <Alert severity="error">{t('failed')}</Alert>}
          <Box ref={pagesBox} role="group" aria-label={t('pagesLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="page-editor-pages">
            {doc &&
              order.map((page, index) => (
                <PageThumb
                  key={`${detail?.versie}-${page}`}
                  doc={doc}
                  page={page}
                  selected={selection.pages.includes(page)}
                  rotation={rotation(page)}
                  removed={removed(page)}
                  draggable={!pending || pending.kind === 'MOVE'}
                  place={index + 1}
                  tabStop={page === tabStop}
                  onClick={(keys) => select((s) => clickPage(s, page, keys))}
                  onFocus={() => setActive(page)}
                  onGo={(to) => focusPage(order[to === 'first' ? 0 : to === 'last' ? order.length - 1 : Math.min(order.length - 1, Math.max(0, index + to))])}
                  onNudge={(by) => {
                    focusPage(page);
                    step({ kind: 'NUDGE', pages: draggedPages(selection, page), by, pageCount });
                  }}
                  onDragStart={() => setDragged(draggedPages(selection, page))}
                  onDrop={(before) => {
                    if (dragged.length && !dragged.includes(page)) step({ kind: 'MOVE', pages: dragged, targetPage: page, before });
                    setDragged([]);
                  }}
                />
              ))}
          </Box>
        </Box>
        <Box sx={{ position: 'sticky', top: 0 }}>
          {blurPage && doc && <BlurCanvas doc={doc} page={blurPage} areas={pending?.kind === 'BLUR' ? pending.areas : []} onArea={(area) => step({ kind: 'BLUR', area })} />}
          {(!blurPage || pending?.kind === 'BLUR') && (
            <Box data-testid="page-editor-preview" sx={{ mt: blurPage ? 2 : 0 }}>
              <Typography variant="subtitle1" component="h2">
                {t(blurPage ? 'blurPreview' : 'preview')}
              </Typography>
              {!pending && <Typography variant="body2" color="text.secondary">{t('previewNone')}</Typography>}
              {callable && !previewPdf.doc && !failure && <Typography variant="body2" color="text.secondary">{t('previewWaiting')}</Typography>}
              {previewPages}
            </Box>
          )}
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            {t('versions')}
          </Typography>
          {detail && <VersionsTable detail={detail} disabled={!!pending || restore.isPending} onRestore={restoreVersion} />}
        </Box>
      </DialogContent>
      {merging && (
        <MergeDialog
          dossierId={document.dossierId}
          documentId={document.id}
          pageCount={pageCount}
          onClose={() => setMerging(false)}
          onChoose={(source, insertAfterPageIndex) => {
            setMerging(false);
            step({ kind: 'MERGE', source, insertAfterPageIndex });
          }}
        />
      )}
      <Dialog open={leaving} onClose={() => setLeaving(false)} aria-labelledby="page-editor-unsaved-title" data-testid="page-editor-unsaved">
        <DialogTitle id="page-editor-unsaved-title">{t('unsavedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('unsavedText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLeaving(false)} data-testid="page-editor-unsaved-stay">
            {t('unsavedStay')}
          </Button>
          <Button color="error" onClick={onClose} data-testid="page-editor-unsaved-discard">
            {t('unsavedDiscard')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={restoring !== null}
        title={t('restoreTitle', { versie: restoring ?? '' })}
        content={t('restoreReviewed')}
        confirm="app.pageEditor.restore"
        onConfirm={() => {
          if (restoring !== null) restore.mutate(restoring);
          setRestoring(null);
        }}
        onClose={() => setRestoring(null)}
      />
    </Dialog>
  );
};

export default PageEditor;
