import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditTargetLabel } from './labels';

/** Every action the server writes to the operators' audit (apps/server/src/modules/admin and others). */
const AUDITED_ACTIONS = [
  'account.create',
  'account.update',
  'advert.queue',
  'app-settings.update',
  'banner.create',
  'banner.delete',
  'banner.update',
  'code.replace',
  'contractor.approved',
  'contractor.rejected',
  'contractor.suspended',
  'contractor.pending',
  'contractor.document.view',
  'contractor.figure.verify',
  'contractor.figure.unverify',
  'contractor.fact.verify',
  'contractor.fact.unverify',
  'faq.create',
  'faq.delete',
  'faq.update',
  'file.upload',
  'managed-substation.create',
  'managed-substation.delete',
  'managed-substation.import',
  'managed-substation.update',
  'match-option.update',
  'match.end',
  'match.extend',
  'match.reopen',
  'power-profit.update',
  'review.hide',
  'review.publish',
  'siting-settings.update',
  'terms.publish',
];

describe('the audit log as the operator reads it (walk minor 35)', () => {
  it('names every audited action in Korean', () => {
    for (const action of AUDITED_ACTIONS) {
      expect(auditActionLabel(action), action).toMatch(/^[가-힣 ]+$/);
    }
    expect(auditActionLabel('match.extend')).toBe('매칭 기간 연장');
    expect(auditActionLabel('review.publish')).toBe('후기 게시');
    expect(auditActionLabel('contractor.document.view')).toBe('시공사 서류 열람');
  });

  it('names the targets and the changed fields, with moments in Korea time', () => {
    expect(auditTargetLabel('review_contractor:1')).toBe('시공사 후기 #1');
    expect(auditTargetLabel('review_platform:2')).toBe('플랫폼 후기 #2');
    expect(auditTargetLabel('managed_substation:3')).toBe('계통관리변전소 #3');
    expect(auditChanges({ state: 'pending' }, { state: 'published' })).toEqual([
      { label: '공개 상태', before: '검토 대기', after: '공개' },
    ]);
    expect(auditChanges(null, { kind: 'licence', fileName: 'a.pdf' })[0]).toEqual({
      label: '서류',
      before: '-',
      after: '전기공사업 등록증',
    });
    expect(
      auditChanges(
        { endDate: '2026-12-11T18:05:54.005Z' },
        { endDate: '2026-12-12T14:59:59.999Z', days: 1 },
      ),
    ).toEqual([
      { label: '마감', before: '2026.12.12 03:05', after: '2026.12.12 23:59' },
      { label: '연장 일수', before: '-', after: '1' },
    ]);
  });
});
