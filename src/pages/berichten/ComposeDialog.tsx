import Delete from '@mui/icons-material/Delete';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, List, ListItem, ListItemIcon, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'ra-core';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { MAIL_LIMITS, MAIL_UPLOAD_KINDS, withinMailLimit } from '../../../contract/mail';
import type { DraftAttachment, Mailbox, Recipient } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { translateMessage } from '../../shell/errors/catalogue';
import { UnsavedChangesGuard } from '../../shell/forms/UnsavedChangesGuard';
import { FileUpload } from '../../shell/inputs/FileUpload';
import { RichBodyInput } from '../../shell/inputs/RichBodyInput';
import type { ComposeStart, ForwardedAttachment } from './composeStart';
import { RecipientInput } from './RecipientInput';
import { SizeLimitDialog } from './SizeLimitDialog';
import { refreshMail } from './mailQueries';
import { attachmentSize, megabytes } from './sizes';

interface Values {
  postvakId: number;
  onderwerp: string;
  html: string;
  dossierId: string;
}

/** The text of an editor's HTML: a body without any is empty, whatever markup it holds. */
const hasText = (html: string | undefined) => !!new DOMParser().parseFromString(html ?? '', 'text/html').body.textContent?.trim();

/** The body of the form: the fields that need the form's context (a template fills subject and body). */
const ComposeFields = ({ mailboxes, recipients, setRecipients, cc, setCc, errors, onRefusal }: {
  mailboxes: readonly Mailbox[];
  recipients: Recipient[];
  setRecipients: (r: Recipient[]) => void;
  cc: Recipient[];
  setCc: (r: Recipient[]) => void;
  errors: Record<string, string>;
  onRefusal: (message: string) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.mail.compose.${key}`);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const { register, watch, setValue, setError } = useFormContext<Values>();
  // The body's error lives in the form, where the editor shows it under itself; typing clears it.
  useEffect(() => {
    if (errors.html) setError('html', { type: 'required', message: errors.html });
  }, [errors, setError]);
  // The editor reads its value when it mounts: a filled template mounts it anew.
  const [editorKey, setEditorKey] = useState(0);
  const onTemplate = (templateId: number, dossierId: number) =>
    void dataProvider
      .populateBerichtTemplate(templateId, dossierId)
      .then((populated) => {
        setValue('onderwerp', populated.onderwerp, { shouldDirty: true });
        setValue('html', populated.inhoud, { shouldDirty: true });
        setEditorKey((k) => k + 1);
        notify('app.mail.done.template', { type: 'info' });
      })
      .catch((failure: Error) => onRefusal(failure.message));
  const dossierText = watch('dossierId');
  const dossierId = /^\d{1,9}$/.test(dossierText?.trim() ?? '') ? Number(dossierText.trim()) : null;
  const { data: templates } = useQuery({ queryKey: ['mail', 'templates'], queryFn: () => dataProvider.getChoosableBerichtTemplates(), staleTime: 300_000 });
  return (
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      <TextField select size="small" label={t('from')} defaultValue={watch('postvakId')} {...register('postvakId', { valueAsNumber: true })} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'mail-compose-from' } }}>
        {mailboxes.map((box) => (
          <option key={box.id} value={box.id}>
            {`${box.naam} <${box.adres}>`}
          </option>
        ))}
      </TextField>
      <RecipientInput label={t('to')} value={recipients} onChange={setRecipients} error={errors.recipients} testId="mail-compose-to" autoFocus />
      <RecipientInput label={t('cc')} value={cc} onChange={setCc} testId="mail-compose-cc" />
      <TextField size="small" label={t('subject')} required error={!!errors.onderwerp} helperText={errors.onderwerp} {...register('onderwerp')} slotProps={{ htmlInput: { maxLength: MAIL_LIMITS.onderwerp, 'data-testid': 'mail-compose-subject' } }} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField size="small" label={t('dossier')} {...register('dossierId')} helperText={t('dossierHelp')} sx={{ width: 200 }} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'mail-compose-dossier' } }} />
        <TextField
          select
          size="small"
          label={t('template')}
          value=""
          disabled={dossierId === null || !templates?.length}
          helperText={dossierId === null ? undefined : ' '}
          onChange={(event) => dossierId !== null && onTemplate(Number(event.target.value), dossierId)}
          sx={{ minWidth: 260, flex: 1 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'mail-compose-template' } as object } }}
        >
          {(templates ?? []).map((template) => (
            <MenuItem key={template.id} value={String(template.id)}>
              {template.naam}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {dossierId === null && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
          {t('templateHelp')}
        </Typography>
      )}
      <RichBodyInput key={editorKey} source="html" label={t('body')} headings={false} testId="mail-compose-body" />
      <UnsavedChangesGuard />
    </Stack>
  );
};

/** Asks before a message with typed work is thrown away (the dialog closes without navigating). */
const DiscardGuard = ({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="mail-discard-title">
      <DialogTitle id="mail-discard-title">{translate('app.mail.compose.discardTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.mail.compose.discardText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>{translate('app.mail.compose.keep')}</Button>
        <Button color="error" onClick={onDiscard} data-testid="mail-discard">
          {translate('app.mail.compose.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The dialog's buttons, inside the form to see whether anything was typed. */
const ComposeActions = ({ busy, typed, onCancel }: { busy: boolean; typed: { current: boolean }; onCancel: (dirty: boolean) => void }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  useEffect(() => {
    typed.current = isDirty;
  }, [isDirty, typed]);
  return (
    <DialogActions>
      <Button onClick={() => onCancel(isDirty)}>{translate('ra.action.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={busy} data-testid="mail-send">
        {translate('app.mail.compose.send')}
      </Button>
    </DialogActions>
  );
};

/** Ctrl+Enter (Cmd+Enter on a Mac) sends, from any field of the message. */
const isSendKey = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/**
 * Writing a message (spec 002 §2, §3, §5): from the own or a team mailbox, recipient tags, a
 * template from Beheer filled from the dossier, the body in the editor (required: text, not only
 * markup), attachments uploaded at once with their progress, and a forward's attachments carried
 * on; the 7 MB check before anything is sent, the server's refusal of an address in the spec's
 * words. Ctrl+Enter sends.
 */
export const ComposeDialog = ({ start, mailboxes, onClose }: { start: ComposeStart; mailboxes: readonly Mailbox[]; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mail.compose.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [recipients, setRecipients] = useState(start.recipients);
  const [cc, setCc] = useState(start.cc);
  const [attachments, setAttachments] = useState<DraftAttachment[]>([]);
  const [forwarded, setForwarded] = useState<ForwardedAttachment[]>(start.doorgestuurdeBijlagen ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const [tooLarge, setTooLarge] = useState(false);
  const [asking, setAsking] = useState(false);
  const typed = useRef(false);
  const sizes = [...forwarded, ...attachments].map((a) => a.grootte);
  const total = sizes.reduce((sum, size) => sum + size, 0);

  const send = useMutation({
    mutationFn: (values: Values) =>
      dataProvider.sendMail({
        postvakId: Number(values.postvakId),
        recipients,
        cc,
        onderwerp: values.onderwerp,
        html: values.html ?? '',
        dossierId: /^\d{1,9}$/.test(values.dossierId?.trim() ?? '') ? Number(values.dossierId.trim()) : null,
        attachments: attachments.map((a) => a.id),
        antwoordOp: start.antwoordOp,
        doorgestuurdVan: start.doorgestuurdVan ?? null,
        doorgestuurdeBijlagen: forwarded.map((a) => a.id),
      }),
    onSuccess: async (sent) => {
      notify(sent.verzendstatus === 'WACHTEND' ? 'app.mail.done.queued' : 'app.mail.done.sent', { type: 'success' });
      await refreshMail(queryClient);
      onClose();
    },
    onError: (failure: Error & { body?: { messages?: string[]; fields?: Record<string, string> } }) => {
      const body = failure.body;
      if (body?.fields?.html) {
        setErrors({ html: body.fields.html });
        return;
      }
      const fieldText = Object.values(body?.fields ?? {})[0];
      setRefusal(translateMessage(fieldText ?? body?.messages?.[0] ?? failure.message));
    },
  });

  const submit = (values: Values) => {
    setRefusal(undefined);
    const found: Record<string, string> = {};
    if (!recipients.length) found.recipients = t('noRecipient');
    if (!values.onderwerp?.trim()) found.onderwerp = t('required');
    if (!hasText(values.html)) found.html = t('required');
    setErrors(found);
    if (Object.keys(found).length) return;
    // Spec 002 §5: checked here first, so nothing is sent; the server checks again.
    if (!withinMailLimit(sizes)) {
      setTooLarge(true);
      return;
    }
    send.mutate(values);
  };

  // Captured before the editor, which would take Ctrl+Enter as a line break. The field being typed
  // in is left first, so an address typed in "Aan" becomes its tag before the message goes.
  const onKeyDownCapture = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!isSendKey(event.nativeEvent)) return;
    event.preventDefault();
    event.stopPropagation();
    const form = (event.target as HTMLElement).closest('form');
    (document.activeElement as HTMLElement | null)?.blur();
    setTimeout(() => form?.requestSubmit());
  };

  // Only the mailboxes the user may send as (docs/mail.md "Rights"): writing in, or replying from,
  // one they only read goes out from their own.
  const senders = mailboxes.filter((b) => b.versturen);
  const own = senders.find((b) => b.eigen && b.soort === 'GEBRUIKER') ?? senders[0];
  const from = senders.find((b) => b.id === start.postvakId) ?? own;
  const defaults: Values = { postvakId: from?.id, onderwerp: start.onderwerp, html: start.html, dossierId: start.dossierId ? String(start.dossierId) : '' };
  const dirtyWork = recipients.length > start.recipients.length || attachments.length > 0;
  const files = [
    ...forwarded.map((a) => ({ key: `f${a.id}`, naam: a.naam, grootte: a.grootte, remove: () => setForwarded((list) => list.filter((x) => x.id !== a.id)) })),
    ...attachments.map((a) => ({ key: `d${a.id}`, naam: a.naam, grootte: a.grootte, remove: () => setAttachments((list) => list.filter((x) => x.id !== a.id)) })),
  ];

  return (
    <Dialog
      open
      onClose={() => (typed.current || dirtyWork ? setAsking(true) : onClose())}
      fullWidth
      maxWidth="md"
      aria-labelledby="mail-compose-title"
      data-testid="mail-compose"
      onKeyDownCapture={onKeyDownCapture}
    >
      <Form defaultValues={defaults} onSubmit={(values: Record<string, unknown>) => submit(values as unknown as Values)} noValidate>
        <DialogTitle id="mail-compose-title">{t(start.doorgestuurdVan ? 'forwardTitle' : start.antwoordOp ? 'replyTitle' : 'title')}</DialogTitle>
        <DialogContent>
          <ComposeFields
            mailboxes={senders}
            recipients={recipients}
            setRecipients={setRecipients}
            cc={cc}
            setCc={setCc}
            errors={errors}
            onRefusal={setRefusal}
          />
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('attachments')}
            </Typography>
            <FileUpload
              types={MAIL_UPLOAD_KINDS}
              fileSize={MAIL_LIMITS.maxTotalBytes}
              isOptional
              upload={(file, onProgress) => dataProvider.uploadMailAttachment(file, onProgress)}
              onUploaded={(result) => setAttachments((list) => [...list, result as DraftAttachment])}
              testId="mail-upload"
            />
            {files.length > 0 && (
              <List dense data-testid="mail-compose-attachments">
                {files.map((a) => (
                  <ListItem
                    key={a.key}
                    secondaryAction={
                      <IconButton edge="end" aria-label={t('removeAttachment', { name: a.naam })} onClick={a.remove}>
                        <Delete />
                      </IconButton>
                    }
                  >
                    <ListItemIcon>
                      <InsertDriveFile />
                    </ListItemIcon>
                    <ListItemText primary={a.naam} secondary={attachmentSize(a.grootte, translate)} />
                  </ListItem>
                ))}
              </List>
            )}
            <Typography variant="body2" color={withinMailLimit([total]) ? 'text.secondary' : 'error'} data-testid="mail-compose-total">
              {t('total', { size: megabytes(total) })}
            </Typography>
          </Box>
          {refusal && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="mail-compose-error">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <ComposeActions busy={send.isPending} typed={typed} onCancel={(dirty) => (dirty || dirtyWork ? setAsking(true) : onClose())} />
      </Form>
      {tooLarge && <SizeLimitDialog onClose={() => setTooLarge(false)} />}
      <DiscardGuard open={asking} onKeep={() => setAsking(false)} onDiscard={onClose} />
    </Dialog>
  );
};
