import { Link } from '../../../shared/ui/link';
import { matchEndMessage, MATCHING_TEXTS, MESSAGES, type MatchReq } from '@haetbit/contracts';
import { INQUIRY_CHAT_URL } from '../../../shared/links';
import { formatDeadline } from '../../../shared/format/date';
import { MessagePopup } from '../../../shared/ui/message-popup';
import type { DetailFlow } from '../hooks/use-detail-flow';
import { AnalysisLayer, type AnalysisViews } from './analysis-layer';
import { BizInfoPopup } from './biz-info-popup';
import { ContractDocsPopup } from './contract-docs-popup';
import { EndReasonPopup } from './end-reason-popup';
import { ProposalViewer } from './proposal-viewer';
import styles from './detail-dialogs.module.css';

interface DetailDialogsProps {
  match: MatchReq;
  views: AnalysisViews;
  flow: DetailFlow;
}

/** The one popup the flow has open (spec section 2's list of popups). */
export function DetailDialogs({ match, views, flow }: DetailDialogsProps) {
  const dialog = flow.flow.dialog;
  const onClose = flow.close;
  switch (dialog.kind) {
    case 'none':
      return null;
    case 'proposal':
      return (
        <ProposalViewer
          matchReqId={match.id}
          comName={dialog.comName}
          proposalFileId={dialog.proposalFileId}
          onClose={onClose}
        />
      );
    case 'menu':
      return (
        <MessagePopup title="메뉴" onClose={onClose} confirmLabel={MATCHING_TEXTS.close}>
          <nav aria-label="매칭 메뉴" className={styles.menu}>
            <Link to="/app">홈</Link>
            <Link to="/app/matching-status/list">{MATCHING_TEXTS.title}</Link>
            <Link to="/app/faq">자주 묻는 질문</Link>
            <a href={INQUIRY_CHAT_URL} target="_blank" rel="noreferrer">
              1:1 채팅 문의
            </a>
          </nav>
        </MessagePopup>
      );
    case 'analysis':
      return <AnalysisLayer match={match} views={views} onClose={onClose} />;
    case 'bizInfo':
      return <BizInfoPopup ccId={dialog.ccId} comName={dialog.comName} onClose={onClose} />;
    case 'selectConfirm':
      return (
        <MessagePopup
          title={
            dialog.stage === 'SP1'
              ? MATCHING_TEXTS.select1ConfirmTitle
              : MATCHING_TEXTS.select2ConfirmTitle
          }
          onClose={onClose}
          onConfirm={flow.confirmSelection}
          confirmLabel={dialog.stage === 'SP1' ? MATCHING_TEXTS.select1 : MATCHING_TEXTS.select2}
          busy={flow.busy}
        >
          {dialog.stage === 'SP1'
            ? MATCHING_TEXTS.select1Confirm(flow.selectedNames.length)
            : MATCHING_TEXTS.select2Confirm(flow.selectedNames.length)}
          <ul className={styles.names}>
            {flow.selectedNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </MessagePopup>
      );
    case 'select1Done':
      return (
        <MessagePopup title={MATCHING_TEXTS.select1DoneTitle} onClose={onClose}>
          {MATCHING_TEXTS.select1Done(
            dialog.days ?? 0,
            dialog.endDate ? formatDeadline(dialog.endDate) : null,
          )}
        </MessagePopup>
      );
    case 'select2Done':
      return (
        <MessagePopup title={MATCHING_TEXTS.select2DoneTitle} onClose={onClose}>
          {MATCHING_TEXTS.select2Done}
        </MessagePopup>
      );
    case 'endConfirm':
      return (
        <MessagePopup
          title={MATCHING_TEXTS.endConfirmTitle}
          onClose={onClose}
          onConfirm={() => flow.open({ kind: 'endReason' })}
          confirmLabel="종료하기"
        >
          {MATCHING_TEXTS.endConfirm}
        </MessagePopup>
      );
    case 'endReason':
      return <EndReasonPopup busy={flow.busy} onClose={onClose} onSubmit={flow.end} />;
    case 'endDone':
      return (
        <MessagePopup title={MATCHING_TEXTS.endDoneTitle} onClose={onClose}>
          {MATCHING_TEXTS.endDone}
        </MessagePopup>
      );
    case 'matchEnded':
      return (
        <MessagePopup
          title={MATCHING_TEXTS.endedTitle}
          onClose={onClose}
          onConfirm={() => flow.open({ kind: 'againConfirm' })}
          confirmLabel={MATCHING_TEXTS.againRecruit}
          cancelLabel={MATCHING_TEXTS.close}
        >
          {matchEndMessage(
            match.matchCompleteCode,
            match.operatorEndReason,
            match.cancelEndStatus,
          ) ?? MATCHING_TEXTS.endDone}
        </MessagePopup>
      );
    case 'againConfirm':
      return (
        <MessagePopup
          title={MATCHING_TEXTS.againConfirmTitle}
          onClose={onClose}
          onConfirm={flow.recruitAgain}
          confirmLabel={MATCHING_TEXTS.againRecruit}
          busy={flow.busy}
        >
          {MATCHING_TEXTS.againConfirm}
        </MessagePopup>
      );
    case 'againDone':
      return (
        <MessagePopup title={MATCHING_TEXTS.againDoneTitle} onClose={() => flow.go(dialog.id)}>
          {MATCHING_TEXTS.againDone}
        </MessagePopup>
      );
    case 'alreadyActive':
      return (
        <MessagePopup
          title={MATCHING_TEXTS.alreadyActiveTitle}
          onClose={onClose}
          onConfirm={() => flow.go(dialog.id)}
          confirmLabel="매칭 현황 보기"
          cancelLabel={MATCHING_TEXTS.close}
        >
          {MESSAGES.alreadyActive}
        </MessagePopup>
      );
    case 'docs':
      return (
        <ContractDocsPopup
          installType={match.installType}
          systemSizeKw={match.systemSize}
          onClose={onClose}
        />
      );
    case 'alert':
      return (
        <MessagePopup title={dialog.title} onClose={onClose}>
          {dialog.message}
        </MessagePopup>
      );
  }
}
