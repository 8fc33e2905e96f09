import { ApiError, type Logger } from '@aspire/service-kit';
import { leases } from '@aspire/service-kit/lease';
import type { Db } from 'mongodb';
import type { Eraser } from './erasure.ts';

const HOUR = 60 * 60_000;

/**
 * Erases, every hour and once at start, the enquiries and messages whose retention period is over.
 * Several instances share the work through a lease: whoever holds it runs the round, the others skip
 * theirs (the next hour's round, or theirs, catches anything left).
 */
export function retentionJob(db: Db, eraser: Pick<Eraser, 'eraseRetired'>, logger: Logger, everyMs = HOUR) {
  const busy = new ApiError(503, 'The retention round is running on another instance');
  const lease = leases(db, 'catalog_leases', { leaseMs: 15 * 60_000, waitMs: 0, busy });
  let timer: NodeJS.Timeout | undefined;

  /** One round; answers how many records it erased (0 when another instance holds the round). */
  async function runOnce() {
    try {
      return await lease.exclusively('inbox-retention', eraser.eraseRetired);
    } catch (error) {
      if (error === busy) return 0;
      throw error;
    }
  }
  const tick = () =>
    runOnce()
      .then(
        (erased) => erased && logger('info', 'inbox records past their retention period erased', { erased }),
      )
      .catch((error: unknown) => logger('warn', 'inbox retention round failed', { error: String(error) }));

  return {
    runOnce,
    start() {
      timer ??= setInterval(tick, everyMs);
      timer.unref();
      void tick();
    },
    stop: () => clearInterval(timer),
  };
}
