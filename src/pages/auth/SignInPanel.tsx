import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SecondFactorNeeded } from '../../../contract/account-security';
import type { AuthenticateResponse } from '../../authProvider/session';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { TwoFactorSteps } from './second-factor/TwoFactorSteps';
import { useSignIn } from './useSignIn';

/** What the sign-in box shows: the password form, the second-factor steps, or "wachtwoord vergeten". */
export const SignInPanel = () => {
  const signIn = useSignIn();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<SecondFactorNeeded | null>(null);

  if (pathname.startsWith('/auth/password-forgot')) return <ForgotPasswordForm />;
  if (!pending) return <LoginForm onSecondFactor={setPending} />;
  return (
    <TwoFactorSteps
      preAuthToken={pending.preAuthToken}
      purpose="AANMELDEN"
      method={pending.method}
      phoneHint={pending.phoneHint}
      onDone={(result) => signIn({ answer: result as AuthenticateResponse })}
      onCancel={() => setPending(null)}
    />
  );
};
