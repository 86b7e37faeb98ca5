import { Fragment } from 'react';
import { QUOTE_LABELS, type Quote } from '@haetbit/contracts';
import { useOwnQuote } from '../api/get-own-quote';
import styles from '../partner.module.css';

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

/** The quote's fields in the order of the form, as text. */
function rowsOf(quote: Quote): [string, string][] {
  return [
    [QUOTE_LABELS.totalPriceKrw, won(quote.totalPriceKrw)],
    [QUOTE_LABELS.pricePerKwKrw, won(quote.pricePerKwKrw)],
    [QUOTE_LABELS.moduleMaker, quote.moduleMaker],
    [QUOTE_LABELS.moduleModel, quote.moduleModel],
    [QUOTE_LABELS.moduleWatt, `${quote.moduleWatt}W`],
    [QUOTE_LABELS.inverterMaker, quote.inverterMaker],
    [QUOTE_LABELS.structure, quote.structure],
    [QUOTE_LABELS.warrantyModuleYears, `${quote.warrantyModuleYears}년`],
    [QUOTE_LABELS.warrantyInverterYears, `${quote.warrantyInverterYears}년`],
    [QUOTE_LABELS.warrantyWorkYears, `${quote.warrantyWorkYears}년`],
    [QUOTE_LABELS.constructionDays, `${quote.constructionDays}일`],
    [
      QUOTE_LABELS.financingHelp,
      quote.financingHelp
        ? `지원${quote.financingNote ? ` (${quote.financingNote})` : ''}`
        : '없음',
    ],
    [QUOTE_LABELS.validUntil, quote.validUntil],
  ];
}

/**
 * The quote the contractor sent, read-only once the proposal period ended (SP2, CMC and after the
 * match ended): what the owner compared.
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
  const { quote } = own.data;
  return (
    <section aria-label="제출한 견적">
      <h3 className={styles.subtitle}>제출한 견적</h3>
      {quote ? (
        <>
          <p className={styles.muted}>제안 기간이 끝나 견적을 더 고칠 수 없습니다.</p>
          <dl className={styles.facts}>
            {rowsOf(quote).map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
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
