import { Alert, Box, Button, Card, CardContent, CardHeader, Dialog, DialogContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { TwoFactorChange } from '../../dataProvider/account';
import { secondFactor } from '../../authProvider/secondFactor';
import { CodeForm } from '../auth/second-factor/CodeForm';
import { RecoveryCodes } from '../auth/second-factor/RecoveryCodes';
import { TwoFactorSteps } from '../auth/second-factor/TwoFactorSteps';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const QUERY_KEY = ['profile', 'two-factor'];
type Goal = 'switch' | 'renew';
type Dialogue = { goal: Goal; phase: 'prove'; change?: TwoFactorChange } | { goal: Goal; phase: 'steps' | 'codes'; change: TwoFactorChange; codes?: string[] };

/**
 * Profiel › Tweestapsverificatie: the user's own state, switching method and renewing recovery
 * codes. With a factor set up, each change first asks a current code (app, SMS or recovery code).
 */
export const TwoFactorSection = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.account.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data: state } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getTwoFactorState() });
  const [dialogue, setDialogue] = useState<Dialogue | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!state) return null;
  const close = () => setDialogue(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  /** After the current factor is proven: the enrolment steps, or the new recovery codes at once. */
  const proven = async (goal: Goal, change: TwoFactorChange) => {
    if (goal === 'switch') return setDialogue({ goal, phase: 'steps', change });
    const { recoveryCodes } = await dataProvider.renewRecoveryCodes(change.preAuthToken);
    setDialogue({ goal, phase: 'codes', change, codes: recoveryCodes });
    refresh();
  };

  const start = async (goal: Goal) => {
    setError(null);
    if (state.method === 'TOTP') return setDialogue({ goal, phase: 'prove' });
    try {
      const change = await dataProvider.startTwoFactorChange();
      if (change.confirmed) await proven(goal, change);
      else setDialogue({ goal, phase: 'prove', change });
    } catch {
      setError(t('failed'));
    }
  };

  const prove = async (code: string) => {
    if (!dialogue) return;
    if (dialogue.change) {
      await secondFactor.verify(dialogue.change.preAuthToken, 'PROFIEL', code);
      await proven(dialogue.goal, dialogue.change);
    } else {
      await proven(dialogue.goal, await dataProvider.startTwoFactorChange(code));
    }
  };

  const status = !state.method ? t('profile.off') : state.method === 'TOTP' ? t('profile.onApp') : t('profile.onSms', { phone: state.phoneHint ?? '' });

  return (
    <Card variant="outlined" data-testid="two-factor-section">
      <CardHeader title={t('profile.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography data-testid="two-factor-status">{status}</Typography>
        {state.requiredByRole && <Alert severity="info">{t('profile.required')}</Alert>}
        {state.method && <Typography color="text.secondary">{t('profile.codesLeft', { count: state.recoveryCodesLeft })}</Typography>}
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" onClick={() => start('switch')} data-testid="two-factor-switch">
            {state.method ? t('profile.switch') : t('profile.enable')}
          </Button>
          {state.method && (
            <Button variant="outlined" onClick={() => start('renew')} data-testid="two-factor-renew">
              {t('profile.renew')}
            </Button>
          )}
        </Box>
      </CardContent>
      <Dialog open={!!dialogue} onClose={close} maxWidth="xs" fullWidth aria-labelledby="two-factor-dialog">
        <DialogContent id="two-factor-dialog">
          {dialogue?.phase === 'prove' && (
            <CodeForm
              testId="two-factor-prove"
              title={t('profile.proveTitle')}
              intro={dialogue.change ? t('profile.proveSms', { phone: dialogue.change.phoneHint ?? '' }) : t('profile.proveApp')}
              label={t('codeOrRecovery')}
              submitLabel={t('confirm')}
              inputMode="text"
              onSubmit={prove}
              actions={<Button onClick={close}>{t('cancel')}</Button>}
            />
          )}
          {dialogue?.phase === 'steps' && (
            <TwoFactorSteps
              preAuthToken={dialogue.change.preAuthToken}
              purpose="PROFIEL"
              method={null}
              phoneHint={null}
              onCancel={close}
              onDone={() => {
                close();
                refresh();
                notify('app.account.profile.changed', { type: 'success' });
              }}
            />
          )}
          {dialogue?.phase === 'codes' && dialogue.codes && (
            <RecoveryCodes title={t('steps.recoveryTitle')} intro={t('steps.recoveryIntro')} codes={dialogue.codes} doneLabel={t('done')} onDone={close} />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
};
