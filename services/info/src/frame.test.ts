import { silentLogger } from '@aspire/service-kit';
import { siteClock } from '@aspire/service-kit/clock';
import { testKeys } from '@aspire/service-kit/testing/fixtures';
import { describeServiceFrame } from '@aspire/service-kit/testing/frame-conformance';
import { buildApp } from './app.ts';

const { keys } = await testKeys();
describeServiceFrame('info', async (database) =>
  buildApp({ database, logger: silentLogger, keys, clock: siteClock({ movable: false }) }),
);
