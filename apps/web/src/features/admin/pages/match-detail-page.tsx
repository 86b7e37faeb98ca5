import { useParams } from 'react-router';
import { Link } from '../../../shared/ui/link';
import {
  adminMatchEndBodySchema,
  adminPrivacyEraseBodySchema,
  MATCH_END_MESSAGES,
  MATCH_STATUS_LABELS,
  isActiveMatchStatus,
  withParticle,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { useEndMatch } from '../api/end-match';
import { useEraseOwner } from '../api/erase-owner';
import { useMatchDetail } from '../api/get-match-detail';
import styles from '../admin.module.css';
import { ReasonForm } from '../components/reason-form';
import { MatchQuotes } from '../components/match-quotes';
import { MatchThreads } from '../components/match-threads';
import { RescuePanel } from '../components/rescue-panel';
import { END_CODE_LABELS } from './dashboard-page';
import { formatDateTime, formatDeadline } from './format';
import { formatCapacity } from '../../../shared/format/number';
import { actorLabel, notificationKindLabel, notificationStatusLabel } from '../labels';

/** A status code as its Korean name; the first event starts from a new request (NEW). */
const statusLabel = (status: string | null) =>
  status === null
    ? '-'
    : status === 'NEW'
      ? '신규 요청'
      : (MATCH_STATUS_LABELS[status as keyof typeof MATCH_STATUS_LABELS] ?? status);

const EVENT_LABELS: Record<string, string> = {
  REQUEST: '모집 요청',
  SELECT1: '1차 선택',
  SELECT2: '최종 확정',
  USER_CANCEL: '고객 종료',
  OPERATOR_END: '관리자 종료',
  OWNER_WITHDRAW: '고객 정보 삭제로 철회',
  DEADLINE: '기간 만료',
  WITHDRAW: '지원 철회(시공사 정지)',
  EXTEND: '기간 연장',
  CLOSE_PROPOSALS: '고객의 제안 조기 마감',
  REOPEN: '운영자 재모집',
};

export function MatchDetailPage() {
  const id = Number(useParams().id);
  const detail = useMatchDetail(id);
  const end = useEndMatch(id);
  const erase = useEraseOwner();
  const data = detail.data;
  if (detail.error) return <p className={styles.error}>{detail.error.message}</p>;
  if (!data) return <p>불러오는 중…</p>;
  const { match } = data;
  const open = isActiveMatchStatus(match.status);
  return (
    <>
      <p>
        <Link to="/admin/matches">← 매칭 목록</Link>
      </p>
      <h1 className={styles.title}>
        매칭 #{match.id} · {MATCH_STATUS_LABELS[match.status]}
        {match.matchCompleteCode && match.status === 'CME'
          ? ` (${END_CODE_LABELS[match.matchCompleteCode as keyof typeof END_CODE_LABELS] ?? match.matchCompleteCode})`
          : ''}
      </h1>
      <div className={styles.card}>
        <dl
          style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: '6px 12px', margin: 0 }}
        >
          <dt>주소</dt>
          <dd>{match.address}</dd>
          <dt>설치 유형 · 용량</dt>
          <dd>
            {match.installType === 'R' ? '지붕' : '토지'} · {formatCapacity(match.systemSize)}
          </dd>
          <dt>신청자</dt>
          <dd>
            {match.name} · {match.phone} · {match.email}
          </dd>
          <dt>요청일</dt>
          <dd>{formatDateTime(match.reqDate)}</dd>
          <dt>현재 단계 마감</dt>
          <dd>{match.dueAt ? formatDeadline(match.dueAt) : '-'}</dd>
          <dt>선택 한도</dt>
          <dd>
            1차 {match.select1LimitCnt}곳 · 최종 {match.select2LimitCnt}곳 · 지원 최대{' '}
            {match.maxApplicants}곳
          </dd>
          {match.cancelReasonDetail && (
            <>
              <dt>종료 사유</dt>
              <dd>{match.cancelReasonDetail}</dd>
            </>
          )}
        </dl>
      </div>

      <RescuePanel match={match} />

      {open && (
        // Ending cannot be undone: the operator confirms once more before the call.
        <ReasonForm
          titleId="end-title"
          title="관리자 종료"
          intro={`고객에게 보내는 안내: ${MATCH_END_MESSAGES.ADC}`}
          schema={adminMatchEndBodySchema}
          reason={{ label: '종료 사유', maxLength: 500 }}
          submitLabel="매칭 종료"
          danger
          confirm={{
            title: '매칭 종료',
            confirmLabel: '종료 확정',
            question: () =>
              `${withParticle(`매칭 #${match.id}`, '을/를')} 종료할까요? 고객과 지원한 시공사에게 종료 안내가 발송되며 되돌릴 수 없습니다.`,
          }}
          write={end}
        />
      )}
      {end.isSuccess && (
        <p className={styles.notice} role="status">
          매칭을 종료했습니다.
        </p>
      )}

      {/* The privacy policy's 제7조: an owner may ask by e-mail; the operator runs the app's deletion. */}
      <ReasonForm
        titleId="privacy-erase-title"
        title="개인정보 삭제 (이메일 요청)"
        intro="고객이 이메일로 요청한 개인정보 삭제를 앱의 '내 정보 관리'와 똑같이 처리합니다. 이 요청을 한 기기의 모집 신청 정보(이름, 휴대폰 번호, 이메일, 메모), 분석 내역, 후기 작성자 정보가 삭제되고 진행 중인 매칭은 철회됩니다."
        schema={adminPrivacyEraseBodySchema}
        toBody={(values) => ({
          matchReqId: match.id,
          confirm: true as const,
          reason: values.reason,
        })}
        reason={{ label: '요청 확인 내용', maxLength: 200 }}
        submitLabel="개인정보 삭제"
        danger
        confirm={{
          title: '개인정보 삭제',
          confirmLabel: '삭제 확정',
          question: () =>
            `매칭 #${match.id}을 신청한 고객의 개인정보를 삭제할까요? 되돌릴 수 없습니다.`,
        }}
        write={erase}
      />
      {erase.isSuccess && (
        <p className={styles.notice} role="status">
          개인정보를 삭제했습니다. (모집 신청 {erase.data.requests}건, 철회 {erase.data.withdrawn}
          건)
        </p>
      )}

      <h2 className={styles.subtitle}>상태 변경 기록</h2>
      <ConsoleTable className={styles.table} columns={['시각', '사건', '변경', '주체']}>
        {data.events.map((event) => (
          <tr key={event.id}>
            <td>{formatDateTime(event.at)}</td>
            <td>{EVENT_LABELS[event.event] ?? event.event}</td>
            <td>
              {statusLabel(event.fromStatus)} → {statusLabel(event.toStatus)}
              {event.matchCompleteCode
                ? ` (${END_CODE_LABELS[event.matchCompleteCode as keyof typeof END_CODE_LABELS] ?? event.matchCompleteCode})`
                : ''}
            </td>
            <td>
              {actorLabel(event.actor)}
              {event.actorId && event.actor === 'operator' ? ` · ${event.actorId}` : ''}
            </td>
          </tr>
        ))}
      </ConsoleTable>

      <h2 className={styles.subtitle}>지원 시공사</h2>
      <StageTable
        columns={['시공사', '지원 시각', '1차 선택']}
        rows={data.applicants}
        when={(item) => formatDateTime(item.appliedAt)}
        emptyText="지원한 시공사가 없습니다."
      />

      <h2 className={styles.subtitle}>제안서</h2>
      <StageTable
        columns={['시공사', '제출', '최종 선택']}
        rows={data.proposals}
        when={(item) => (item.submittedAt ? formatDateTime(item.submittedAt) : '미제출')}
        emptyText="제안서 단계가 아닙니다."
      />

      <h2 className={styles.subtitle}>견적</h2>
      <MatchQuotes matchId={id} />

      <h2 className={styles.subtitle}>시공사와 고객의 대화</h2>
      <MatchThreads matchId={id} />

      <h2 className={styles.subtitle}>보낸 알림</h2>
      <ConsoleTable className={styles.table} columns={['시각', '종류', '받는 사람', '상태']}>
        {data.notifications.map((item, index) => (
          <tr key={index}>
            <td>{formatDateTime(item.createdAt)}</td>
            <td>{notificationKindLabel(item.kind)}</td>
            <td>
              {item.audience === 'owner' ? '고객' : '시공사'} · {item.recipient}
            </td>
            <td>
              {notificationStatusLabel(item.status)} ({item.attempts}회)
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}

/** The contractors at one stage of the match: when they took part and whether the owner chose them. */
function StageTable<R extends { contractorId: number; comName: string; selectStatus: string }>({
  columns,
  rows,
  when,
  emptyText,
}: {
  columns: readonly string[];
  rows: R[];
  when: (row: R) => string;
  emptyText: string;
}) {
  return (
    <ConsoleTable className={styles.table} columns={columns} empty={rows.length === 0 && emptyText}>
      {rows.map((item) => (
        <tr key={item.contractorId}>
          <td>{item.comName}</td>
          <td>{when(item)}</td>
          <td>{item.selectStatus === 'Y' ? '선택' : '-'}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
