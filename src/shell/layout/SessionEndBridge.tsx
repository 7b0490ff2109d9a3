import { useEffect } from 'react';
import { useLogout } from 'ra-core';
import { onSessionEnd } from '../errors/report';

/**
 * Lets the fetch wrapper end the session through react-admin's logout, which also empties the
 * query cache and remembers the page for after the next sign-in.
 */
export const SessionEndBridge = () => {
  const logout = useLogout();
  useEffect(() => onSessionEnd(() => void logout()), [logout]);
  return null;
};
