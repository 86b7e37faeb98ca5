import { useState } from 'react';
import {
  CONTRACTOR_ACCOUNT_STATUSES,
  CONTRACTOR_STATUS_LABELS,
  type ContractorAccountStatus,
} from '@haetbit/contracts';
import { useAdminWrite, useContractors } from '../api/admin-api';
import styles from '../admin.module.css';
import { formatDateTime } from './format';

const ACTIONS = [
  { action: 'approve', label: '승인', allowedFrom: ['pending', 'rejected', 'suspended'] },
  { action: 'reject', label: '반려', allowedFrom: ['pending'] },
  { action: 'suspend', label: '정지', allowedFrom: ['approved'] },
] as const;

export function ContractorsPage() {
  const [status, setStatus] = useState<ContractorAccountStatus | ''>('pending');
  const contractors = useContractors(status || undefined);
  const change = useAdminWrite((input: { id: number; action: string }) => ({
    path: `/api/admin/contractors/${input.id}/${input.action}`,
    method: 'POST',
  }));
  return (
    <>
      <h1 className={styles.title}>시공사 관리</h1>
      <div className={styles.card}>
        <label className={styles.field}>
          상태
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as ContractorAccountStatus | '')}
          >
            <option value="">전체</option>
            {CONTRACTOR_ACCOUNT_STATUSES.map((code) => (
              <option key={code} value={code}>
                {CONTRACTOR_STATUS_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.muted}>
          정지하면 진행 중인 지원이 철회되고 더 이상 지원할 수 없습니다.
        </p>
      </div>
      {contractors.error && <p className={styles.error}>{contractors.error.message}</p>}
      {change.error && (
        <p className={styles.error} role="alert">
          {change.error.message}
        </p>
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">시공사 목록</caption>
        <thead>
          <tr>
            <th scope="col">회사명</th>
            <th scope="col">아이디</th>
            <th scope="col">대표 · 연락처</th>
            <th scope="col">사업자번호</th>
            <th scope="col">가입일</th>
            <th scope="col">상태</th>
            <th scope="col">처리</th>
          </tr>
        </thead>
        <tbody>
          {contractors.data?.data.map((item) => (
            <tr key={item.contractorId}>
              <td>{item.comName}</td>
              <td>{item.userId}</td>
              <td>
                {item.representative}
                <br />
                <span className={styles.muted}>
                  {item.phone} · {item.email}
                </span>
              </td>
              <td>{item.businessNumber}</td>
              <td>{formatDateTime(item.createdAt)}</td>
              <td>
                <span className={styles.badge}>{CONTRACTOR_STATUS_LABELS[item.status]}</span>
              </td>
              <td>
                <div className={styles.actions}>
                  {ACTIONS.filter((entry) =>
                    (entry.allowedFrom as readonly string[]).includes(item.status),
                  ).map((entry) => (
                    <button
                      key={entry.action}
                      type="button"
                      className={
                        entry.action === 'approve' ? styles.button : styles.buttonSecondary
                      }
                      disabled={change.isPending}
                      aria-label={`${item.comName} ${entry.label}`}
                      onClick={() => change.mutate({ id: item.contractorId, action: entry.action })}
                    >
                      {entry.label}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
          {contractors.data && contractors.data.data.length === 0 && (
            <tr>
              <td colSpan={7}>해당하는 시공사가 없습니다.</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}
