import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts `npm start` and resolves with the milliseconds until GET / first answered 200. */
export async function timeStart(env: Record<string, string>, limitSeconds = 120) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${env.PORT}/`;
  while (performance.now() - started < limitSeconds * 1000) {
    try {
      if ((await fetch(url)).status === 200) return { ms: performance.now() - started, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  stop(child);
  throw new Error(`no 200 from ${url} within ${limitSeconds} s`);
}

export function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  return new Promise((r) => setTimeout(r, 1500));
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
