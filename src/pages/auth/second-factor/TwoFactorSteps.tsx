import { Alert, Box, Button, CircularProgress, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'ra-core';
import type { SignInStep, TwoFactorMethod } from '../../../../contract/account-security';
import { type StepPurpose, type StepsFinished, type TotpEnrolment, secondFactor } from '../../../authProvider/secondFactor';
import { CodeForm } from './CodeForm';
import { failureText } from './failureText';
import { RecoveryCodes } from './RecoveryCodes';

interface Props {
  preAuthToken: string;
  purpose: StepPurpose;
  /** The method to ask a code of; null starts an enrolment (chooseMethod). */
  method: TwoFactorMethod | null;
  phoneHint: string | null;
  onDone: (result: StepsFinished) => void;
  onCancel: () => void;
}

/**
 * The spec's second-factor steps (000 §4): a code for a user who has a method; otherwise choose a
 * method, then sendPhoneNumber and confirmPhoneNumber, or downloadAuthApp and confirmAuthApp, and
 * finishedAuth with the recovery codes. Used by the sign-in page and by Profiel.
 */
export const TwoFactorSteps = ({ preAuthToken, purpose, method, phoneHint, onDone, onCancel }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.account.${key}`, options);
  const [step, setStep] = useState<SignInStep>(method ? 'code' : 'chooseMethod');
  const [choice, setChoice] = useState<TwoFactorMethod>('TOTP');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [phone, setPhone] = useState('');
  const [hint, setHint] = useState(phoneHint);
  const [finished, setFinished] = useState<StepsFinished | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const afterCode = (result: StepsFinished) => (result.recoveryCodes.length ? (setFinished(result), setStep('finishedAuth')) : onDone(result));

  const resend = () =>
    run(async () => {
      setHint((await secondFactor.resend(preAuthToken, purpose)).phoneHint);
      setNotice(t('steps.resent'));
    });

  const cancel = (
    <Button onClick={onCancel} data-testid="steps-cancel">
      {method || purpose === 'PROFIEL' ? t('cancel') : t('back')}
    </Button>
  );
  const alerts = (
    <>
      {error && (
        <Alert severity="error" role="alert" data-testid="steps-error">
          {error}
        </Alert>
      )}
      {notice && <Alert severity="info">{notice}</Alert>}
    </>
  );
  const submitButton = (label: string, testId: string) => (
    <Button type="submit" variant="contained" size="large" disabled={busy} data-testid={testId} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
      {label}
    </Button>
  );

  if (step === 'code') {
    return (
      <CodeForm
        testId="step-code"
        title={t('steps.codeTitle')}
        intro={method === 'SMS' ? t('steps.codeSms', { phone: hint ?? '' }) : t('steps.codeApp')}
        label={t('codeOrRecovery')}
        submitLabel={t('verify')}
        inputMode="text"
        onSubmit={async (code) => afterCode((await secondFactor.verify(preAuthToken, purpose, code)) as StepsFinished)}
        actions={
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {alerts}
            {method === 'SMS' && (
              <Button onClick={resend} disabled={busy}>
                {t('steps.resend')}
              </Button>
            )}
            {cancel}
          </Box>
        }
      />
    );
  }

  if (step === 'chooseMethod') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      run(async () => {
        const answer = await secondFactor.chooseMethod(preAuthToken, purpose, choice);
        if (choice === 'TOTP') {
          setEnrolment(answer);
          setStep('downloadAuthApp');
        } else setStep('sendPhoneNumber');
      });
    };
    return (
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="step-choose">
        <Typography component="h1" variant="h1">
          {t('steps.chooseTitle')}
        </Typography>
        <Typography color="text.secondary">{purpose === 'PROFIEL' ? t('steps.chooseIntroProfile') : t('steps.chooseIntro')}</Typography>
        {alerts}
        <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as TwoFactorMethod)} aria-label={t('steps.chooseTitle')}>
          <FormControlLabel value="TOTP" control={<Radio />} label={<MethodLabel title={t('steps.methodApp')} help={t('steps.methodAppHelp')} />} />
          <FormControlLabel value="SMS" control={<Radio />} label={<MethodLabel title={t('steps.methodSms')} help={t('steps.methodSmsHelp')} />} data-testid="method-sms" />
        </RadioGroup>
        {submitButton(t('next'), 'choose-next')}
        {cancel}
      </Box>
    );
  }

  if (step === 'downloadAuthApp' && enrolment) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="step-download">
        <Typography component="h1" variant="h1">
          {t('steps.downloadTitle')}
        </Typography>
        <Typography color="text.secondary">{t('steps.downloadIntro')}</Typography>
        <Box component="img" src={enrolment.qrCode} alt={t('steps.qrAlt')} sx={{ width: 180, height: 180, alignSelf: 'center' }} />
        <Typography variant="body2">{t('steps.secretIntro')}</Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all', bgcolor: 'grey.100', p: 1, borderRadius: 1 }} data-testid="totp-secret">
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
        <Button variant="contained" size="large" onClick={() => setStep('confirmAuthApp')} data-testid="download-next">
          {t('next')}
        </Button>
        {cancel}
      </Box>
    );
  }

  if (step === 'confirmAuthApp') {
    return (
      <CodeForm
        testId="step-confirm-app"
        title={t('steps.confirmAppTitle')}
        intro={t('steps.confirmAppIntro')}
        label={t('code')}
        submitLabel={t('confirm')}
        onSubmit={async (code) => afterCode((await secondFactor.verify(preAuthToken, purpose, code)) as StepsFinished)}
        actions={<Button onClick={() => setStep('downloadAuthApp')}>{t('back')}</Button>}
      />
    );
  }

  if (step === 'sendPhoneNumber') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      run(async () => {
        setHint((await secondFactor.requestPhoneVerification(preAuthToken, purpose, phone)).phoneHint);
        setStep('confirmPhoneNumber');
      });
    };
    return (
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="step-phone">
        <Typography component="h1" variant="h1">
          {t('steps.phoneTitle')}
        </Typography>
        <Typography color="text.secondary">{t('steps.phoneIntro')}</Typography>
        {alerts}
        <TextField label={t('steps.phone')} value={phone} onChange={(event) => setPhone(event.target.value)} required autoFocus autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30, 'data-testid': 'phone-input' } }} />
        {submitButton(t('steps.sendCode'), 'phone-submit')}
        <Button onClick={() => setStep('chooseMethod')}>{t('back')}</Button>
      </Box>
    );
  }

  if (step === 'confirmPhoneNumber') {
    return (
      <CodeForm
        testId="step-confirm-phone"
        title={t('steps.confirmPhoneTitle')}
        intro={t('steps.confirmPhoneIntro', { phone: hint ?? '' })}
        label={t('code')}
        submitLabel={t('confirm')}
        onSubmit={async (code) => afterCode(await secondFactor.checkPhoneVerificationCode(preAuthToken, purpose, code))}
        actions={
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {alerts}
            <Button onClick={resend} disabled={busy}>
              {t('steps.resend')}
            </Button>
          </Box>
        }
      />
    );
  }

  if (step === 'finishedAuth' && finished) {
    return (
      <RecoveryCodes
        title={t('steps.finishedTitle')}
        intro={t('steps.finishedIntro')}
        codes={finished.recoveryCodes}
        doneLabel={purpose === 'PROFIEL' ? t('done') : t('continue')}
        onDone={() => onDone(finished)}
      />
    );
  }
  return null;
};

const MethodLabel = ({ title, help }: { title: string; help: string }) => (
  <Box sx={{ py: 0.5 }}>
    <Typography fontWeight={600}>{title}</Typography>
    <Typography variant="body2" color="text.secondary">
      {help}
    </Typography>
  </Box>
);
