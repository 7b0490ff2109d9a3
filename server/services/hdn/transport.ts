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
 * The one call by which an HDN message leaves the back office (docs/hdn.md, "Outgoing"): an HTTP
 * POST of the XML to HDN_URL, or a file in HDN_DIR/uit/ for the exchange's connector to collect
 * (written under a temporary name and renamed, so a reader never sees half a file). Throws when
 * the exchange does not accept it (or the folder, which the drop-folder reader makes, is not
 * there); the job queue then tries again.
 */
export async function transmitHdn(target: HdnTarget, message: { berichtId: string; inhoud: string }): Promise<void> {
  if (target.hdnUrl) {
    const response = await fetch(target.hdnUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8', 'x-hdn-bericht-id': message.berichtId },
      body: message.inhoud,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`De HDN-ontvanger antwoordde ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return;
  }
  if (target.hdnDir) {
    const dir = path.join(target.hdnDir, 'uit');
    const file = path.join(dir, `${message.berichtId.replace(/[^\w.-]/g, '_')}.xml`);
    const temporary = path.join(dir, `.${randomUUID()}.tmp`);
    await fs.writeFile(temporary, message.inhoud, 'utf8');
    await fs.rename(temporary, file);
    return;
  }
  throw new Error('Geen HDN-verbinding ingesteld (HDN_URL of HDN_DIR).');
}
