import { useState } from 'react';
import {
  CONTRACTOR_ACCOUNT_STATUSES,
  CONTRACTOR_STATUS_LABELS,
  type ContractorAccountStatus,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { useAdminWrite, useContractors } from '../api/admin-api';
import styles from '../admin.module.css';
import { SelectField } from '../components/fields';
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
        <SelectField
          label="상태"
          value={status}
          options={['', ...CONTRACTOR_ACCOUNT_STATUSES]}
          optionLabel={(code) => (code ? CONTRACTOR_STATUS_LABELS[code] : '전체')}
          onChange={setStatus}
        />
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
      <ConsoleTable
        className={styles.table}
        caption="시공사 목록"
        columns={['회사명', '아이디', '대표 · 연락처', '사업자번호', '가입일', '상태', '처리']}
        empty={
          contractors.data && contractors.data.data.length === 0 && '해당하는 시공사가 없습니다.'
        }
      >
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
                    className={entry.action === 'approve' ? styles.button : styles.buttonSecondary}
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
      </ConsoleTable>
    </>
  );
}
