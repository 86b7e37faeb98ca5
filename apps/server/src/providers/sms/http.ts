import { SmsSendError, type SmsSender } from './port.js';

export interface HttpSmsOptions {
  /** The provider's send endpoint, e.g. https://sms.example.kr/v1/messages */
  url: string;
  apiKey: string;
  /** The registered sender number (발신번호), digits only. */
  sender: string;
  timeoutMs?: number;
}

/**
 * An SMS provider with a JSON send endpoint: `POST {url}` with `Authorization: Bearer <key>` and
 * `{type: "SMS", from, to, text}`; 2xx with `{resultCode: "0000"}` (or no body) means accepted.
 * Sending is not idempotent, so there is no retry: a failure surfaces and the owner sends again.
 */
export function httpSmsSender(options: HttpSmsOptions): SmsSender {
  return {
    kind: 'http',
    async send({ to, body, channel }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            // ATA: 알림톡 with the provider's SMS fallback.
            type: channel === 'alimtalk' ? 'ATA' : 'SMS',
            from: options.sender,
            to: to.replaceAll('-', ''),
            text: body,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const isTimeout = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsSendError(
          `SMS provider unreachable: ${(error as Error).message}`,
          isTimeout ? 'timeout' : 'network',
        );
      }
      const text = await response.text();
      if (!response.ok)
        throw new SmsSendError(`SMS provider answered ${response.status}`, 'http_error');
      if (text.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new SmsSendError('SMS provider answered a malformed body', 'rejected');
      }
      const resultCode = (parsed as { resultCode?: unknown }).resultCode;
      if (resultCode !== undefined && resultCode !== '0000') {
        throw new SmsSendError(
          `SMS provider rejected the message: ${String(resultCode)}`,
          'rejected',
        );
      }
    },
  };
}
