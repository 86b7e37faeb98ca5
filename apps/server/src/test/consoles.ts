import type { FastifyInstance } from 'fastify';
import {
  businessNumberCheckDigit,
  CURRENT_PARTNER_CONSENTS,
  PARTNER_DOCUMENT_KINDS,
  partnerSignupBodySchema,
} from '@haetbit/contracts';

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

/**
 * A call to the operator console as the seeded admin, signed in afresh (tests move the clock past a
 * session's 12 hours).
 */
export async function asOperator(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { cookie: await operatorCookie(app) },
    ...(payload ? { payload } : {}),
  });
}

/** An operator console call: method, path and, for a write, its body. */
export type OperatorCall = readonly [
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
];

/**
 * Each call sent by every caller without an operator session (no credential, an owner's bearer, a
 * contractor's cookie: the headers given); answers each answer with the call it belongs to.
 */
export async function callsWithoutOperatorSession(
  app: FastifyInstance,
  calls: readonly OperatorCall[],
  callers: readonly Record<string, string>[],
) {
  const answers = [];
  for (const [method, url, payload] of calls) {
    for (const headers of callers) {
      const answer = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      answers.push({ call: `${method} ${url}`, answer });
    }
  }
  return answers;
}

/** Signs in to the contractor console as a seeded or approved contractor; answers the Cookie value. */
export function partnerCookie(
  app: FastifyInstance,
  userId: string,
  password = 'demo1234!',
): Promise<string> {
  return consoleCookie(app, '/api/partner/login', { userId, password });
}

/** A multipart body with one file field. */
export function multipart(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----haetbit${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal PDF: what a scanned document looks like to the content check. */
export const DOCUMENT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Hands in both vetting documents as a signed-in contractor (its approval waits on them). */
export async function submitDocuments(app: FastifyInstance, cookie: string): Promise<void> {
  for (const kind of PARTNER_DOCUMENT_KINDS) {
    const body = multipart('file', `${kind}.pdf`, 'application/pdf', DOCUMENT_PDF);
    const response = await app.inject({
      method: 'POST',
      url: `/api/partner/documents/${kind}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    if (response.statusCode !== 200) throw new Error(`document ${kind}: ${response.body}`);
  }
}

/** The latest code texted to a phone, from the dev outbox; null when there is none. */
async function latestCode(app: FastifyInstance, phone: string): Promise<string | null> {
  const outbox = await app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(phone)}`,
  });
  if (outbox.statusCode !== 200) return null;
  const body = outbox.json<{ body: string }[]>()[0]?.body ?? '';
  return /(\d{6})/.exec(body)?.[1] ?? null;
}

/**
 * A contractor signup as the console makes it (issue 33): the code is asked for the payload's
 * phone and read from the dev outbox, and the consents in force are given, unless the payload
 * carries its own. Answers the signup's response.
 */
export async function signupInject(
  app: FastifyInstance,
  options: {
    method: 'POST';
    url: '/api/partner/signup';
    payload: Record<string, unknown>;
    remoteAddress?: string;
  },
) {
  const payload = { ...options.payload };
  if (!('consents' in payload)) payload['consents'] = CURRENT_PARTNER_CONSENTS;
  const phone = payload['phone'];
  const valid = partnerSignupBodySchema.safeParse({ smsAuthNumber: '000000', ...payload }).success;
  if (typeof phone === 'string' && !('smsAuthNumber' in payload)) {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/partner/signup/phone-code',
        payload: { phone },
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      });
    // A phone used again within the resend interval, or past its hourly budget, waits it out
    // on the server's movable clock (/dev/clock).
    const first = valid ? await send() : null;
    if (first?.statusCode === 429) {
      const budget = first.json<{ message: string }>().message.includes('1시간');
      await app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceHours: budget ? 1.01 : 0.01 },
      });
      await send();
    }
    payload['smsAuthNumber'] = (valid && (await latestCode(app, phone))) || '000000';
  }
  return app.inject({ ...options, payload });
}
