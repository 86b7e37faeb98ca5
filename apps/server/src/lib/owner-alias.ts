import { createHmac } from 'node:crypto';

/**
 * The name consoles and logs give an owner: `owner-` and 12 hex digits of an HMAC of the device id
 * under the server's secret. Stable for one owner (an operator can tell the events of one owner
 * apart and match them with a support request), but not the device id, so nothing seen in a
 * console or a log line can be exchanged for the owner's session.
 */
export function ownerAliasOf(secret: string): (deviceId: string) => string {
  return (deviceId) =>
    `owner-${createHmac('sha256', secret).update(`owner-alias:${deviceId}`).digest('hex').slice(0, 12)}`;
}
