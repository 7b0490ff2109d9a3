import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { HdnKanaal } from '../../../contract/hdn';

/** Where outgoing HDN messages go: the exchange's URL, else the drop folder's `uit/`, else nowhere. */
export interface HdnTarget {
  hdnUrl?: string;
  hdnDir?: string;
}

export const outgoingChannel = (target: HdnTarget): HdnKanaal => (target.hdnUrl ? 'HTTP' : target.hdnDir ? 'MAP' : 'GEEN');

const SEND_TIMEOUT_MS = 30_000;

/**
 * HDN_URL as fetch can post to it: the README allows `http://user:pass@host/…`, but fetch refuses
 * a URL with credentials, so they travel as a Basic `Authorization` header instead (percent-decoded,
 * as the URL holds them encoded). A query string (`?key=…`) stays in the URL.
 */
function hdnRequest(hdnUrl: string) {
  const url = new URL(hdnUrl);
  const headers: Record<string, string> = {};
  if (url.username || url.password) {
    const credential = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(credential).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return { url: url.toString(), headers };
}

/**
 * The one call by which an HDN message leaves the back office (docs/hdn.md, "Outgoing"): an HTTP
 * POST of the XML to HDN_URL, or a file in HDN_DIR/uit/ for the exchange's connector to collect
 * (written under a temporary name and renamed, so a reader never sees half a file). Throws when
 * the exchange does not accept it (or the folder, which the drop-folder reader makes, is not
 * there); the job queue then tries again. Answers the exchange's HTTP status (null for the folder).
 */
export async function transmitHdn(target: HdnTarget, message: { berichtId: string; inhoud: string }): Promise<{ status: number } | null> {
  if (target.hdnUrl) {
    const { url, headers } = hdnRequest(target.hdnUrl);
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/xml; charset=utf-8', 'x-hdn-bericht-id': message.berichtId },
      body: message.inhoud,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`De HDN-ontvanger antwoordde ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return { status: response.status };
  }
  if (target.hdnDir) {
    const dir = path.join(target.hdnDir, 'uit');
    const file = path.join(dir, `${message.berichtId.replace(/[^\w.-]/g, '_')}.xml`);
    const temporary = path.join(dir, `.${randomUUID()}.tmp`);
    await fs.writeFile(temporary, message.inhoud, 'utf8');
    await fs.rename(temporary, file);
    return null;
  }
  throw new Error('Geen HDN-verbinding ingesteld (HDN_URL of HDN_DIR).');
}
