import { useState } from 'react';
import { Link } from '../../../shared/ui/link';
import {
  CONTRACTOR_ACCOUNT_STATUSES,
  CONTRACTOR_STATUS_LABELS,
  DOCUMENTS_MISSING_LABEL,
  formatBusinessNumber,
  withParticle,
  type ContractorAccountStatus,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { useChangeContractorStatus } from '../api/change-contractor-status';
import { useContractors } from '../api/get-contractors';
import styles from '../admin.module.css';
import { SelectField } from '../components/fields';
import { RowActions } from '../components/row-actions';
import { formatDateTime } from './format';

const ACTIONS = [
  { action: 'approve', label: '승인', allowedFrom: ['pending', 'rejected', 'suspended'] },
  { action: 'reject', label: '반려', allowedFrom: ['pending'] },
  { action: 'suspend', label: '정지', allowedFrom: ['approved'] },
] as const;

type Action = (typeof ACTIONS)[number];
interface Pending {
  id: number;
  comName: string;
  entry: Action;
}

export function ContractorsPage() {
  // A status change is asked once more before it is sent, then reported (승인·반려·정지).
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [status, setStatus] = useState<ContractorAccountStatus | ''>('pending');
  const contractors = useContractors(status || undefined);
  const change = useChangeContractorStatus();
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
      {pending && (
        <MessagePopup
          title={`시공사 ${pending.entry.label}`}
          confirmLabel={pending.entry.label}
          busy={change.isPending}
          onClose={() => setPending(null)}
          onConfirm={() =>
            change.mutate(
              { id: pending.id, action: pending.entry.action },
              {
                onSuccess: () => {
                  setDone(
                    `${withParticle(pending.comName, '을/를')} ${pending.entry.label}했습니다.${
                      pending.entry.action === 'approve' ? ' 승인 안내 문자를 보냈습니다.' : ''
                    }`,
                  );
                  setPending(null);
                },
                onError: () => setPending(null),
              },
            )
          }
        >
          <p>
            {withParticle(pending.comName, '을/를')} {pending.entry.label}할까요?
            {pending.entry.action === 'approve'
              ? ' 승인하면 요청에 지원할 수 있게 되고, 가입한 휴대폰과 이메일로 안내가 나갑니다.'
              : pending.entry.action === 'suspend'
                ? ' 정지하면 진행 중인 지원이 철회됩니다.'
                : ''}
          </p>
        </MessagePopup>
      )}
      {done && (
        <p className={styles.notice} role="status">
          {done}
        </p>
      )}
      {change.error && (
        <p className={styles.error} role="alert">
          {change.error.message}
        </p>
      )}
      <ConsoleTable
        className={styles.table}
        caption="시공사 목록"
        columns={[
          '회사명',
          '아이디',
          '대표 · 연락처',
          '사업자번호',
          '서류',
          '가입일',
          '상태',
          '처리',
        ]}
        empty={
          contractors.data && contractors.data.data.length === 0 && '해당하는 시공사가 없습니다.'
        }
      >
        {contractors.data?.data.map((item) => (
          <tr key={item.contractorId}>
            <td>
              <Link to={`/admin/contractors/${item.contractorId}`}>{item.comName}</Link>
            </td>
            <td>{item.userId}</td>
            <td>
              {item.representative}
              <br />
              <span className={styles.muted}>
                {item.phone} · {item.email}
              </span>
            </td>
            <td>
              {formatBusinessNumber(item.businessNumber)}
              {item.licenceNumber && (
                <>
                  <br />
                  <span className={styles.muted}>전기공사업 {item.licenceNumber}</span>
                </>
              )}
            </td>
            <td>
              {item.documentsComplete ? (
                '제출 완료'
              ) : (
                <span className={styles.badge}>{DOCUMENTS_MISSING_LABEL}</span>
              )}
            </td>
            <td>{formatDateTime(item.createdAt)}</td>
            <td>
              <span className={styles.badge}>{CONTRACTOR_STATUS_LABELS[item.status]}</span>
            </td>
            <td>
              <RowActions
                actions={ACTIONS.filter((entry) =>
                  (entry.allowedFrom as readonly string[]).includes(item.status),
                ).map((entry) => {
                  const waiting = entry.action === 'approve' && !item.documentsComplete;
                  return {
                    label: entry.label,
                    name: `${item.comName} ${entry.label}`,
                    primary: entry.action === 'approve',
                    disabled: change.isPending || waiting,
                    title: waiting ? '두 서류가 모두 제출되어야 승인할 수 있습니다.' : undefined,
                    onClick: () => {
                      setDone(null);
                      setPending({ id: item.contractorId, comName: item.comName, entry });
                    },
                  };
                })}
              />
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
