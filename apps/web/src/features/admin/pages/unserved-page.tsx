import { Link } from '../../../shared/ui/link';
import { ConsoleTable } from '../../../shared/console/console-table';
import { useUnservedRequests } from '../api/unserved-requests';
import styles from '../admin.module.css';
import { formatDateTime, formatDeadline } from './format';
import { formatCapacity } from '../../../shared/format/number';

/**
 * Recruiting requests in a 시도 that no approved contractor serves (issue 19): without help they
 * end CP1. From a request's page the operator extends its recruiting period, or reopens it once
 * it has ended.
 */
export function UnservedPage() {
  const unserved = useUnservedRequests();
  const items = unserved.data?.data;
  return (
    <>
      <h1 className={styles.title}>시공사 없는 지역의 모집</h1>
      <p className={styles.muted}>
        승인된 시공사가 한 곳도 서비스하지 않는 시도에서 모집 중인 요청입니다. 시공사를 섭외하는
        동안 모집 기간을 연장하거나, 지원 없이 종료(CP1)된 뒤 다시 모집할 수 있습니다.
      </p>
      {unserved.error && <p className={styles.error}>{unserved.error.message}</p>}
      <ConsoleTable
        className={styles.table}
        caption="시공사 없는 지역의 모집 중 요청"
        columns={['매칭', '시도', '주소', '설치 유형 · 용량', '요청일', '모집 마감', '지원']}
        empty={items && items.length === 0 && '해당하는 요청이 없습니다.'}
      >
        {items?.map((item) => (
          <tr key={item.id}>
            <td>
              <Link to={`/admin/matches/${item.id}`}>#{item.id}</Link>
            </td>
            <td>{item.sidoName}</td>
            <td>{item.address}</td>
            <td>
              {item.installType === 'R' ? '지붕' : '토지'} · {formatCapacity(item.systemSize)}
            </td>
            <td>{formatDateTime(item.reqDate)}</td>
            <td>{formatDeadline(item.propose1EndDate)}</td>
            <td>{item.applicantCount}곳</td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
