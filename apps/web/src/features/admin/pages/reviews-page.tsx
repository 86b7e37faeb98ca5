import { useState } from 'react';
import {
  adminReviewDecisionBodySchema,
  REVIEW_KIND_LABELS,
  REVIEW_MODERATION_LABELS,
  REVIEW_MODERATION_STATES,
  withParticle,
  type AdminReviewDecision,
  type AdminReviewItem,
  type ReviewModerationState,
} from '@haetbit/contracts';
import { useConsoleForm } from '../../../shared/console/console-form';
import { ConsoleTable } from '../../../shared/console/console-table';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { useDecideReview } from '../api/decide-review';
import { useReviewQueue } from '../api/review-queue';
import styles from '../admin.module.css';
import { Pager } from '../components/pager';
import { SelectField, TextAreaField } from '../components/fields';
import { RowActions } from '../components/row-actions';
import { formatDateTime } from './format';

type Pending = { item: AdminReviewItem; decision: 'publish' | 'hide' };

const itemName = (item: AdminReviewItem) =>
  `${REVIEW_KIND_LABELS[item.kind]} #${item.id}${item.comName ? ` (${item.comName})` : ''}`;

/**
 * The moderation queue (issue 19): reviews are public only once an operator publishes them;
 * hiding one needs a reason. Each decision is asked in a dialog and audited by the server.
 */
export function ReviewsPage() {
  const [state, setState] = useState<ReviewModerationState>('pending');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  // Hiding needs a reason, checked by the decision's request schema.
  const hideForm = useConsoleForm({
    schema: adminReviewDecisionBodySchema,
    defaultValues: { reason: '' },
    toInput: ({ reason }: { reason: string }) => ({ decision: 'hide' as const, reason }),
    mode: 'onChange',
  });
  const [done, setDone] = useState<string | null>(null);
  const queue = useReviewQueue(state, page);
  const decide = useDecideReview();
  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const send = (item: AdminReviewItem, decision: AdminReviewDecision) =>
    decide.mutate(
      { kind: item.kind, id: item.id, decision },
      {
        onSuccess: () => {
          setDone(
            `${itemName(item)}: ${decision.decision === 'publish' ? '공개했습니다.' : '숨겼습니다.'}`,
          );
          setPending(null);
        },
      },
    );
  const confirm = () => {
    if (!pending) return;
    if (pending.decision === 'publish') send(pending.item, { decision: 'publish' });
    else void hideForm.handleSubmit((decision) => send(pending.item, decision))();
  };

  return (
    <>
      <h1 className={styles.title}>후기 검토</h1>
      <div className={styles.card}>
        <SelectField
          label="검토 상태"
          value={state}
          options={REVIEW_MODERATION_STATES}
          optionLabel={(code) => REVIEW_MODERATION_LABELS[code]}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
        />
        <p className={styles.muted}>
          고객이 쓴 플랫폼 후기와 시공사 후기는 운영자가 공개해야 홈·수익 결과·시공사 정보에
          보입니다. 숨길 때는 사유를 남깁니다.
        </p>
      </div>
      {queue.error && <p className={styles.error}>{queue.error.message}</p>}
      {done && (
        <p className={styles.notice} role="status">
          {done}
        </p>
      )}
      {pending && (
        <MessagePopup
          title={pending.decision === 'publish' ? '후기 공개' : '후기 숨기기'}
          confirmLabel={pending.decision === 'publish' ? '공개' : '숨기기'}
          busy={decide.isPending || (pending.decision === 'hide' && !hideForm.formState.isValid)}
          onClose={() => {
            setPending(null);
            decide.reset();
          }}
          onConfirm={confirm}
        >
          <p>
            {withParticle(itemName(pending.item), '을/를')}{' '}
            {pending.decision === 'publish'
              ? '공개할까요? 공개하면 고객과 시공사 화면에 바로 보입니다.'
              : '숨길까요? 숨긴 후기는 누구에게도 보이지 않습니다.'}
          </p>
          <blockquote className={styles.pre}>{pending.item.contents}</blockquote>
          {pending.decision === 'hide' && (
            <TextAreaField
              label="숨기는 사유"
              maxLength={300}
              required
              {...hideForm.register('reason')}
            />
          )}
          {decide.error && (
            <p className={styles.error} role="alert">
              {decide.error.message}
            </p>
          )}
        </MessagePopup>
      )}
      <ConsoleTable
        className={styles.table}
        caption="후기 목록"
        columns={['작성일', '종류', '작성자 · 지역', '점수', '내용', '상태', '처리']}
        empty={data && data.data.length === 0 && '해당하는 후기가 없습니다.'}
      >
        {data?.data.map((item) => (
          <tr key={`${item.kind}-${item.id}`}>
            <td>{formatDateTime(item.createdAt)}</td>
            <td>
              {REVIEW_KIND_LABELS[item.kind]}
              {item.comName && (
                <>
                  <br />
                  <span className={styles.muted}>{item.comName}</span>
                </>
              )}
            </td>
            <td>
              {item.writerName}
              <br />
              <span className={styles.muted}>
                {item.region} · 매칭 #{item.matchReqId}
              </span>
            </td>
            <td>{item.score}점</td>
            <td>
              {item.title && <strong>{item.title}</strong>}
              {item.title && <br />}
              {item.contents}
            </td>
            <td>
              <span className={styles.badge}>{REVIEW_MODERATION_LABELS[item.state]}</span>
              {item.hiddenReason && (
                <>
                  <br />
                  <span className={styles.muted}>사유: {item.hiddenReason}</span>
                </>
              )}
              {item.moderatedBy && (
                <>
                  <br />
                  <span className={styles.muted}>
                    {item.moderatedBy} · {item.moderatedAt ? formatDateTime(item.moderatedAt) : ''}
                  </span>
                </>
              )}
            </td>
            <td>
              <RowActions
                actions={[
                  ...(item.state !== 'published'
                    ? [{ label: '공개', decision: 'publish' as const, primary: true }]
                    : []),
                  ...(item.state !== 'hidden'
                    ? [{ label: '숨기기', decision: 'hide' as const }]
                    : []),
                ].map((action) => ({
                  ...action,
                  name: `${itemName(item)} ${action.label}`,
                  onClick: () => {
                    setDone(null);
                    if (action.decision === 'hide') hideForm.reset();
                    setPending({ item, decision: action.decision });
                  },
                }))}
              />
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {pages > 1 && (
        <Pager page={page} pages={pages} onPage={setPage} className={styles.actions}>
          <span>
            {page} / {pages}
          </span>
        </Pager>
      )}
    </>
  );
}
