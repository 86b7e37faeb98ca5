import { SITE_VISIT_STATUS_LABELS, THREAD_TEXTS } from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { formatDateTime, formatDeadline } from '../../../shared/format/date';
import { useMatchThreads } from '../api/match-threads';
import styles from '../admin.module.css';

/**
 * The operator's reading of a match's conversations (issue 33): per shortlisted contractor, every
 * message as it was delivered and every site-visit proposal with its answer, kept for disputes.
 */
export function MatchThreads({ matchId }: { matchId: number }) {
  const threads = useMatchThreads(matchId);
  if (threads.error) return <p className={styles.error}>{threads.error.message}</p>;
  if (!threads.data) return <p>불러오는 중…</p>;
  const items = threads.data.data;
  if (items.length === 0) return <p>1차 선정된 시공사가 없습니다.</p>;
  return (
    <>
      {items.map((item) => (
        <div key={item.ccId}>
          <h3>{item.comName}</h3>
          <ConsoleTable
            className={styles.table}
            caption={`${item.comName} 대화`}
            columns={['시각', '보낸 쪽', '내용']}
            empty={item.messages.length === 0 && THREAD_TEXTS.empty}
          >
            {item.messages.map((message) => (
              <tr key={message.id}>
                <td>{formatDateTime(message.createdAt)}</td>
                <td>{message.sender === 'owner' ? '고객' : '시공사'}</td>
                <td style={{ whiteSpace: 'pre-wrap' }}>
                  {message.body}
                  {message.linkRemoved ? ` (${THREAD_TEXTS.linkRemoved})` : ''}
                  {message.contactHidden ? ' (연락처 가림)' : ''}
                </td>
              </tr>
            ))}
          </ConsoleTable>
          {item.visits.length > 0 ? (
            <ConsoleTable
              className={styles.table}
              caption={`${item.comName} 현장 방문 제안`}
              columns={['제안 시각', '제안 일시', '상태', '확정 일시']}
            >
              {item.visits.map((visit) => (
                <tr key={visit.id}>
                  <td>{formatDateTime(visit.createdAt)}</td>
                  <td>{visit.proposedTimes.map((time) => formatDeadline(time)).join(', ')}</td>
                  <td>{SITE_VISIT_STATUS_LABELS[visit.status]}</td>
                  <td>{visit.acceptedTime ? formatDeadline(visit.acceptedTime) : '-'}</td>
                </tr>
              ))}
            </ConsoleTable>
          ) : null}
        </div>
      ))}
    </>
  );
}
