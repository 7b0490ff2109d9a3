import type { FastifyServerOptions } from 'fastify';
import { maskText } from './mask';

/**
 * The server's logger options with every line masked just before it is written (pino's
 * `streamWrite` hook): an error logged with its cause can quote a configured URL, a request's
 * address a `?token=`. Masking the finished line covers every shape a log call takes; the masks
 * only replace characters inside its strings, so the line stays JSON.
 */
export function maskedLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, hooks: { ...options.hooks, streamWrite: (line: string) => maskText(line) } };
}
