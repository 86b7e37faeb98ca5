import { describe, expect, it } from 'vitest';
import { contractorSide } from './views.js';

type Entry = Parameters<typeof contractorSide>[0];
const at = (iso: string) => new Date(iso);

function entry(status: string, side: Partial<Entry> = {}, row: Partial<Entry['row']> = {}): Entry {
  return {
    row: {
      status,
      propose1EndDate: at('2026-03-05T00:00:00Z'),
      select1EndDate: at('2026-03-08T00:00:00Z'),
      propose2EndDate: at('2026-03-15T00:00:00Z'),
      select2EndDate: at('2026-03-20T00:00:00Z'),
      cancelEndStatus: null,
      ...row,
    } as Entry['row'],
    applicantCount: 2,
    appliedAt: at('2026-03-02T00:00:00Z'),
    select1Status: 'N',
    propose2Id: null,
    select2Status: null,
    proposalFileId: null,
    submittedAt: null,
    ...side,
  };
}

describe("the contractor's side of a request", () => {
  it('waits as applied through recruiting and the first selection, with the period end', () => {
    expect(contractorSide(entry('CRG'))).toEqual({
      state: 'APPLIED',
      deadline: at('2026-03-05T00:00:00Z'),
    });
    expect(contractorSide(entry('SP1')).deadline).toEqual(at('2026-03-08T00:00:00Z'));
  });

  it('is shortlisted, then proposal sent, with the proposal due date', () => {
    const shortlisted = entry('PSB', { propose2Id: 1, select1Status: 'Y' });
    expect(contractorSide(shortlisted)).toEqual({
      state: 'SHORTLISTED',
      deadline: at('2026-03-15T00:00:00Z'),
    });
    expect(contractorSide({ ...shortlisted, proposalFileId: 'f1' }).state).toBe('PROPOSAL_SENT');
  });

  it('is not chosen when passed over or without a proposal at SP2', () => {
    expect(contractorSide(entry('PSB')).state).toBe('NOT_CHOSEN');
    expect(contractorSide(entry('SP2', { propose2Id: 1 })).state).toBe('NOT_CHOSEN');
    expect(
      contractorSide(entry('CMC', { propose2Id: 1, proposalFileId: 'f', select2Status: 'N' }))
        .state,
    ).toBe('NOT_CHOSEN');
  });

  it('wins when confirmed, and sees an end otherwise', () => {
    expect(
      contractorSide(entry('CMC', { propose2Id: 1, proposalFileId: 'f', select2Status: 'Y' }))
        .state,
    ).toBe('WON');
    expect(contractorSide(entry('CME', {}, { cancelEndStatus: 'CRG' })).state).toBe('ENDED');
    expect(contractorSide(entry('CME', {}, { cancelEndStatus: 'PSB' })).state).toBe('NOT_CHOSEN');
  });
});
