import { silentLogger } from '@aspire/service-kit';
import { describeServiceFrame } from '@aspire/service-kit/frame-conformance';
import { testKeys } from '@aspire/service-kit/testing';
import { buildApp } from './app.ts';

describeServiceFrame(
  'lms',
  async (database) =>
    (await buildApp({ database, logger: silentLogger, keys: (await testKeys()).keys })) as never,
);
