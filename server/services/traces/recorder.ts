import type { Db } from '../../db/client';
import { externeAanroepen } from '../../db/schema';
import { errorText, mask, maskText } from '../secrets/mask';

/** What a trace says about a call besides its request and answer. */
export interface CallContext {
  /** The part of ours that calls (contract/traces.ts TRACE_CALLERS). */
  caller: string;
  /** Where to: host and port or the service's name; a password in it is masked. */
  target: string;
  operation: string;
  dossierId?: number | null;
  /** Whose action made the call; none for the system. */
  userId?: number | null;
  /** Values to mask wherever they appear (an SMS code, a link's token); the usual ones are masked anyway. */
  secrets?: readonly string[];
}

interface Logger {
  error(object: unknown, message?: string): void;
}

/**
 * Runs a call to an outside party and records it (docs/traces.md): when, to whom, how long, the
 * masked request and answer, or the error. The call's own outcome is what the caller gets, also
 * when it throws; recording never changes it: a trace that cannot be written is logged and
 * dropped. Written on its own connection, outside any transaction of the caller, so a trace of a
 * call whose change is rolled back still tells what went out.
 */
export function createRecorder(db: Db, log?: Logger) {
  async function write(context: CallContext, started: number, request: unknown, outcome: { response?: unknown; error?: unknown }) {
    const secrets = context.secrets ?? [];
    const error = outcome.error === undefined ? null : errorText(outcome.error, 2000, secrets);
    try {
      await db.insert(externeAanroepen).values({
        aanroeper: context.caller,
        doel: maskText(context.target),
        operatie: context.operation,
        duurMs: Math.max(0, Math.round(performance.now() - started)),
        uitkomst: outcome.error === undefined ? 'OK' : 'FOUT',
        verzoek: mask(request, secrets),
        antwoord: outcome.error === undefined ? mask(outcome.response, secrets) : null,
        fout: error,
        dossierId: context.dossierId ?? null,
        gebruikerId: context.userId ?? null,
      });
    } catch (failure) {
      if (log) log.error({ err: failure, caller: context.caller }, 'trace not recorded');
      else process.emitWarning(`trace of ${context.caller} not recorded: ${(failure as Error).message}`);
    }
  }

  return {
    /**
     * `call` is the outside call itself; `request` what it sends, `answer` what of its result to
     * keep (default: the result as it is).
     */
    async traced<T>(context: CallContext, request: unknown, call: () => Promise<T>, answer: (result: T) => unknown = (result) => result): Promise<T> {
      const started = performance.now();
      let result: T;
      try {
        result = await call();
      } catch (error) {
        await write(context, started, request, { error });
        throw error;
      }
      await write(context, started, request, { response: answer(result) });
      return result;
    },
  };
}
