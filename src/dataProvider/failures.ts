import { clearSession } from '../authProvider/session';
import { markRequestFailed } from './pending';

/** One failed call as the fetch wrapper saw it; status 0 means no answer at all. */
export interface Failure {
  status: number;
  body: unknown;
  url: string;
}

/**
 * The data layer's error port: what it tells the frame around it. It knows no screen; the frame
 * (src/shell/errors/report.ts) plugs in how a failure is shown and how a user is signed out.
 */
interface FailurePort {
  report: (failure: Failure) => void;
  endSession: () => void;
}

/** Without a frame (a test of the data layer alone) a failure is only counted, and an ended session leads back to /auth. */
export const endSessionAlone = () => {
  clearSession();
  window.location.assign('/auth');
};

let port: FailurePort = { report: () => undefined, endSession: endSessionAlone };

/** Plugs a frame in; the returned function plugs the previous one back. */
export const plugFailurePort = (next: FailurePort) => {
  const previous = port;
  port = next;
  return () => {
    port = previous;
  };
};

/** Every failed server call ends here: the spinner stops and the frame decides what the user sees. */
export const reportFailure = (failure: Failure) => {
  markRequestFailed();
  port.report(failure);
};

export const requestSessionEnd = () => port.endSession();
