import { Link } from '../../../shared/ui/link';
import {
  adminExtendBodySchema,
  adminReopenBodySchema,
  EXTENSION_DAYS,
  type AdminMatchDetail,
  periodEnd,
} from '@haetbit/contracts';
import { useExtendMatch } from '../api/extend-match';
import { useReopenMatch } from '../api/reopen-match';
import styles from '../admin.module.css';
import { ReasonForm } from './reason-form';
import { formatDeadline } from '../pages/format';
import { FormSelect } from './fields';

type Match = AdminMatchDetail['match'];

/** The days an extension may add, as the choice names them. */
const DAY_LABELS: Record<string, string> = Object.fromEntries(
  Array.from({ length: EXTENSION_DAYS.max - EXTENSION_DAYS.min + 1 }, (_, i) => {
    const days = EXTENSION_DAYS.min + i;
    return [String(days), `${days}일`];
  }),
);

/**
 * The operator's rescue tools on a match (issue 19): extend the open recruiting or proposal
 * period, or reopen a request that ended without applicants (CP1) or proposals (CP2).
 */
export function RescuePanel({ match }: { match: Match }) {
  if ((match.status === 'CRG' || match.status === 'PSB') && match.dueAt) {
    return <ExtendForm match={match} dueAt={match.dueAt} />;
  }
  if (
    match.status === 'CME' &&
    (match.matchCompleteCode === 'CP1' || match.matchCompleteCode === 'CP2')
  ) {
    return <ReopenForm match={match} />;
  }
  return null;
}

function ExtendForm({ match, dueAt }: { match: Match; dueAt: string }) {
  const extend = useExtendMatch(match.id);
  const period = match.status === 'CRG' ? '모집 기간' : '제안서 제출 기간';
  // The server's rule (docs/decisions/019): the new end is 23:59:59 of the day `days` later.
  const newEnd = (days: number) => periodEnd(new Date(dueAt), days).toISOString();
  return (
    <>
      <ReasonForm
        titleId="extend-title"
        title={`${period} 연장`}
        intro={`지금 마감: ${formatDeadline(dueAt)}. 연장하면 고객에게 새 마감이 문자로 안내됩니다.`}
        schema={adminExtendBodySchema}
        defaultValues={{ days: '3', reason: '' }}
        // The period end the operator sees: the server extends only that period.
        toBody={({ days, reason }) => ({ days: Number(days), reason, currentEndDate: dueAt })}
        fields={(form) => (
          <FormSelect label="연장 일수" form={form} name="days" labels={DAY_LABELS} />
        )}
        reason={{ label: '연장 사유', maxLength: 300 }}
        submitLabel="기간 연장"
        confirm={{
          confirmLabel: '연장 확정',
          question: ({ days }) =>
            `${period}을 ${days}일 연장해 ${formatDeadline(newEnd(days))}까지로 할까요?`,
        }}
        write={extend}
      />
      {extend.data && !extend.isPending && (
        <p className={styles.notice} role="status">
          {period}을 {formatDeadline(extend.data.endDate)}까지 연장했습니다.
        </p>
      )}
    </>
  );
}

function ReopenForm({ match }: { match: Match }) {
  const reopen = useReopenMatch(match.id);
  return (
    <>
      <ReasonForm
        titleId="reopen-title"
        title="다시 모집"
        intro={`${
          match.matchCompleteCode === 'CP1'
            ? '지원한 시공사가 없어 종료된 요청입니다.'
            : '제안서를 낸 시공사가 없어 종료된 요청입니다.'
        } 같은 내용으로 새 모집을 시작하고 고객에게 문자로 알립니다.`}
        schema={adminReopenBodySchema}
        reason={{ label: '다시 모집하는 사유', maxLength: 300 }}
        submitLabel="다시 모집"
        confirm={{
          confirmLabel: '모집 시작',
          question: () => `매칭 #${match.id}의 주소로 새 시공사 모집을 시작할까요?`,
        }}
        write={reopen}
        locked={reopen.isSuccess}
      />
      {reopen.data && (
        <p className={styles.notice} role="status">
          새 모집을 시작했습니다:{' '}
          <Link to={`/admin/matches/${reopen.data.id}`}>매칭 #{reopen.data.id}</Link> (모집 마감{' '}
          {formatDeadline(reopen.data.propose1EndDate)})
        </p>
      )}
    </>
  );
}
