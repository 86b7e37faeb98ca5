import { describe, expect, it } from 'vitest';
import { APP_ERROR_MESSAGES, ERROR_STATUS, isAppErrorCode } from './errors.js';

describe('the error code table', () => {
  it('gives every code a message and a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(isAppErrorCode(code)).toBe(true);
      expect(APP_ERROR_MESSAGES[code as keyof typeof ERROR_STATUS]).toMatch(/\S/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
    expect(Object.keys(APP_ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it('answers 5xx only for failures that are not the client’s', () => {
    const serverSide = Object.entries(ERROR_STATUS)
      .filter(([, status]) => status >= 500)
      .map(([code]) => code)
      .sort();
    expect(serverSide).toEqual([
      'CONTRACTOR_STATUS_UNAVAILABLE',
      'DATABASE_UNAVAILABLE',
      'INTERNAL',
      'SMS_SEND_FAILED',
    ]);
  });

  it('knows no code outside the table', () => {
    expect(isAppErrorCode('NO_SUCH_CODE')).toBe(false);
    expect(isAppErrorCode('toString')).toBe(false);
  });
});
