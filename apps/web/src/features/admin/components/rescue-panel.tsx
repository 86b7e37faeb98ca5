import { useState, type FormEvent } from 'react';
import { Link } from '../../../shared/ui/link';
import { EXTENSION_DAYS, type AdminMatchDetail } from '@haetbit/contracts';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { useExtendMatch } from '../api/extend-match';
import { useReopenMatch } from '../api/reopen-match';
import styles from '../admin.module.css';
import { ReasonSubmit } from './reason-submit';
import { formatDateTime } from '../pages/format';
import { SelectField } from './fields';

type Match = AdminMatchDetail['match'];

const DAY_MS = 86_400_000;
const DAY_OPTIONS = Array.from({ length: EXTENSION_DAYS.max - EXTENSION_DAYS.min + 1 }, (_, i) =>
  String(EXTENSION_DAYS.min + i),
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
  const [days, setDays] = useState('3');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [extendedTo, setExtendedTo] = useState<string | null>(null);
  const extend = useExtendMatch(match.id);
  const period = match.status === 'CRG' ? '모집 기간' : '제안서 제출 기간';
  const newEnd = new Date(Date.parse(dueAt) + Number(days) * DAY_MS).toISOString();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setExtendedTo(null);
    setConfirming(true);
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="extend-title">
      <h2 id="extend-title" className={styles.subtitle} style={{ marginTop: 0 }}>
        {period} 연장
      </h2>
      <p className={styles.muted}>
        지금 마감: {formatDateTime(dueAt)}. 연장하면 고객에게 새 마감이 문자로 안내됩니다.
      </p>
      <div className={styles.row}>
        <SelectField
          label="연장 일수"
          value={days}
          options={DAY_OPTIONS}
          optionLabel={(option) => `${option}일`}
          onChange={setDays}
        />
        <ReasonSubmit
          label="연장 사유"
          value={reason}
          onChange={setReason}
          maxLength={300}
          submitLabel="기간 연장"
          busy={extend.isPending}
        />
      </div>
      {confirming && (
        <MessagePopup
          title={`${period} 연장`}
          confirmLabel="연장 확정"
          busy={extend.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            extend.mutate(
              { days: Number(days), reason: reason.trim(), currentEndDate: dueAt },
              {
                onSuccess: (answer) => {
                  setExtendedTo(answer.endDate);
                  setReason('');
                },
                onSettled: () => setConfirming(false),
              },
            )
          }
        >
          <p>
            {period}을 {days}일 연장해 {formatDateTime(newEnd)}까지로 할까요?
          </p>
        </MessagePopup>
      )}
      {extend.error && (
        <p className={styles.error} role="alert">
          {extend.error.message}
        </p>
      )}
      {extendedTo && (
        <p className={styles.notice} role="status">
          {period}을 {formatDateTime(extendedTo)}까지 연장했습니다.
        </p>
      )}
    </form>
  );
}

function ReopenForm({ match }: { match: Match }) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reopen = useReopenMatch(match.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="reopen-title">
      <h2 id="reopen-title" className={styles.subtitle} style={{ marginTop: 0 }}>
        다시 모집
      </h2>
      <p className={styles.muted}>
        {match.matchCompleteCode === 'CP1'
          ? '지원한 시공사가 없어 종료된 요청입니다.'
          : '제안서를 낸 시공사가 없어 종료된 요청입니다.'}{' '}
        같은 내용으로 새 모집을 시작하고 고객에게 문자로 알립니다.
      </p>
      <div className={styles.row}>
        <ReasonSubmit
          label="다시 모집하는 사유"
          value={reason}
          onChange={setReason}
          maxLength={300}
          submitLabel="다시 모집"
          busy={reopen.isPending || reopen.isSuccess}
        />
      </div>
      {confirming && (
        <MessagePopup
          title="다시 모집"
          confirmLabel="모집 시작"
          busy={reopen.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            reopen.mutate({ reason: reason.trim() }, { onSettled: () => setConfirming(false) })
          }
        >
          <p>매칭 #{match.id}의 주소로 새 시공사 모집을 시작할까요?</p>
        </MessagePopup>
      )}
      {reopen.error && (
        <p className={styles.error} role="alert">
          {reopen.error.message}
        </p>
      )}
      {reopen.data && (
        <p className={styles.notice} role="status">
          새 모집을 시작했습니다:{' '}
          <Link to={`/admin/matches/${reopen.data.id}`}>매칭 #{reopen.data.id}</Link> (모집 마감{' '}
          {formatDateTime(reopen.data.propose1EndDate)})
        </p>
      )}
    </form>
  );
}
