import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ERROR_MESSAGES } from '@haetbit/contracts';

export interface RateLimitOptions {
  redisUrl: string | undefined;
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`). Counters live in Redis when REDIS_URL is
 * set, so several instances share them (DESIGN D11); in memory otherwise.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'haetbit-rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: ERROR_MESSAGES.RATE_LIMITED,
      }),
    });
  },
  { name: 'rate-limit' },
);
