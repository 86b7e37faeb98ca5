import { useState } from 'react';
import { Link } from '../../shared/ui/link';
import {
  isActiveMatchStatus,
  MATCH_STATUS_LABELS,
  MATCHING_TEXTS,
  MESSAGES,
  RECOVERY_TEXTS,
  type AnalyzingItem,
  type MatchReq,
} from '@haetbit/contracts';
import { formatDate, formatDeadline } from '../../shared/format/date';
import { formatCapacity } from '../../shared/format/number';
import { AppHeader } from '../../shared/ui/app-header';
import buttons from '../../shared/ui/button.module.css';
import { LoadError } from '../../shared/ui/load-error';
import { MessagePopup } from '../../shared/ui/message-popup';
import { Tabs, tabPanelProps } from '../../shared/ui/tabs';
import { useDeleteAnalysis } from '../../shared/api/delete-analysis';
import { useMovedAway } from '../../shared/api/moved-away';
import { useAnalyzingList } from './api/get-analyzing-list';
import { useMatchList } from './api/get-match-list';
import { completedLabel, countdownEnd, countdownLabel, installTypeLabel } from './lib/status';
import styles from './matching-list-page.module.css';

const TABS = [
  { key: 'progress', label: MATCHING_TEXTS.tabInProgress },
  { key: 'done', label: MATCHING_TEXTS.tabCompleted },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Addresses being analysed: 2 shown, the rest behind an expand button (spec section 2). */
const ANALYZING_SHOWN = 2;

const detailPath = (match: MatchReq) => `/app/matching-status/detail?id=${match.id}`;

/**
 * An analysis that cannot go on (capacity unknown): its reason and a delete button instead of a
 * link that would only stop at the same place again.
 */
function StoppedAnalysis({ item, onDeleted }: { item: AnalyzingItem; onDeleted: () => void }) {
  const remove = useDeleteAnalysis();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.card}>
      <span className={`${styles.status} ${styles.ended}`}>분석 불가</span>
      <span className={styles.address}>{item.address}</span>
      <span className={styles.meta}>{MESSAGES.capacityUnknown}</span>
      <button
        type="button"
        className={`${buttons.secondary} ${styles.cardAction}`}
        onClick={() => setConfirming(true)}
      >
        삭제
      </button>
      {confirming ? (
        <MessagePopup
          title="분석 내역 삭제"
          confirmLabel="삭제"
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          // The list drops the item once deleted, so the page shows the 'done' popup.
          onConfirm={() => remove.mutate(item.id, { onSuccess: onDeleted })}
        >
          {remove.isError ? remove.error.message : MESSAGES.deleteConfirm}
        </MessagePopup>
      ) : null}
    </li>
  );
}

function AnalyzingGroup({
  items,
  onDeleted,
}: {
  items: AnalyzingItem[];
  onDeleted: (address: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, ANALYZING_SHOWN);
  return (
    <section className={styles.group} aria-labelledby="analyzing-title">
      <h2 id="analyzing-title" className={styles.groupTitle}>
        {MATCHING_TEXTS.analyzingTitle} <span className={styles.count}>{items.length}</span>
      </h2>
      <ul className={styles.list} id="analyzing-list">
        {shown.map((item) =>
          item.capacityUnknown ? (
            <StoppedAnalysis key={item.id} item={item} onDeleted={() => onDeleted(item.address)} />
          ) : (
            <li key={item.id}>
              <Link
                className={styles.card}
                to={`/app/analysis?${new URLSearchParams({
                  id: String(item.id),
                  address: item.address,
                  pnu: item.pnu,
                }).toString()}`}
              >
                <span className={styles.status}>{MATCHING_TEXTS.notRecruited}</span>
                <span className={styles.address}>{item.address}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
      {items.length > ANALYZING_SHOWN ? (
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls="analyzing-list"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded
            ? MATCHING_TEXTS.showLess
            : `${MATCHING_TEXTS.showMore} (${items.length - ANALYZING_SHOWN})`}
        </button>
      ) : null}
    </section>
  );
}

function InProgressItem({ match }: { match: MatchReq }) {
  const dDay = countdownLabel(match);
  const end = countdownEnd(match);
  return (
    <li>
      <Link to={detailPath(match)} className={styles.card}>
        <span className={styles.status}>
          {MATCH_STATUS_LABELS[match.status]}
          {dDay ? <span className={styles.dDay}>{dDay}</span> : null}
        </span>
        <span className={styles.address}>{match.address}</span>
        <span className={styles.meta}>
          {installTypeLabel(match.installType)} · {formatCapacity(match.systemSize)} · 신청일{' '}
          {formatDate(match.reqDate)}
        </span>
        {end ? (
          <span className={styles.meta}>{MATCHING_TEXTS.deadline(formatDeadline(end))}</span>
        ) : null}
      </Link>
    </li>
  );
}

function CompletedItem({ match }: { match: MatchReq }) {
  const label = completedLabel(match);
  const ended = match.matchCompleteCode !== 'CTC';
  return (
    <li>
      <Link to={detailPath(match)} className={styles.card}>
        <span className={ended ? `${styles.status} ${styles.ended}` : styles.status}>
          {label.title}
          {label.detail ? <span className={styles.endedAt}>{label.detail}</span> : null}
        </span>
        <span className={styles.address}>{match.address}</span>
        <span className={styles.meta}>
          {installTypeLabel(match.installType)} · {formatCapacity(match.systemSize)}
          {match.matchCompleteDate ? ` · ${formatDate(match.matchCompleteDate)}` : ''}
        </span>
      </Link>
    </li>
  );
}

/**
 * The old phone after the owner recovered on a new one: what moved, when, and by which number
 * (walk minor 6), instead of a silent empty list. Nothing shows while it loads or fails.
 */
function MovedAwayNote({ enabled }: { enabled: boolean }) {
  const moves = useMovedAway(enabled).data ?? [];
  if (!enabled) return null;
  if (moves.length === 0) return null;
  return (
    <div className={styles.note} role="note">
      {moves.map((move) => (
        <p key={move.movedAt}>
          {RECOVERY_TEXTS.movedAwayNote(move.requests, move.phoneTail, formatDate(move.movedAt))}
        </p>
      ))}
    </div>
  );
}

/** `/app/matching-status/list` (spec section 2): my match status, in progress and completed. */
export function MatchingListPage() {
  const [tab, setTab] = useState<TabKey>('progress');
  const [deletedAddress, setDeletedAddress] = useState<string | null>(null);
  const matches = useMatchList();
  const analyzing = useAnalyzingList();
  const all = matches.data ?? [];
  const inProgress = all.filter((match) => isActiveMatchStatus(match.status));
  const completed = all.filter((match) => !isActiveMatchStatus(match.status));

  return (
    <>
      <AppHeader title={MATCHING_TEXTS.title} fallbackTo="/app" />
      <main className={styles.main}>
        <Tabs items={TABS} selected={tab} onSelect={setTab} label="매칭 상태" idPrefix="match" />
        <div {...tabPanelProps('match', tab)} className={styles.panel}>
          {matches.isPending ? (
            <p className={styles.muted}>불러오는 중…</p>
          ) : matches.isError ? (
            <LoadError
              title="매칭 현황을 불러오지 못했습니다."
              error={matches.error}
              onRetry={() => void matches.refetch()}
              retrying={matches.isFetching}
            />
          ) : tab === 'progress' ? (
            // The matches first under their own heading, then the addresses not yet recruited
            // (walk minor 5).
            <>
              <MovedAwayNote enabled={inProgress.length === 0} />
              {inProgress.length === 0 ? (
                <div className={styles.empty}>
                  <p className={styles.emptyTitle}>{MATCHING_TEXTS.emptyInProgress}</p>
                  <p className={styles.emptyText}>{MATCHING_TEXTS.recruitPrompt}</p>
                  <Link to="/app?bm=menu" className={buttons.primary}>
                    {MATCHING_TEXTS.recruit}
                  </Link>
                </div>
              ) : (
                <section aria-labelledby="in-progress-title" className={styles.group}>
                  <h2 id="in-progress-title" className={styles.groupTitle}>
                    {MATCHING_TEXTS.inProgressTitle}{' '}
                    <span className={styles.count}>{inProgress.length}</span>
                  </h2>
                  <ul className={styles.list}>
                    {inProgress.map((match) => (
                      <InProgressItem key={match.id} match={match} />
                    ))}
                  </ul>
                </section>
              )}
              {analyzing.isError ? (
                <LoadError
                  title="분석 중인 주소를 불러오지 못했습니다."
                  error={analyzing.error}
                  onRetry={() => void analyzing.refetch()}
                  retrying={analyzing.isFetching}
                />
              ) : (
                <AnalyzingGroup items={analyzing.data ?? []} onDeleted={setDeletedAddress} />
              )}
            </>
          ) : completed.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{MATCHING_TEXTS.emptyCompleted}</p>
            </div>
          ) : (
            <ul className={styles.list}>
              {completed.map((match) => (
                <CompletedItem key={match.id} match={match} />
              ))}
            </ul>
          )}
        </div>
      </main>
      {deletedAddress ? (
        <MessagePopup title={MESSAGES.deleteDone} onClose={() => setDeletedAddress(null)}>
          {deletedAddress}의 분석 내역을 삭제했습니다.
        </MessagePopup>
      ) : null}
    </>
  );
}
