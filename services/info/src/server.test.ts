import { describeProductionProfile } from '@aspire/service-kit/testing/production-profile';

describeProductionProfile('info');
