import { describe, expect, it } from 'vitest';
import { CDC_DURING_SELECTION, MATCH_END_MESSAGES, matchEndMessage } from './messages.js';

describe('the end message an owner reads', () => {
  it('gives an operator’s end in plain Korean, the reason and where to ask about it', () => {
    const message = matchEndMessage('ADC', '중복 요청으로 확인되어 종료합니다')!;
    expect(message.split('\n')).toEqual([
      '운영팀이 매칭을 종료했습니다.',
      '종료 사유: 중복 요청으로 확인되어 종료합니다',
      expect.stringContaining('1:1 문의'),
    ]);
    expect(message).not.toMatch(/관리자에 의해|되었습니다/);
  });

  it('keeps every other code’s message, and knows no message for no code', () => {
    expect(matchEndMessage('CS1', null)).toBe(MATCH_END_MESSAGES.CS1);
    expect(matchEndMessage('ADC')).toBe(MATCH_END_MESSAGES.ADC);
    expect(MATCH_END_MESSAGES.ADC).toContain('1:1 문의');
    expect(matchEndMessage(null)).toBeNull();
    expect(matchEndMessage('CTC')).toBeNull();
  });

  it('tells an owner’s own end during recruiting apart from one during selection', () => {
    expect(matchEndMessage('CDC', null, 'CRG')).toBe(MATCH_END_MESSAGES.CDC);
    expect(MATCH_END_MESSAGES.CDC).toMatch(/^시공사 모집 중에/);
    expect(matchEndMessage('CDC', null, 'SP1')).toBe(CDC_DURING_SELECTION);
    expect(matchEndMessage('CDC', null, 'SP2')).toBe(CDC_DURING_SELECTION);
    expect(CDC_DURING_SELECTION).toMatch(/^시공사 선택 중에/);
    expect(CDC_DURING_SELECTION).not.toBe(MATCH_END_MESSAGES.CDC);
  });
});
