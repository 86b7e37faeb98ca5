import { describe, expect, it } from 'vitest';
import { CUSTOMER_CENTRE } from './constants.js';
import { MATCH_END_MESSAGES, matchEndMessage } from './messages.js';

describe('the end message an owner reads', () => {
  it('gives an operator’s end the reason and the customer centre’s number', () => {
    const message = matchEndMessage('ADC', '중복 요청으로 확인되어 종료합니다')!;
    expect(message.split('\n')).toEqual([
      '관리자에 의해 매칭이 종료되었습니다.',
      '종료 사유: 중복 요청으로 확인되어 종료합니다',
      expect.stringContaining(CUSTOMER_CENTRE.phone),
    ]);
  });

  it('keeps every other code’s message, and knows no message for no code', () => {
    expect(matchEndMessage('CS1', null)).toBe(MATCH_END_MESSAGES.CS1);
    expect(matchEndMessage('ADC')).toBe(MATCH_END_MESSAGES.ADC);
    expect(MATCH_END_MESSAGES.ADC).toContain(CUSTOMER_CENTRE.phone);
    expect(matchEndMessage(null)).toBeNull();
    expect(matchEndMessage('CTC')).toBeNull();
  });
});
