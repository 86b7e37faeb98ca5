import { useState } from 'react';
import { Link } from '../../../shared/ui/link';
import {
  MATCH_STATUSES,
  MATCH_STATUS_LABELS,
  SIDO,
  sidoName,
  type MatchStatus,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { useMatches } from '../api/get-matches';
import styles from '../admin.module.css';
import { Pager } from '../components/pager';
import { InputField, SelectField } from '../components/fields';
import { FilterCard } from '../components/filter-card';
import { formatDateTime, formatDeadline } from './format';
import { formatCapacity } from '../../../shared/format/number';

export function MatchesPage() {
  const [status, setStatus] = useState<MatchStatus | ''>('');
  const [region, setRegion] = useState('');
  const [dueBefore, setDueBefore] = useState('');
  const [page, setPage] = useState(1);
  // A changed filter starts again from the first page.
  const filterBy =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  const matches = useMatches({ status: status || undefined, region, dueBefore, page });
  const data = matches.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <FilterCard title="매칭 관리" error={matches.error}>
        <SelectField
          label="상태"
          value={status}
          options={['', ...MATCH_STATUSES]}
          optionLabel={(code) => (code ? MATCH_STATUS_LABELS[code] : '전체')}
          onChange={filterBy(setStatus)}
        />
        <SelectField
          label="지역"
          value={region}
          options={['', ...SIDO.map((sido) => sido.code)]}
          optionLabel={(code) => (code ? sidoName(code) : '전체')}
          onChange={filterBy(setRegion)}
        />
        <InputField
          label="마감일 이전"
          type="date"
          value={dueBefore}
          onChange={({ target }) => filterBy(setDueBefore)(target.value)}
        />
      </FilterCard>
      <ConsoleTable
        className={styles.table}
        caption="매칭 목록"
        columns={['번호', '주소', '상태', '지원', '요청일', '현재 단계 마감']}
        empty={data && data.data.length === 0 && '조건에 맞는 매칭이 없습니다.'}
      >
        {data?.data.map((item) => (
          <tr key={item.id}>
            <td>
              <Link to={`/admin/matches/${item.id}`}>#{item.id}</Link>
            </td>
            <td>
              <Link to={`/admin/matches/${item.id}`}>{item.address}</Link>
              <br />
              <span className={styles.muted}>
                {item.installType === 'R' ? '지붕' : '토지'} · {formatCapacity(item.systemSize)}
              </span>
            </td>
            <td>
              <span className={styles.badge}>{MATCH_STATUS_LABELS[item.status]}</span>
              {item.matchCompleteCode && item.status === 'CME' && (
                <span className={styles.muted}> {item.matchCompleteCode}</span>
              )}
            </td>
            <td>{item.applicantCount}</td>
            <td>{formatDateTime(item.reqDate)}</td>
            <td>{item.dueAt ? formatDeadline(item.dueAt) : '-'}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        className={styles.row}
        style={{ marginTop: 12 }}
      >
        <span className={styles.muted}>
          {page} / {pages} 페이지 (총 {data?.total ?? 0}건)
        </span>
      </Pager>
    </>
  );
}
