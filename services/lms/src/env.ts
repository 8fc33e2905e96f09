import { loadEnv, serviceEnv } from '@aspire/service-kit';

export const env = loadEnv(serviceEnv('lms'));
