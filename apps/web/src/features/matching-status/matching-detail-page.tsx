import { useSearchParams } from 'react-router';
import { Link } from '../../shared/ui/link';
import { ERROR_MESSAGES, MATCHING_TEXTS, type MatchReq } from '@haetbit/contracts';
import { AppHeader } from '../../shared/ui/app-header';
import { LoadError } from '../../shared/ui/load-error';
import { useMatchReq } from './api/get-match-req';
import type { AnalysisViews } from './components/analysis-layer';
import { ContractorsSection } from './components/contractors-section';
import { DetailDialogs } from './components/detail-dialogs';
import { QuoteComparison } from './components/quote-comparison';
import {
  DetailBanner,
  EndedSection,
  HelpActions,
  ProgressSection,
  SelectionBar,
} from './components/detail-sections';
import { ReviewPage } from './components/review-page';
import { useDetailFlow } from './hooks/use-detail-flow';
import styles from './components/detail.module.css';

export type { AnalysisViews };

function MatchDetail({ match, views }: { match: MatchReq; views: AnalysisViews }) {
  const flow = useDetailFlow(match);

  if (flow.flow.view === 'review') {
    return <ReviewPage match={match} onClose={() => flow.openReview(false)} />;
  }

  return (
    <>
      <AppHeader
        title={MATCHING_TEXTS.title}
        fallbackTo="/app/matching-status/list"
        end={
          <button
            type="button"
            className={styles.iconButton}
            aria-label="메뉴"
            onClick={() => flow.open({ kind: 'menu' })}
          >
            <span aria-hidden="true" className={styles.burger} />
          </button>
        }
      />

      <main className={styles.main}>
        <DetailBanner match={match} flow={flow} />
        {match.status === 'CME' ? (
          <EndedSection match={match} flow={flow} />
        ) : (
          <ContractorsSection match={match} flow={flow} />
        )}
        {match.status === 'SP2' || match.status === 'CMC' ? (
          <QuoteComparison
            match={match}
            selected={flow.flow.selected}
            onProposal={(item) =>
              flow.open({
                kind: 'proposal',
                comName: item.comName,
                proposalFileId: item.proposalFileId,
              })
            }
          />
        ) : null}
        <ProgressSection match={match} />
        <HelpActions match={match} flow={flow} />
      </main>

      <SelectionBar flow={flow} />
      <DetailDialogs match={match} views={views} flow={flow} />
    </>
  );
}

/**
 * `/app/matching-status/detail?id=…` (spec section 2): the banner with step and countdown, the
 * contractors of the current stage, progress, help, and the popups of selection, ending and
 * re-recruiting; the review page in place of it after completion. The id is a matchReqId or a
 * matchStatusId (they are the same number on this server).
 */
export function MatchingDetailPage({ analysisViews }: { analysisViews: AnalysisViews }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const match = useMatchReq(id);

  if (!match.data) {
    return (
      <>
        <header className={styles.header}>
          <Link to="/app/matching-status/list" className={styles.iconButton} aria-label="뒤로 가기">
            <span aria-hidden="true" className={styles.arrow} />
          </Link>
          <h1 className={styles.title}>{MATCHING_TEXTS.title}</h1>
          <span className={styles.iconButton} />
        </header>
        <main className={styles.main}>
          {!(id > 0) ? (
            <p role="alert" className={styles.text}>
              {ERROR_MESSAGES.NOT_FOUND}
            </p>
          ) : match.isError ? (
            <LoadError
              title="매칭 정보를 불러오지 못했습니다."
              error={match.error}
              onRetry={() => void match.refetch()}
              retrying={match.isFetching}
            />
          ) : (
            <p className={styles.muted}>불러오는 중…</p>
          )}
        </main>
      </>
    );
  }
  // A new id (re-recruit, 'already in progress') starts a fresh flow.
  return <MatchDetail key={match.data.id} match={match.data} views={analysisViews} />;
}
