import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Badge, Box, Button, IconButton, LinearProgress, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { refreshCounters } from '../counters';
import { TASK_QUERY_KEYS } from '../events/queryKeys';
import { DiscardDraftDialog } from './DiscardDraftDialog';
import { EMPTY_DRAFT, clearDraft, hasTypedText, readDraft, storeDraft, useDraftAutosave, type Draft } from './draft';
import { PANEL_WIDTH, panelLeft } from './placement';

/**
 * The forms bring the date-time picker, the dossier search and the upload control: loaded when
 * the panel opens, so the header's button does not put them in the first download (issue #9).
 */
const BasicForm = lazy(() => import('./BasicForm').then((module) => ({ default: module.BasicForm })));
const TaskForm = lazy(() => import('./TaskForm').then((module) => ({ default: module.TaskForm })));
const AttachmentsForm = lazy(() => import('./AttachmentsForm').then((module) => ({ default: module.AttachmentsForm })));

const SCREENS = ['new', 'task', 'attachments'] as const;
type Screen = (typeof SCREENS)[number];
const TITLES: Record<Screen, string> = { new: 'titleNew', task: 'titleTask', attachments: 'titleNote' };

const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};

/** The window's width; a server render (and the hydration of its screen) knows none. */
const useWindowWidth = () => useSyncExternalStore(onResize, () => window.innerWidth, () => 0);

/** What waits for the answer to the panel's question: closing, starting afresh, or a draft put aside. */
type Question = { kind: 'close' } | { kind: 'restart' } | { kind: 'resume'; stored: Draft };

/**
 * 'Nieuwe taak/notitie' and its floating panel (spec 000 §2, §4, §5). The spec's named outlet
 * 'menu' is the `menu` search parameter, so the panel floats over whatever page is open and a
 * reload keeps it. The draft is stored a second after the last change. As spec 000 §2 has it,
 * opening the panel when it is not collapsed, and closing it, clear the draft; the task screen's
 * Terug closes the panel and keeps it. Where that would throw typed text away (closing, starting
 * afresh on the open panel, opening over a draft put aside with Terug) the panel asks first.
 * Collapsed, the forms stay as they are, only hidden.
 */
export const NewTaskNote = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.panel.${key}`);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const allowed = !!useSession()?.permissions.includes('NIEUWE_TAAK_NOTITIE');
  const [params, setParams] = useSearchParams();
  const menu = params.get('menu');
  const screen = SCREENS.find((s) => s === menu);
  const [collapsed, setCollapsed] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => readDraft() ?? EMPTY_DRAFT);
  const [question, setQuestion] = useState<Question | null>(null);
  // A fresh start remounts the forms, so what they hold themselves (chosen files, shown errors) goes too.
  const [start, setStart] = useState(0);
  const width = useWindowWidth();
  useDraftAutosave(draft, allowed && !!screen);

  const go = (next: Screen | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next) copy.set('menu', next);
      else copy.delete('menu');
      return copy;
    });
  const begin = (from: Draft | null) => {
    if (!from) clearDraft();
    setDraft(from ?? EMPTY_DRAFT);
    setStart((n) => n + 1);
    setCollapsed(false);
    go('new');
  };
  const open = () => {
    if (screen && collapsed) return setCollapsed(false);
    if (screen) return hasTypedText(draft) ? setQuestion({ kind: 'restart' }) : begin(null);
    const stored = readDraft();
    if (stored && hasTypedText(stored)) setQuestion({ kind: 'resume', stored });
    else begin(null);
  };
  /** Terug on the task screen: the panel closes, the draft stays for the next opening. */
  const putAside = () => {
    storeDraft(draft);
    setCollapsed(false);
    go(null);
  };
  const close = () => {
    clearDraft();
    setDraft(EMPTY_DRAFT);
    setCollapsed(false);
    go(null);
  };
  const askToClose = () => (hasTypedText(draft) ? setQuestion({ kind: 'close' }) : close());
  const answer = (discard: boolean) => {
    const asked = question;
    setQuestion(null);
    if (asked?.kind === 'close' && discard) close();
    if (asked?.kind === 'restart' && discard) begin(null);
    if (asked?.kind === 'resume') begin(discard ? null : asked.stored);
  };
  const saved = (message: string) => {
    notify(message, { type: 'success' });
    for (const key of TASK_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
    if (draft.dossierId !== null) void queryClient.invalidateQueries({ queryKey: ['dossier', String(draft.dossierId)] });
    void refreshCounters(queryClient);
    close();
  };

  if (!allowed) return null;
  return (
    <>
      <Badge color="error" variant="dot" invisible={!(screen && collapsed)} data-testid="panel-dot">
        <Button size="small" variant="outlined" color="inherit" onClick={open} data-testid="panel-open" sx={{ whiteSpace: 'nowrap' }}>
          {t('open')}
        </Button>
      </Badge>
      {screen && (
        <Paper
          elevation={8}
          role="dialog"
          aria-label={t(TITLES[screen])}
          data-testid="floating-panel"
          sx={{ position: 'fixed', bottom: 0, left: panelLeft(width), width: PANEL_WIDTH, maxHeight: '85vh', display: 'flex', flexDirection: 'column', zIndex: (theme) => theme.zIndex.modal - 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', pl: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
              {t(TITLES[screen])}
            </Typography>
            <IconButton size="small" color="inherit" aria-label={t(collapsed ? 'expand' : 'collapse')} onClick={() => setCollapsed(!collapsed)} data-testid="panel-collapse">
              {collapsed ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </IconButton>
            <IconButton size="small" color="inherit" aria-label={t('close')} onClick={askToClose} data-testid="panel-close">
              <Close fontSize="small" />
            </IconButton>
          </Box>
          <Box key={start} hidden={collapsed} sx={{ p: 1.5, overflow: 'auto' }} data-testid="panel-body">
            <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
              {screen === 'new' && <BasicForm draft={draft} onChange={setDraft} onCancel={askToClose} onNext={() => go(draft.type === 1 ? 'task' : 'attachments')} />}
              {screen === 'task' && <TaskForm draft={draft} onChange={setDraft} onBack={putAside} onSaved={() => saved('app.panel.savedTask')} />}
              {screen === 'attachments' && <AttachmentsForm draft={draft} onBack={() => go('new')} onSaved={() => saved('app.panel.savedNote')} />}
            </Suspense>
          </Box>
        </Paper>
      )}
      {question && <DiscardDraftDialog onKeep={() => answer(false)} onDiscard={() => answer(true)} />}
    </>
  );
};
