import type { FastifyInstance } from 'fastify';
import { businessNumberCheckDigit } from '@haetbit/contracts';

/** A valid 사업자등록번호: the nine digits given and their check digit. */
export function businessNumber(first9: string): string {
  return `${first9}${businessNumberCheckDigit(first9)}`;
}

async function consoleCookie(app: FastifyInstance, url: string, payload: object): Promise<string> {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
  return String(response.headers['set-cookie']).split(';')[0]!;
}

/** Signs in to the operator console (the seeded admin unless told); answers the Cookie value. */
export function operatorCookie(
  app: FastifyInstance,
  id = 'admin',
  password = 'admin1234!',
): Promise<string> {
  return consoleCookie(app, '/api/admin/login', { id, password });
}

/** Signs in to the contractor console as a seeded or approved contractor; answers the Cookie value. */
export function partnerCookie(
  app: FastifyInstance,
  userId: string,
  password = 'demo1234!',
): Promise<string> {
  return consoleCookie(app, '/api/partner/login', { userId, password });
}
