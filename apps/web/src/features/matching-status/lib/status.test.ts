import { describe, expect, it } from 'vitest';
import type { MatchReq } from '@haetbit/contracts';
import {
  bannerStep,
  completedLabel,
  countdownEnd,
  countdownLabel,
  installTypeLabel,
  progressState,
  proposalsAllIn,
  selectedSummary,
} from './status';

const dates = {
  propose1EndDate: '2026-03-05T09:00:00+09:00',
  select1EndDate: '2026-03-08T09:00:00+09:00',
  propose2EndDate: '2026-03-12T09:00:00+09:00',
  select2EndDate: '2026-03-15T09:00:00+09:00',
};
const at = (status: MatchReq['status']) => ({ ...dates, status });

describe('matching status mapping', () => {
  it('counts each status down to the end date of its own period', () => {
    expect(countdownEnd(at('CRG'))).toBe(dates.propose1EndDate);
    expect(countdownEnd(at('SP1'))).toBe(dates.select1EndDate);
    expect(countdownEnd(at('PSB'))).toBe(dates.propose2EndDate);
    expect(countdownEnd(at('SP2'))).toBe(dates.select2EndDate);
    expect(countdownEnd(at('CMC'))).toBeNull();
    expect(countdownEnd(at('CME'))).toBeNull();
  });

  it('reads D-N before the end date and D-day on it', () => {
    const now = new Date('2026-03-02T10:00:00+09:00');
    expect(countdownLabel(at('CRG'), now)).toBe('D-3');
    expect(countdownLabel(at('SP2'), new Date('2026-03-15T01:00:00+09:00'))).toBe('D-day');
    expect(countdownLabel(at('CME'), now)).toBeNull();
  });

  it('puts the banner on the status step: 5 when completed, 6 when ended whatever the code', () => {
    expect(bannerStep({ status: 'CRG', matchCompleteCode: null })).toBe(1);
    expect(bannerStep({ status: 'PSB', matchCompleteCode: null })).toBe(3);
    expect(bannerStep({ status: 'CME', matchCompleteCode: 'CS1' })).toBe(6);
    expect(bannerStep({ status: 'CME', matchCompleteCode: 'CDC' })).toBe(6);
    expect(bannerStep({ status: 'CME', matchCompleteCode: null })).toBe(6);
    expect(bannerStep({ status: 'CMC', matchCompleteCode: 'CTC' })).toBe(5);
    expect(bannerStep({ status: 'SP2', matchCompleteCode: 'CTC' })).toBe(5);
  });

  it('marks where an ended match stopped in the progress list, never step 5 as reached', () => {
    const ended = { status: 'CME', matchCompleteCode: 'CS1', cancelEndStatus: 'SP1' } as const;
    expect([1, 2, 3, 4, 5].map((step) => progressState(ended, step))).toEqual([
      'done',
      'stopped',
      'ahead',
      'ahead',
      'ahead',
    ]);
    const recruiting = { status: 'CRG', matchCompleteCode: null, cancelEndStatus: null } as const;
    expect(progressState(recruiting, 1)).toBe('current');
    const completed = { status: 'CMC', matchCompleteCode: 'CTC', cancelEndStatus: null } as const;
    expect(progressState(completed, 5)).toBe('current');
    expect(progressState(completed, 4)).toBe('done');
  });

  it('labels a completed item as complete, or ended with the step it reached', () => {
    expect(completedLabel({ matchCompleteCode: 'CTC', cancelEndStatus: null })).toEqual({
      title: '매칭 완료',
      detail: null,
    });
    expect(completedLabel({ matchCompleteCode: 'CDC', cancelEndStatus: 'SP1' })).toEqual({
      title: '매칭 종료',
      detail: '2단계 1차 시공사 선택에서 종료',
    });
    expect(completedLabel({ matchCompleteCode: 'ADC', cancelEndStatus: null }).detail).toBeNull();
  });

  it('writes the bottom bar as the first name and the number of others', () => {
    expect(selectedSummary([])).toBe('');
    expect(selectedSummary(['해솔에너지'])).toBe('해솔에너지');
    expect(selectedSummary(['해솔에너지', '빛나라', '태양'])).toBe('해솔에너지 외 2곳');
  });

  it('reads R as roof and anything else as land', () => {
    expect(installTypeLabel('R')).toBe('지붕');
    expect(installTypeLabel('L')).toBe('토지');
    expect(installTypeLabel('X')).toBe('토지');
  });
});

describe('proposalsAllIn', () => {
  it('is true only when every shortlisted contractor sent a proposal and a complete quote', () => {
    const full = { proposalSubmitted: true, quoteComplete: true };
    expect(proposalsAllIn([full, full])).toBe(true);
    expect(proposalsAllIn([])).toBe(false);
    expect(proposalsAllIn([full, { proposalSubmitted: false, quoteComplete: true }])).toBe(false);
    expect(proposalsAllIn([full, { proposalSubmitted: true, quoteComplete: false }])).toBe(false);
    expect(proposalsAllIn([{ proposalSubmitted: true }])).toBe(false);
  });
});
