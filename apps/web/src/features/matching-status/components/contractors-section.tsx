import { useState } from 'react';
import { MATCHING_TEXTS, periodDays, THREAD_TEXTS, type MatchReq } from '@haetbit/contracts';
import { formatDeadline } from '../../../shared/format/date';
import { LoadError } from '../../../shared/ui/load-error';
import type { DetailFlow } from '../hooks/use-detail-flow';
import { CloseProposalsCard } from './close-proposals-card';
import { ContractorList } from './contractor-list';
import styles from './detail.module.css';
import { ThreadLayer } from './thread-layer';

/** The statuses in which the owner reads or writes the threads with the shortlisted contractors. */
const THREAD_STATUSES: readonly string[] = ['PSB', 'SP2', 'CMC'];

/** The contractors of the current stage, or what stands in for them (spec section 4). */
export function ContractorsSection({ match, flow }: { match: MatchReq; flow: DetailFlow }) {
  const { stage, limit, contractors, list } = flow;
  const [thread, setThread] = useState<{ ccId: number; comName: string } | null>(null);
  const threads = THREAD_STATUSES.includes(match.status);
  return (
    <section className={styles.section} aria-labelledby="contractors-title">
      <h2 id="contractors-title" className={styles.sectionTitle}>
        {match.status === 'PSB'
          ? MATCHING_TEXTS.shortlisted
          : match.status === 'CMC'
            ? MATCHING_TEXTS.finals
            : MATCHING_TEXTS.contractors}
        {contractors ? <span className={styles.count}> {contractors.length}</span> : null}
      </h2>
      {match.status === 'CMC' && contractors?.some((item) => item.contact) ? (
        <p className={styles.hint}>{MATCHING_TEXTS.contactHint}</p>
      ) : null}
      {stage ? (
        <p className={styles.hint}>
          {stage === 'SP1'
            ? `제안서를 받을 시공사를 최대 ${limit}곳까지 선택해 주세요.`
            : `제안서를 보낸 시공사 중 최종 시공사를 최대 ${limit}곳까지 확정해 주세요.`}
        </p>
      ) : null}
      {match.status === 'CRG' ? (
        <p className={styles.text}>
          {MATCHING_TEXTS.recruiting(
            periodDays(match.reqDate, match.propose1EndDate),
            formatDeadline(match.propose1EndDate),
          )}
        </p>
      ) : list.pending ? (
        <p className={styles.muted}>불러오는 중…</p>
      ) : list.failed ? (
        <LoadError
          title="시공사 목록을 불러오지 못했습니다."
          error={list.error}
          onRetry={list.retry}
          retrying={list.retrying}
        />
      ) : contractors && contractors.length > 0 ? (
        <ContractorList
          contractors={contractors}
          selectable={stage !== null}
          selected={flow.flow.selected}
          showProposal={match.status === 'SP2' || match.status === 'CMC'}
          showSubmission={match.status === 'PSB'}
          requireProposal={match.status === 'SP2'}
          onToggle={flow.toggle}
          onBizInfo={(item) =>
            flow.open({ kind: 'bizInfo', ccId: item.ccId, comName: item.comName })
          }
          onProposal={(item) =>
            flow.open({
              kind: 'proposal',
              comName: item.comName,
              proposalFileId: item.proposalFileId,
            })
          }
          onThread={
            threads ? (item) => setThread({ ccId: item.ccId, comName: item.comName }) : undefined
          }
          threadLabel={match.status === 'CMC' ? THREAD_TEXTS.view : THREAD_TEXTS.open}
        />
      ) : (
        <p className={styles.muted}>{MATCHING_TEXTS.noContractors}</p>
      )}
      {match.status === 'PSB' && contractors ? (
        <CloseProposalsCard match={match} contractors={contractors} />
      ) : null}
      {thread ? (
        <ThreadLayer
          matchReqId={match.id}
          ccId={thread.ccId}
          comName={thread.comName}
          onClose={() => setThread(null)}
        />
      ) : null}
    </section>
  );
}
