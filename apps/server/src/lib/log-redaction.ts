import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_PATTERN } from '@haetbit/contracts';

/** Query parameters whose values open something: a device's session, a proposal link. */
const SECRET_QUERY = new Set(['deviceid', 't', 'token']);

/**
 * A request URL as the log may keep it: device ids in the path and the values of `deviceId`, `t`
 * and `token` in the query replaced, so a log line can be shared without handing out a session.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is logged as it came.
      }
      return DEVICE_ID_PATTERN.test(decoded) ? '[device]' : segment;
    })
    .join('/');
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let key = name;
      try {
        key = decodeURIComponent(name);
      } catch {
        // As above.
      }
      return equals !== -1 && SECRET_QUERY.has(key.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/** Fastify's request serializer with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
