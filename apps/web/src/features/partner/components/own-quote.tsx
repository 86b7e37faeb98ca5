import { Fragment } from 'react';
import { QUOTE_ROW_GROUPS, QUOTE_ROW_LABELS, quoteRowValues } from '../../../shared/format/quote';
import { useOwnQuote } from '../api/get-own-quote';
import { FairPriceNote } from './fair-price-note';
import styles from '../partner.module.css';

/**
 * The quote the contractor sent, read-only once the proposal period ended (SP2, CMC and after the
 * match ended): the rows the owner compared, in the owner's words.
 */
export function OwnQuote({ matchReqId }: { matchReqId: number }) {
  const own = useOwnQuote(matchReqId);
  if (own.isPending) return null;
  if (own.isError) {
    return (
      <p className={styles.error} role="alert">
        {own.error.message}
      </p>
    );
  }
  const { quote, fairPrice } = own.data;
  const values = quote ? quoteRowValues(quote) : null;
  return (
    <section aria-label="제출한 견적">
      <h3 className={styles.subtitle}>제출한 견적</h3>
      {values ? (
        <>
          <p className={styles.muted}>제안 기간이 끝나 견적을 더 고칠 수 없습니다.</p>
          {fairPrice ? <FairPriceNote fairPrice={fairPrice} /> : null}
          <dl className={styles.facts}>
            {QUOTE_ROW_GROUPS.flatMap((group) => group.keys).map((key) => (
              <Fragment key={key}>
                <dt>{QUOTE_ROW_LABELS[key]}</dt>
                <dd>{values[key]}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : (
        <p>제안 기간 동안 견적을 작성하지 않았습니다.</p>
      )}
    </section>
  );
}
