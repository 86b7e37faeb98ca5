import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('request URLs in the log', () => {
  it('replaces device ids in the path and session or link secrets in the query', () => {
    expect(redactUrl('/api/match-com/match-user/is-exist/A_abcdef123456')).toBe(
      '/api/match-com/match-user/is-exist/[device]',
    );
    expect(redactUrl('/api/match-req/list?deviceId=I_abcdef123456&x=1')).toBe(
      '/api/match-req/list?deviceId=[redacted]&x=1',
    );
    expect(redactUrl('/api/file/viewer/abc?t=eyJ.sig')).toBe('/api/file/viewer/abc?t=[redacted]');
    expect(redactUrl('/app?DeviceId=A_abcdef123456')).toBe('/app?DeviceId=[redacted]');
    expect(redactUrl('/api/faq?siteDiv=SM')).toBe('/api/faq?siteDiv=SM');
    expect(redactUrl('/api/x/%E0%A4%A')).toBe('/api/x/%E0%A4%A');
  });
});
