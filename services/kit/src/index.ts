export { createServiceApp, type ServiceEnv, type ServiceOptions } from './app.ts';
export { type AuthEnv, type AuthUser, remoteKeys, requireAuth, verifyToken } from './auth.ts';
export { loadEnv, serviceEnv } from './env.ts';
export { ApiError, fail, fieldErrors, ok } from './envelope.ts';
export { jsonLogger, type Logger, silentLogger } from './logger.ts';
export { connectDatabase, type Database } from './mongo.ts';
export { clientAddress, rateLimit } from './rate-limit.ts';
export { startServer } from './server.ts';
export { body, params, query } from './validate.ts';
