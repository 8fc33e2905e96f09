import { silentLogger } from '@aspire/service-kit';
import { describeServiceFrame } from '@aspire/service-kit/frame-conformance';
import { buildApp } from './app.ts';

describeServiceFrame(
  'catalog',
  async (database) => (await buildApp({ database, logger: silentLogger })) as never,
);
