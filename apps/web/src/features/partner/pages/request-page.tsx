import { useParams } from 'react-router';
import { Link } from '../../../shared/ui/link';
import {
  MATCH_END_MESSAGES,
  PARTNER_MATCH_STATE_LABELS,
  type PartnerLead,
  type PartnerMatch,
} from '@haetbit/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { formatArea, formatCapacity } from '../../../shared/format/number';
import { useApply } from '../api/apply';
import { useRequestDetail } from '../api/get-request-detail';
import { ownProposalUrl } from '../api/upload-proposal';
import { DDay } from '../components/d-day';
import { ProfileMissingNotice } from '../components/profile-missing-notice';
import { ProposalUpload } from '../components/proposal-upload';
import { QuoteForm } from '../components/quote-form';
import { OwnQuote } from '../components/own-quote';
import { RequestThread } from '../components/request-thread';
import { useMe } from '../api/get-me';
import { FEASIBILITY_ITEM_LABELS, INSTALL_TYPE_LABELS, VERDICT_LABELS } from '../format';
import styles from '../partner.module.css';

/** The states in which the contractor may have a conversation with the owner (issue 33). */
const THREAD_STATES: readonly PartnerMatch['state'][] = [
  'SHORTLISTED',
  'PROPOSAL_SENT',
  'WON',
  'NOT_CHOSEN',
];

/** One request: what a contractor needs to decide, then its own side of the match. */
export function RequestPage() {
  const matchReqId = Number(useParams().id);
  const detail = useRequestDetail(matchReqId);
  if (detail.isPending) return <p>불러오는 중…</p>;
  if (detail.isError) {
    return (
      <>
        <h1 className={styles.title}>요청 상세</h1>
        <p className={styles.error}>{detail.error.message}</p>
        <Link to="/partner">지원 가능한 요청으로</Link>
      </>
    );
  }
  const { lead, match, serverNow } = detail.data;
  return (
    <>
      <h1 className={styles.title}>{match?.address ?? lead.areaAddress}</h1>
      <LeadFacts lead={lead} serverNow={serverNow} />
      {match ? (
        <>
          <MatchSide match={match} serverNow={serverNow} />
          {THREAD_STATES.includes(match.state) && <RequestThread matchReqId={match.matchReqId} />}
        </>
      ) : (
        <ApplyCard matchReqId={matchReqId} />
      )}
    </>
  );
}

function LeadFacts({ lead, serverNow }: { lead: PartnerLead; serverNow: string }) {
  const { feasibility } = lead;
  return (
    <section className={styles.card} aria-label="요청 정보">
      <dl className={styles.facts}>
        <dt>위치</dt>
        <dd>
          {lead.areaAddress} ({lead.sidoName})
        </dd>
        <dt>설치 유형</dt>
        <dd>{INSTALL_TYPE_LABELS[lead.installType]}</dd>
        <dt>면적</dt>
        <dd>{formatArea(lead.areaM2)}</dd>
        <dt>예상 용량</dt>
        <dd>{formatCapacity(lead.systemSizeKw)}</dd>
        <dt>지원 현황</dt>
        <dd>
          {lead.applicantCount}/{lead.maxApplicants}개 시공사
        </dd>
        <dt>모집 마감</dt>
        <dd>
          <DDay end={lead.propose1EndDate} serverNow={serverNow} />
        </dd>
        {feasibility && (
          <>
            {(Object.keys(FEASIBILITY_ITEM_LABELS) as (keyof typeof FEASIBILITY_ITEM_LABELS)[]).map(
              (key) => (
                <FeasibilityRow
                  key={key}
                  label={FEASIBILITY_ITEM_LABELS[key]}
                  value={VERDICT_LABELS[feasibility[key]]}
                />
              ),
            )}
            <dt>종합 사업성</dt>
            <dd>
              <span className={styles.badge}>{VERDICT_LABELS[feasibility.total]}</span>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function FeasibilityRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function ApplyCard({ matchReqId }: { matchReqId: number }) {
  const apply = useApply(matchReqId);
  const missing = useMe().data?.missingProfile ?? [];
  return (
    <section className={styles.card} aria-label="지원">
      <p>지원하면 고객이 1차 선정 단계에서 지원한 시공사 중에서 제안서를 받을 시공사를 고릅니다.</p>
      {missing.length > 0 && <ProfileMissingNotice missing={missing} />}
      <button
        type="button"
        className={styles.button}
        disabled={apply.isPending || missing.length > 0}
        onClick={() => apply.mutate()}
      >
        지원하기
      </button>
      {apply.error && (
        <p className={styles.error} role="alert">
          {apply.error.message}
        </p>
      )}
    </section>
  );
}

function MatchSide({ match, serverNow }: { match: PartnerMatch; serverNow: string }) {
  return (
    <section className={styles.card} aria-label="내 진행 상황">
      <h2 className={styles.subtitle} style={{ marginTop: 0 }}>
        내 진행 상황:{' '}
        <span className={styles.badge}>{PARTNER_MATCH_STATE_LABELS[match.state]}</span>
      </h2>
      <dl className={styles.facts}>
        <dt>지원일</dt>
        <dd>{formatDateTime(match.appliedAt)}</dd>
        {match.deadline && (
          <>
            <dt>
              {match.state === 'SHORTLISTED' || match.state === 'PROPOSAL_SENT'
                ? '마감'
                : '다음 단계'}
            </dt>
            <dd>
              <DDay end={match.deadline} serverNow={serverNow} />
            </dd>
          </>
        )}
        {match.address && (
          <>
            <dt>전체 주소</dt>
            <dd>{match.address}</dd>
          </>
        )}
        {match.memo && (
          <>
            <dt>고객 전달사항</dt>
            <dd>{match.memo}</dd>
          </>
        )}
        {match.submittedAt && (
          <>
            <dt>제안서 제출</dt>
            <dd>
              {formatDateTime(match.submittedAt)}{' '}
              <a href={ownProposalUrl(match.matchReqId)} target="_blank" rel="noreferrer">
                제출한 제안서 보기
              </a>
            </dd>
          </>
        )}
      </dl>
      {match.state === 'APPLIED' && (
        <p>
          {match.status === 'CRG'
            ? '지원이 접수되었습니다. 모집 기간이 끝나면 고객이 지원한 시공사 중에서 제안서를 받을 시공사를 고릅니다.'
            : '고객이 지원한 시공사 중에서 제안서를 받을 시공사를 고르고 있습니다.'}
        </p>
      )}
      {match.status === 'PSB' &&
        (match.state === 'SHORTLISTED' || match.state === 'PROPOSAL_SENT') && (
          <>
            <h3 className={styles.subtitle}>제안서</h3>
            {match.propose2EndDate && (
              <p>
                제안서 마감: <DDay end={match.propose2EndDate} serverNow={serverNow} />
              </p>
            )}
            <ProposalUpload
              matchReqId={match.matchReqId}
              replacing={match.proposalFileId !== null}
            />
            <QuoteForm matchReqId={match.matchReqId} />
          </>
        )}
      {match.propose2EndDate !== null && match.status !== 'PSB' && (
        <OwnQuote matchReqId={match.matchReqId} />
      )}
      {match.state === 'PROPOSAL_SENT' && match.status === 'SP2' && (
        <p>고객이 제안서를 검토하고 최종 시공사를 확정하고 있습니다.</p>
      )}
      {match.state === 'WON' && match.owner && (
        <div aria-label="고객 연락처">
          <h3 className={styles.subtitle}>최종 선정되었습니다. 고객 연락처</h3>
          <dl className={styles.facts}>
            <dt>이름</dt>
            <dd>{match.owner.name}</dd>
            <dt>휴대폰</dt>
            <dd>
              <a href={`tel:${match.owner.phone.replace(/[^\d+]/g, '')}`}>{match.owner.phone}</a>
            </dd>
            <dt>이메일</dt>
            <dd>
              <a href={`mailto:${match.owner.email}`}>{match.owner.email}</a>
            </dd>
          </dl>
        </div>
      )}
      {match.state === 'NOT_CHOSEN' && <p>이번 요청에서는 선정되지 않았습니다.</p>}
      {match.state === 'ENDED' && (
        <p>
          매칭이 종료되었습니다.
          {match.matchCompleteCode && match.matchCompleteCode !== 'CTC'
            ? ` (${MATCH_END_MESSAGES[match.matchCompleteCode].split('.')[0]}.)`
            : ''}
        </p>
      )}
    </section>
  );
}
