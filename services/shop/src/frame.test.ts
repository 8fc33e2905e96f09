import { silentLogger } from '@aspire/service-kit';
import { describeServiceFrame } from '@aspire/service-kit/frame-conformance';
import { testKeys } from '@aspire/service-kit/testing';
import { buildApp } from './app.ts';
import { sandboxGateway } from './payments/sandbox.ts';
import { SANDBOX } from './test-app.ts';

describeServiceFrame(
  'shop',
  async (database) =>
    (await buildApp({
      database,
      logger: silentLogger,
      keys: (await testKeys()).keys,
      gateway: sandboxGateway(SANDBOX),
    })) as never,
);
