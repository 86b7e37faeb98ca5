import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ERROR_MESSAGES } from '@haetbit/contracts';
import { AppError } from '../errors.js';

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Requests one network address may make to the API per minute, whoever asks; 0 turns it off. */
  perAddressPerMinute: number;
}

/** Paths the per-address ceiling watches (the web app's files are not counted). */
const API_PREFIXES = [
  '/api/',
  '/open/',
  '/nanoom-data/',
  '/calc-proposal-data/',
  '/latest-smp-rec',
];

/**
 * Who is asking, for the per-call limits: the device of a verified session token, the contractor
 * of a verified partner session, else the network address. Korean mobile carriers put many phones
 * behind one public address, so limits keyed by address alone would make strangers block each
 * other. Only verified identities count: an unverified cookie or token never buys a fresh bucket
 * (the auth hooks run before the route's limit and refuse a bad token with 401).
 */
export function callerKey(request: FastifyRequest): string {
  if (request.deviceId) return `device:${request.deviceId}`;
  if (request.partner) return `partner:${request.partner.contractorId}`;
  return `ip:${request.ip}`;
}

/** A fixed-window counter per key, in Redis when several instances share it, else in memory. */
function windowCounter(redis: Redis | undefined, windowMs: number) {
  const memory = new Map<string, { windowStart: number; count: number }>();
  return async (key: string, now: number): Promise<number> => {
    const windowStart = now - (now % windowMs);
    if (redis) {
      const redisKey = `haetbit-addr:${key}:${windowStart}`;
      const [[, count]] = (await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs)
        .exec()) as [[null, number], [null, number]];
      return count;
    }
    const entry = memory.get(key);
    if (!entry || entry.windowStart !== windowStart) {
      // Drop finished windows now and then so the map stays as small as the active addresses.
      if (memory.size > 10_000) {
        for (const [other, value] of memory)
          if (value.windowStart !== windowStart) memory.delete(other);
      }
      memory.set(key, { windowStart, count: 1 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  };
}

/**
 * Two layers (README, configuration):
 * - per-call limits, opt-in per route (`config.rateLimit`), counted per caller (`callerKey`);
 * - a looser ceiling per network address over the whole API, against abuse from one place.
 * Counters live in Redis when REDIS_URL is set, so several instances share them (DESIGN D11).
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      keyGenerator: callerKey,
      ...(redis ? { redis, nameSpace: 'haetbit-rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: ERROR_MESSAGES.RATE_LIMITED,
      }),
    });

    if (options.perAddressPerMinute > 0) {
      const count = windowCounter(redis, 60_000);
      app.addHook('onRequest', async (request, reply) => {
        if (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
        let seen: number;
        try {
          seen = await count(request.ip, Date.now());
        } catch (error) {
          // A failing counter store must not take the API down with it.
          request.log.warn({ err: error }, 'per-address rate counter unavailable');
          return;
        }
        if (seen > options.perAddressPerMinute) {
          void reply.header('retry-after', '60');
          throw new AppError('RATE_LIMITED');
        }
      });
    }
  },
  { name: 'rate-limit' },
);
