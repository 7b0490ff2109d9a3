import { type FormEvent, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, TextField, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { holds } from '../../authProvider/accessRule';
import { useSession } from '../../authProvider/session';
import type { ExampleTemplate } from '../../dataProvider/berichtTemplates';
import { SubmitButton } from '../../shell/forms/SubmitButton';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'shown'; preview: ExampleTemplate } | { kind: 'failed'; message: string };

/**
 * The stored template filled with a fictitious dossier (GET …/voorbeeld), or, for a user who may
 * see dossiers, from one of them (GET …/populate/{dossierId}). Beheer sees no dossier, so it is
 * offered only the example. The body is the server's sanitized HTML with escaped values, so it is
 * shown as HTML.
 */
export const BerichtTemplatePreview = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const [dossierId, setDossierId] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const session = useSession();
  const seesDossiers = !!session && holds(session.permissions, { anyOf: DOSSIER_VIEW });
  const valid = /^\d{1,9}$/.test(dossierId.trim());

  const showExample = async () => {
    if (!record) return;
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'shown', preview: await dataProvider.exampleBerichtTemplate(Number(record.id)) });
    } catch {
      setState({ kind: 'failed', message: translate('app.berichtTemplates.preview.failed') });
    }
  };

  const show = async (event: FormEvent) => {
    event.preventDefault();
    if (!record || !valid) return;
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'shown', preview: await dataProvider.populateBerichtTemplate(Number(record.id), Number(dossierId)) });
    } catch (error) {
      const notFound = (error as { status?: number }).status === 404;
      setState({
        kind: 'failed',
        message: notFound ? translate('app.berichtTemplates.preview.notFound', { id: dossierId.trim() }) : translate('app.berichtTemplates.preview.failed'),
      });
    }
  };

  return (
    <Card sx={{ ml: 2, width: 460, flexShrink: 0, alignSelf: 'flex-start' }} data-testid="template-preview-panel">
      <CardContent>
        <Typography variant="h6">{translate('app.berichtTemplates.preview.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(seesDossiers ? 'app.berichtTemplates.preview.intro' : 'app.berichtTemplates.preview.introExample')}
        </Typography>
        <Button variant="outlined" onClick={showExample} disabled={state.kind === 'loading'} sx={{ mb: seesDossiers ? 2 : 0 }} data-testid="preview-example">
          {translate('app.berichtTemplates.preview.example')}
        </Button>
        {seesDossiers && (
          <Box component="form" onSubmit={show} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={translate('app.berichtTemplates.preview.dossier')}
              value={dossierId}
              onChange={(event) => setDossierId(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'preview-dossier' } }}
            />
            <SubmitButton type="submit" variant="outlined" missing={valid ? [] : [translate('app.berichtTemplates.preview.dossier')]} disabled={state.kind === 'loading'} data-testid="preview-button">
              {translate('app.berichtTemplates.preview.show')}
            </SubmitButton>
          </Box>
        )}
        {state.kind === 'failed' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="preview-error">
            {state.message}
          </Alert>
        )}
        {state.kind === 'shown' && (
          <Box sx={{ mt: 2 }} data-testid="template-preview">
            <Typography variant="caption" color="text.secondary">
              {translate('app.berichtTemplates.preview.subject')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="preview-subject">
              {state.preview.onderwerp}
            </Typography>
            <Divider sx={{ my: 1 }} />
            {/* Sanitized on save and filled with escaped values on the server. */}
            <Box sx={{ '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: state.preview.inhoud }} data-testid="preview-body" />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
