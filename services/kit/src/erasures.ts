import { type ErasureOrder, type ErasureService, erasureFeedSchema } from '@aspire/contracts/privacy';
import { z } from 'zod';
import { type Logger, silentLogger } from './logger.ts';

/** Identity serves erasures service-to-service only, on its own port, outside the public `/api/`. */
export const ERASURES_PATH = '/internal/erasures';
/** Where identity's erasures live: the origin of the JWKS address every service is given. */
export const erasuresUrl = (jwksUrl: string) => new URL(ERASURES_PATH, jwksUrl).href;

const feedAnswer = z.object({ success: z.literal(true), data: erasureFeedSchema });

export type ErasureFollower = {
  /** One round: every erasure not yet acknowledged is erased here, then acknowledged. */
  runOnce: () => Promise<number>;
  stop: () => void;
};

/**
 * Follows identity's erasures in the background, the way services follow token versions: pulled, never
 * pushed, so nothing waits on another service on a request's path. `erase` removes or anonymises this
 * service's part and must be idempotent (instances, and a retry after a lost acknowledgement, may erase
 * one person twice). An erasure that fails is logged and tried again next round.
 */
export function followErasures(
  url: string,
  service: ErasureService,
  erase: (order: ErasureOrder) => Promise<unknown>,
  { everyMs = 15_000, logger = silentLogger }: { everyMs?: number; logger?: Logger } = {},
): ErasureFollower {
  let running: Promise<number> | undefined;
  const round = async () => {
    const address = new URL(url);
    address.searchParams.set('service', service);
    const response = await fetch(address, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`identity answered ${response.status}`);
    const { erasures } = feedAnswer.parse(await response.json()).data;
    let done = 0;
    for (const order of erasures) {
      try {
        await erase(order);
        const ack = await fetch(`${url}/${encodeURIComponent(order.id)}/ack`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ service }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!ack.ok) throw new Error(`identity answered ${ack.status} to the acknowledgement`);
        done += 1;
        logger('info', 'erasure carried out', { erasure: order.id });
      } catch (error) {
        logger('warn', 'erasure failed, to be tried again', { erasure: order.id, error: String(error) });
      }
    }
    return done;
  };
  const runOnce = () => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () =>
    runOnce().catch((error: unknown) =>
      logger('warn', 'erasures could not be read from identity', { error: String(error) }),
    );
  const timer = setInterval(tick, everyMs);
  timer.unref();
  void tick();
  return { runOnce, stop: () => clearInterval(timer) };
}
