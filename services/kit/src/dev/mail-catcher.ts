import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openServerLog } from './server-log.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Where scripts/toolchain.sh (`ensure_mailpit`) builds Mailpit. */
export const MAILPIT_BIN_HINT = path.join(ROOT, '.tools/bin/mailpit');

export type MailCatcher = {
  /** Where the services send: `smtp://127.0.0.1:<smtpPort>`. */
  smtpUrl: string;
  /** Mailpit's web page and REST API (`/api/v1/search`, `/api/v1/message/<ID>`). */
  apiUrl: string;
  /** Stops Mailpit; its messages stay in its database file. */
  stop: () => Promise<void>;
  /** Starts it again on the same ports and database (after `stop`, for an SMTP outage). */
  start: () => Promise<void>;
};

/**
 * Starts Mailpit, the development mail catcher: an SMTP server that keeps every message it receives
 * and shows them on its web page and REST API. Bound to 127.0.0.1 only and kept off the network (no
 * version check, no reverse DNS of senders, no remote CSS or fonts fetched for previews); its database
 * is `dataDir/mailpit.db` (a temporary folder when not given), so messages survive `stop`/`start`, and
 * its log `dataDir/mailpit.log`.
 * Resolves once both the SMTP port and the API answer.
 */
export async function startMailCatcher(options: {
  smtpPort: number;
  httpPort: number;
  dataDir?: string;
}): Promise<MailCatcher> {
  const binary = process.env.MAILPIT_BIN || MAILPIT_BIN_HINT;
  if (!existsSync(binary)) {
    throw new Error(
      `Mailpit is not built (${binary}). Run \`bash -c 'source scripts/toolchain.sh; ensure_mailpit'\` ` +
        '(needs Go), set MAILPIT_BIN to a mailpit binary, or set SMTP_URL to an SMTP server.',
    );
  }
  const { smtpPort, httpPort } = options;
  const dataDir = path.resolve(options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'aspire-mailpit-')));
  mkdirSync(dataDir, { recursive: true });
  const args = [
    `--smtp=127.0.0.1:${smtpPort}`,
    `--listen=127.0.0.1:${httpPort}`,
    `--database=${path.join(dataDir, 'mailpit.db')}`,
    '--disable-version-check',
    '--smtp-disable-rdns',
    '--block-remote-css-and-fonts',
    '--label=Aspire (development)',
    '--quiet',
  ];
  const apiUrl = `http://127.0.0.1:${httpPort}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    if (child && child.exitCode === null) return;
    const log = openServerLog(dataDir, 'mailpit');
    const started = spawn(binary, args, { stdio: ['ignore', 'ignore', log.fd] });
    log.handedOver();
    child = started;
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`Mailpit exited (${started.exitCode}): ${log.tail()}`);
      if ((await answers(`${apiUrl}/readyz`)) && (await accepts(smtpPort))) return;
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`Mailpit did not answer within 15 s: ${log.tail()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, apiUrl, stop, start };
}

/** Mailpit's readiness answers 200 once its database and web server are up (its SMTP server starts beside them). */
async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:`port` (Mailpit's SMTP server). */
function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
