import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { AuthenticateResponse } from '../../authProvider/session';

/** A user name and password, or the answer of a finished second-factor step. */
export type Credentials = { username: string; password: string } | { answer: AuthenticateResponse };

/**
 * react-admin's useLogin, except that it first forgets the failed auth check made while /auth was
 * open: /auth lives inside the admin routes, and that stale answer would log the user out again.
 */
export const useSignIn = () => {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (credentials: Credentials) => {
      const result = await authProvider?.login(credentials);
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(result?.redirectTo ?? '/', { replace: true });
    },
    [authProvider, queryClient, navigate],
  );
};
