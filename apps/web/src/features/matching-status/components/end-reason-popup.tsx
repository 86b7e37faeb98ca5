import { useId, useState } from 'react';
import { CANCEL_REASON_ETC, LIMITS, MATCHING_TEXTS } from '@haetbit/contracts';
import buttons from '../../../shared/ui/button.module.css';
import { Popup } from '../../../shared/ui/popup';
import { useCancelReasons } from '../api/get-cancel-reasons';
import page from './detail.module.css';
import styles from './end-reason-popup.module.css';

interface EndReasonPopupProps {
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: { cancelReason: string; cancelReasonDetail?: string }) => void;
}

/** The end popup: a reason from SM_CANCEL_CATE; ETC requires a detail text (spec section 5). */
export function EndReasonPopup({ busy, onClose, onSubmit }: EndReasonPopupProps) {
  const reasons = useCancelReasons();
  const [reason, setReason] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const detailId = useId();
  const isEtc = reason === CANCEL_REASON_ETC;
  const valid = reason !== null && (!isEtc || detail.trim().length > 0);

  return (
    <Popup
      title={MATCHING_TEXTS.endReasonTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {MATCHING_TEXTS.cancel}
          </button>
          <button
            type="button"
            className={buttons.primary}
            disabled={!valid || busy}
            onClick={() =>
              reason &&
              onSubmit(
                isEtc
                  ? { cancelReason: reason, cancelReasonDetail: detail.trim() }
                  : { cancelReason: reason },
              )
            }
          >
            종료하기
          </button>
        </>
      }
    >
      <fieldset className={styles.reasons}>
        <legend className="visually-hidden">{MATCHING_TEXTS.endReasonTitle}</legend>
        {(reasons.data ?? []).map((item) => (
          <label key={item.code} className={styles.reason}>
            <input
              type="radio"
              name="cancel-reason"
              value={item.code}
              checked={reason === item.code}
              onChange={() => setReason(item.code)}
            />
            {item.codeNm}
          </label>
        ))}
      </fieldset>
      {isEtc ? (
        <div className={styles.reasonDetail}>
          <label htmlFor={detailId}>{MATCHING_TEXTS.endReasonDetail}</label>
          <textarea
            id={detailId}
            value={detail}
            maxLength={LIMITS.reviewChars}
            required
            aria-invalid={detail.trim().length === 0}
            onChange={(event) => setDetail(event.target.value)}
            rows={3}
          />
          {detail.trim().length === 0 ? (
            <p className={page.hint}>{MATCHING_TEXTS.endReasonDetailRequired}</p>
          ) : null}
        </div>
      ) : null}
    </Popup>
  );
}
