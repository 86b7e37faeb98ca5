import { useState } from 'react';
import { Link } from 'react-router';
import { MATCH_STATUSES, MATCH_STATUS_LABELS, SIDO } from '@haetbit/contracts';
import { useMatches } from '../api/admin-api';
import styles from '../admin.module.css';
import { formatDateTime } from './format';

export function MatchesPage() {
  const [status, setStatus] = useState('');
  const [region, setRegion] = useState('');
  const [dueBefore, setDueBefore] = useState('');
  const [page, setPage] = useState(1);
  const matches = useMatches({ status, region, dueBefore, page });
  const data = matches.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <h1 className={styles.title}>매칭 관리</h1>
      <div className={styles.card}>
        <div className={styles.row}>
          <label className={styles.field}>
            상태
            <select
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                setPage(1);
              }}
            >
              <option value="">전체</option>
              {MATCH_STATUSES.map((code) => (
                <option key={code} value={code}>
                  {MATCH_STATUS_LABELS[code]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            지역
            <select
              value={region}
              onChange={(event) => {
                setRegion(event.target.value);
                setPage(1);
              }}
            >
              <option value="">전체</option>
              {SIDO.map((sido) => (
                <option key={sido.code} value={sido.code}>
                  {sido.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            마감일 이전
            <input
              type="date"
              value={dueBefore}
              onChange={(event) => {
                setDueBefore(event.target.value);
                setPage(1);
              }}
            />
          </label>
        </div>
      </div>
      {matches.error && <p className={styles.error}>{matches.error.message}</p>}
      <table className={styles.table}>
        <caption className="visually-hidden">매칭 목록</caption>
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">주소</th>
            <th scope="col">상태</th>
            <th scope="col">지원</th>
            <th scope="col">요청일</th>
            <th scope="col">현재 단계 마감</th>
          </tr>
        </thead>
        <tbody>
          {data?.data.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={`/admin/matches/${item.id}`}>#{item.id}</Link>
              </td>
              <td>
                <Link to={`/admin/matches/${item.id}`}>{item.address}</Link>
                <br />
                <span className={styles.muted}>
                  {item.installType === 'R' ? '지붕' : '토지'} · {item.systemSize} kW
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
              <td>{item.dueAt ? formatDateTime(item.dueAt) : '-'}</td>
            </tr>
          ))}
          {data && data.data.length === 0 && (
            <tr>
              <td colSpan={6}>조건에 맞는 매칭이 없습니다.</td>
            </tr>
          )}
        </tbody>
      </table>
      <div className={styles.row} style={{ marginTop: 12 }}>
        <button
          type="button"
          className={styles.buttonSecondary}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          이전
        </button>
        <span className={styles.muted}>
          {page} / {pages} 페이지 (총 {data?.total ?? 0}건)
        </span>
        <button
          type="button"
          className={styles.buttonSecondary}
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          다음
        </button>
      </div>
    </>
  );
}
