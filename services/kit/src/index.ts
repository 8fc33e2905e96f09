export { createServiceApp, type ServiceEnv, type ServiceOptions } from './app.ts';
export {
  ACCESS_TOKEN_TTL,
  ACCESS_TOKEN_TTL_SECONDS,
  type AuthEnv,
  type AuthUser,
  remoteKeys,
  requireAuth,
  requireRole,
  SIGN_IN_UNAVAILABLE,
  verifyToken,
} from './auth.ts';
export { flag, loadEnv, serviceEnv } from './env.ts';
export { ApiError, type Encoded, encodeOk, fail, fieldErrors, ok, okEncoded } from './envelope.ts';
export { jsonLogger, type Logger, silentLogger } from './logger.ts';
export type { ServiceMetrics } from './metrics.ts';
export { connectDatabase, type Database } from './mongo.ts';
export { clientAddress, rateLimit } from './rate-limit.ts';
export { startServer } from './server.ts';
export { body, params, query } from './validate.ts';
