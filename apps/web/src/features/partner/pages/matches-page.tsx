import { Link } from '../../../shared/ui/link';
import { PARTNER_MATCH_STATE_LABELS } from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { formatCapacity } from '../../../shared/format/number';
import { useMatches } from '../api/get-matches';
import { DDay } from '../components/d-day';
import { INSTALL_TYPE_LABELS } from '../format';
import styles from '../partner.module.css';

/** The requests the contractor applied to, with their state from its side and deadlines. */
export function MatchesPage() {
  const matches = useMatches();
  return (
    <>
      <h1 className={styles.title}>내 매칭</h1>
      {matches.isError && <p className={styles.error}>{matches.error.message}</p>}
      {matches.data && matches.data.data.length === 0 && (
        <p>
          아직 지원한 요청이 없습니다. <Link to="/partner">지원 가능한 요청</Link>을 확인해 보세요.
        </p>
      )}
      {matches.data && matches.data.data.length > 0 && (
        <ConsoleTable
          className={styles.table}
          caption="지원한 요청 목록"
          columns={['위치', '설치 유형 · 용량', '내 상태', '마감']}
        >
          {matches.data.data.map((match) => (
            <tr key={match.matchReqId}>
              <td data-label="위치">
                <Link to={`/partner/requests/${match.matchReqId}`}>
                  {match.address ?? match.areaAddress}
                </Link>
              </td>
              <td data-label="설치 유형 · 용량">
                {INSTALL_TYPE_LABELS[match.installType]} · {formatCapacity(match.systemSizeKw)}
              </td>
              <td data-label="내 상태">
                <span className={styles.badge}>{PARTNER_MATCH_STATE_LABELS[match.state]}</span>
              </td>
              <td data-label="마감">
                <DDay end={match.deadline} serverNow={matches.data.serverNow} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
