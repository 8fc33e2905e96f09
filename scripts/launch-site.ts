import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts the whole site (`scripts/site.ts`) as a child process, quiet, with `env` on top of this
 * process's, and resolves once it says it is running. Used by prerendering, the benchmark and the
 * reliability report, each on its own port and data.
 */
export async function launchSite(env: Record<string, string>): Promise<ChildProcess> {
  const site = spawn(process.execPath, [path.join(import.meta.dirname, 'site.ts')], {
    env: { ...process.env, SITE_QUIET: '1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    site.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('is running') && resolve());
    site.once('exit', (code) => reject(new Error(`site exited (${code})`)));
  });
  return site;
}
