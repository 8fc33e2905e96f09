import { silentLogger } from '@aspire/service-kit';
import { testKeys } from '@aspire/service-kit/testing/fixtures';
import { describeServiceFrame } from '@aspire/service-kit/testing/frame-conformance';
import { buildApp } from './app.ts';

describeServiceFrame('catalog', async (database) =>
  buildApp({ database, logger: silentLogger, keys: (await testKeys()).keys }),
);
