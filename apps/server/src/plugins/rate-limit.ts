import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ERROR_MESSAGES, LOGIN_THROTTLE } from '@haetbit/contracts';
import { AppError } from '../lib/errors.js';
import { systemClock, type Clock } from '../lib/clock.js';

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Requests one network address may make to the API per minute, whoever asks; 0 turns it off. */
  perAddressPerMinute: number;
  /** Failed logins (any account, partner or operator) one address may make in an hour. */
  loginFailuresPerAddressPerHour: number;
  /** The server's clock: the login throttle's windows follow it (tests and demo move it). */
  clock?: Clock;
}

/**
 * Counters in the shared limiter store (Redis with REDIS_URL, else this instance's memory), for
 * limits that are not one route's: failed logins across accounts and routes.
 */
export interface LoginThrottle {
  /**
   * Refuses with 429 LOGIN_THROTTLED when the caller's address used up its failed logins, or when
   * it failed `loginId` too often lately and already tried it this minute. The same answer
   * whether `loginId` exists or not; the account itself is never locked.
   */
  check(request: FastifyRequest, loginId: string): Promise<void>;
  /** Counts one failed login of the caller's address, for `loginId`. */
  recordFailure(request: FastifyRequest, loginId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/**
 * The key of calls that create an identity or prove one (session, signup, logins): the network
 * address alone. A bearer token is free to mint, so it never buys these calls a fresh bucket.
 */
export function addressKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
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

/**
 * Runs a login and counts its refusal (wrong password, locked account) against the caller's
 * address, so spraying one password over many accounts meets the throttle.
 */
export async function countFailure<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  loginId: string,
  login: () => Promise<T>,
): Promise<T> {
  await app.loginThrottle.check(request, loginId);
  try {
    return await login();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) {
      await app.loginThrottle.recordFailure(request, loginId);
    }
    throw error;
  }
}

/** A fixed-window counter per key, in Redis when several instances share it, else in memory. */
function windowCounter(redis: Redis | undefined, windowMs: number, prefix = 'haetbit-addr') {
  const memory = new Map<string, { windowStart: number; count: number }>();
  const count = async (key: string, now: number): Promise<number> => {
    const windowStart = now - (now % windowMs);
    if (redis) {
      const redisKey = `${prefix}:${key}:${windowStart}`;
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
  /** The count of the current window without adding to it. */
  const peek = async (key: string, now: number): Promise<number> => {
    const windowStart = now - (now % windowMs);
    if (redis) return Number((await redis.get(`${prefix}:${key}:${windowStart}`)) ?? 0);
    const entry = memory.get(key);
    return entry && entry.windowStart === windowStart ? entry.count : 0;
  };
  return Object.assign(count, { peek });
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

    const failures = windowCounter(redis, 3600_000, 'haetbit-login-failures');
    const pairFailures = windowCounter(redis, LOGIN_THROTTLE.windowMs, 'haetbit-login-pair');
    const slowedAttempts = windowCounter(
      redis,
      LOGIN_THROTTLE.slowedAttemptEveryMs,
      'haetbit-login-slowed',
    );
    // The typed id, folded and hashed so the store holds no account names.
    const pairKey = (request: FastifyRequest, loginId: string) =>
      `${request.ip}:${createHash('sha256').update(loginId.trim().toLowerCase()).digest('base64url')}`;
    app.decorate('loginThrottle', {
      async check(request, loginId) {
        const now = (options.clock ?? systemClock).now().getTime();
        try {
          if ((await failures.peek(request.ip, now)) >= options.loginFailuresPerAddressPerHour) {
            throw new AppError('LOGIN_THROTTLED');
          }
          const key = pairKey(request, loginId);
          if ((await pairFailures.peek(key, now)) < LOGIN_THROTTLE.failuresPerIdAndAddress) return;
          // Slowed, not locked: one checked attempt a minute, so the right password still works.
          if ((await slowedAttempts(key, now)) > 1) throw new AppError('LOGIN_THROTTLED');
        } catch (error) {
          if (error instanceof AppError) throw error;
          request.log.warn({ err: error }, 'login failure counter unavailable');
        }
      },
      async recordFailure(request, loginId) {
        try {
          const now = (options.clock ?? systemClock).now().getTime();
          await failures(request.ip, now);
          await pairFailures(pairKey(request, loginId), now);
        } catch (error) {
          request.log.warn({ err: error }, 'login failure counter unavailable');
        }
      },
    } satisfies LoginThrottle);

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
