import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { receiveHdn, type HdnDeps } from './intake';

interface Logger {
  error(object: unknown, message?: string): void;
}

/** A file in `bezig/` longer than this belongs to a server that stopped while reading it. */
const ABANDONED_MS = 10 * 60_000;

/**
 * The HDN drop folder (docs/hdn.md, "How a message arrives"): the exchange's connector writes each
 * message as an `.xml` file into `HDN_DIR/in/`. Every API server looks there every few seconds and
 * takes a file by renaming it into `bezig/` (one rename wins, so with several servers each file is
 * read once), takes the message in as the HTTP endpoint does, and moves the file on to `verwerkt/`
 * or, refused, to `geweigerd/`. A file that could not be handled (the database away) goes back to
 * `in/` for the next look; one left in `bezig/` by a server that stopped goes back after ten minutes.
 * A message read twice after a crash is recognised by its BerichtId and not applied again.
 */
export class HdnDropFolder {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: HdnDeps,
    private readonly root: string,
    private readonly log: Logger,
    private readonly intervalMs = 3000,
  ) {}

  private dir = (name: 'in' | 'bezig' | 'verwerkt' | 'geweigerd' | 'uit') => path.join(this.root, name);

  async start() {
    for (const name of ['in', 'bezig', 'verwerkt', 'geweigerd', 'uit'] as const) await fs.mkdir(this.dir(name), { recursive: true });
    this.timer = setInterval(() => void this.look(), this.intervalMs);
    await this.look();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One look at the folder; a look still busy is not overtaken by the next. */
  look(): Promise<void> {
    this.running ??= this.handleAll().finally(() => (this.running = null));
    return this.running;
  }

  private async handleAll() {
    try {
      await this.returnAbandoned();
      const names = (await fs.readdir(this.dir('in'))).filter((name) => name.toLowerCase().endsWith('.xml')).sort();
      for (const name of names) {
        if (!this.timer) return;
        await this.handle(name);
      }
    } catch (error) {
      this.log.error({ err: error }, 'HDN-map kon niet worden gelezen');
    }
  }

  private async handle(name: string) {
    const claimed = path.join(this.dir('bezig'), `${randomUUID()}__${name}`);
    try {
      await fs.rename(path.join(this.dir('in'), name), claimed);
      // A rename keeps the file's old time; from now on it counts as taken.
      const now = new Date();
      await fs.utimes(claimed, now, now);
    } catch {
      // Another server took it first.
      return;
    }
    try {
      const receipt = await receiveHdn(this.deps, await fs.readFile(claimed, 'utf8'), 'MAP');
      await fs.rename(claimed, path.join(this.dir(receipt.status === 'GEWEIGERD' ? 'geweigerd' : 'verwerkt'), `${receipt.id}__${name}`));
    } catch (error) {
      this.log.error({ err: error, file: name }, 'HDN-bericht uit de map niet verwerkt; het gaat terug naar in/');
      await fs.rename(claimed, path.join(this.dir('in'), name)).catch(() => undefined);
    }
  }

  private async returnAbandoned() {
    for (const name of await fs.readdir(this.dir('bezig'))) {
      const file = path.join(this.dir('bezig'), name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > ABANDONED_MS) await fs.rename(file, path.join(this.dir('in'), name.slice(name.indexOf('__') + 2))).catch(() => undefined);
    }
  }
}
