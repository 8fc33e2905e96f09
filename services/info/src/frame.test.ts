import { silentLogger } from '@aspire/service-kit';
import { describeServiceFrame } from '@aspire/service-kit/frame-conformance';
import { buildApp } from './app.ts';

describeServiceFrame(
  'info',
  async (database) => (await buildApp({ database, logger: silentLogger })) as never,
);
