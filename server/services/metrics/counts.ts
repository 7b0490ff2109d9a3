/**
 * What the parts of the server count for `/metrics` (docs/deploy.md "Metrics"), as plain numbers
 * of this process: the metrics plugin reads them at each scrape. prom-client itself loads only
 * when METRICS_TOKEN is set, so a start without metrics does not pay for it.
 */
export const counts = {
  /** Open live-event streams (GET /api/v1/events). */
  eventStreams: 0,
  /** Messages the SMTP listener took and filed. */
  mailReceived: 0,
  /** Messages the relay (SMTP_URL) accepted from this process. */
  mailSent: 0,
};
