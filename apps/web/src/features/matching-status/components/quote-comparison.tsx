import { useEffect, useMemo, useState } from 'react';
import {
  FAIR_PRICE_MIN_SAMPLE,
  type FairPrice,
  type MatchReq,
  type QuoteComparisonItem,
} from '@haetbit/contracts';
import { formatCapacity } from '../../../shared/format/number';
import {
  QUOTE_ROW_GROUPS,
  QUOTE_ROW_LABELS,
  quoteRowValues,
  type QuoteRowKey,
} from '../../../shared/format/quote';
import { LoadError } from '../../../shared/ui/load-error';
import { useAnalysis } from '../../../shared/api/get-analysis';
import { useQuoteComparison } from '../api/get-quote-comparison';
import {
  fairPriceReferenceLine,
  fairPriceSentence,
  fairPriceVerdict,
} from '../../../shared/format/fair-price';
import {
  differingRows,
  loadDeviceEngine,
  marks,
  paybackAtPrice,
  sortQuotes,
  type ComparedQuote,
  type DeviceEngine,
  type QuoteSortKey,
  type SortDirection,
} from '../lib/quote-forecast';
import detail from './detail.module.css';
import styles from './quote-comparison.module.css';

interface Row extends ComparedQuote {
  item: QuoteComparisonItem;
  values: Record<QuoteRowKey, string> | null;
}

const SORTS: { key: QuoteSortKey; label: string; direction: SortDirection }[] = [
  { key: 'totalPriceKrw', label: '총 공사비 낮은 순', direction: 'ascending' },
  { key: 'payback', label: '회수 빠른 순', direction: 'ascending' },
  { key: 'warranty', label: '보증 긴 순', direction: 'descending' },
];

/** The band as a bar: the middle half shaded, the median a line, this quote a dot. */
function FairPriceBar({ fairPrice }: { fairPrice: FairPrice }) {
  if (fairPrice.percentile === null) return null;
  return (
    <span className={styles.band} aria-hidden="true">
      <span className={styles.bandMiddle} />
      <span className={styles.bandMedian} />
      <span className={styles.bandDot} style={{ left: `${fairPrice.percentile}%` }} />
    </span>
  );
}

/**
 * Every submitted proposal as a card (issue 33): the same rows in the same order on every card,
 * a row whose values differ between the proposals marked '차이', the cheapest and the longest
 * warranty tagged, amounts in 만원/억, each price placed in the fair-price band, and beside each
 * price the owner's own payback at that price (the engine's finance on the device). Cards stack
 * at 414 px: nothing scrolls sideways.
 */
export function QuoteComparison(props: {
  match: MatchReq;
  selected: readonly number[];
  onProposal: (item: QuoteComparisonItem) => void;
}) {
  const { match } = props;
  const comparison = useQuoteComparison(match.id, true);
  const analysis = useAnalysis(match.matchAnalysisId);
  const inputs = analysis.data?.prediction?.profitData.financeInputs ?? null;
  const [engine, setEngine] = useState<DeviceEngine | null>(null);
  const [sort, setSort] = useState<QuoteSortKey>('totalPriceKrw');

  useEffect(() => {
    if (!inputs) return;
    let live = true;
    void loadDeviceEngine().then((loaded) => {
      if (live) setEngine(loaded);
    });
    return () => {
      live = false;
    };
  }, [inputs]);

  const rows = useMemo<Row[]>(
    () =>
      (comparison.data?.data ?? []).map((item) => {
        const quote = item.quote;
        return {
          ccId: item.ccId,
          item,
          values: quote ? quoteRowValues(quote) : null,
          totalPriceKrw: quote?.totalPriceKrw ?? null,
          pricePerKwKrw: quote?.pricePerKwKrw ?? null,
          payback:
            quote && engine && inputs ? paybackAtPrice(engine, inputs, quote.totalPriceKrw) : null,
          warranty: quote
            ? ([
                quote.warrantyWorkYears,
                quote.warrantyInverterYears,
                quote.warrantyModuleYears,
              ] as const)
            : null,
          days: quote?.constructionDays ?? null,
        };
      }),
    [comparison.data, engine, inputs],
  );

  if (comparison.isPending) return <p className={detail.muted}>불러오는 중…</p>;
  if (comparison.isError) {
    return (
      <LoadError
        title="견적 비교를 불러오지 못했습니다."
        error={comparison.error}
        onRetry={() => void comparison.refetch()}
        retrying={comparison.isFetching}
      />
    );
  }
  if (rows.length === 0) return null;

  const direction = SORTS.find((item) => item.key === sort)?.direction ?? 'ascending';
  const sorted = sortQuotes(rows, sort, direction);
  const marked = marks(rows);
  const differs = differingRows(rows.map((row) => row.values));
  const payback = (row: Row) =>
    !inputs
      ? '계산 불가'
      : !engine
        ? '계산 중…'
        : row.payback === null
          ? '20년 안에 어려움'
          : `${row.payback}년차`;

  return (
    <section className={detail.section} aria-labelledby="quote-compare-title">
      <h2 id="quote-compare-title" className={detail.sectionTitle}>
        견적 비교
      </h2>
      <p className={detail.hint}>
        {formatCapacity(comparison.data.systemSizeKw)} 기준, 부가세를 포함한 금액입니다. 모든 견적에
        같은 항목이 같은 순서로 있고, 견적마다 다른 항목에는 &lsquo;차이&rsquo;를 표시했습니다.
      </p>
      <div className={styles.sorts} role="group" aria-label="견적 정렬">
        {SORTS.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.sortButton}
            aria-pressed={sort === item.key}
            onClick={() => setSort(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <ol className={styles.cards}>
        {sorted.map((row) => {
          const { item, values } = row;
          const titleId = `quote-card-${item.ccId}`;
          return (
            <li key={item.ccId}>
              <article className={styles.card} aria-labelledby={titleId}>
                <header className={styles.cardHeader}>
                  <h3 id={titleId} className={styles.company}>
                    {item.comName}
                  </h3>
                  <span className={styles.tags}>
                    {marked.cheapest === item.ccId ? (
                      <span className={styles.best}>최저가</span>
                    ) : null}
                    {marked.longestWarranty === item.ccId ? (
                      <span className={styles.best}>최장 보증</span>
                    ) : null}
                    {item.checked ? <span className={styles.chosen}>최종 선정</span> : null}
                    {!item.checked && props.selected.includes(item.ccId) ? (
                      <span className={styles.chosen}>선택함</span>
                    ) : null}
                  </span>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => props.onProposal(item)}
                  >
                    제안서 보기
                  </button>
                </header>
                {values && item.quote ? (
                  <>
                    <p className={styles.price}>
                      <strong>{values.total}</strong>
                      <span>{values.perKw}</span>
                    </p>
                    {item.fairPrice ? (
                      <div className={styles.fair}>
                        <p className={styles.fairTitle}>
                          적정가 비교
                          {item.fairPrice.percentile !== null ? (
                            <span className={styles.verdict}>
                              {fairPriceVerdict(item.fairPrice.percentile)}
                            </span>
                          ) : null}
                        </p>
                        <FairPriceBar fairPrice={item.fairPrice} />
                        <p className={styles.fairText}>{fairPriceSentence(item.fairPrice)}</p>
                      </div>
                    ) : null}
                    <dl className={styles.rows}>
                      {QUOTE_ROW_GROUPS.map((group) =>
                        group.keys.map((key, index) => [
                          <div
                            key={key}
                            className={`${styles.row} ${index === 0 ? styles.groupStart : ''} ${
                              differs.has(key) ? styles.differs : ''
                            }`}
                          >
                            <dt>
                              {index === 0 ? (
                                <span className={styles.group}>{group.title}</span>
                              ) : null}
                              {QUOTE_ROW_LABELS[key]}
                              {differs.has(key) ? (
                                <span className={styles.diff}>
                                  차이<span className="visually-hidden"> (견적마다 다름)</span>
                                </span>
                              ) : null}
                            </dt>
                            <dd>
                              {values[key]}
                              {key === 'total' && marked.cheapest === item.ccId ? (
                                <span className={styles.best}>최저가</span>
                              ) : null}
                              {key === 'workWarranty' && marked.longestWarranty === item.ccId ? (
                                <span className={styles.best}>최장 보증</span>
                              ) : null}
                            </dd>
                          </div>,
                          // The owner's own payback at this price follows the price per kW.
                          key === 'perKw' ? (
                            <div key="payback" className={styles.row}>
                              <dt>내 예상 회수</dt>
                              <dd>{payback(row)}</dd>
                            </div>
                          ) : null,
                        ]),
                      )}
                    </dl>
                  </>
                ) : (
                  <p className={detail.muted}>견적서 없이 제안서만 제출했습니다.</p>
                )}
              </article>
            </li>
          );
        })}
      </ol>
      {comparison.data.fairPriceReferences.length > 0 &&
      rows.some((row) => (row.item.fairPrice?.referenceCount ?? 0) > 0) ? (
        <div className={styles.note}>
          <p>적정가 비교에 함께 쓴 참고 시세 (전국):</p>
          <ul>
            {comparison.data.fairPriceReferences.map((reference) => (
              <li key={`${reference.source}-${reference.manwonPerKw}-${reference.note}`}>
                {fairPriceReferenceLine(reference)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.note}>
        적정가 비교: 햇빛 매칭에서 고객이 최종 선정한 견적과 참고 시세를 설치 형태와 용량대별로
        모아, 이 견적의 kW당 가격이 어디쯤인지 보여 드립니다. 시·도 안의 견적이{' '}
        {FAIR_PRICE_MIN_SAMPLE}건 이상이면 그 시·도만으로 비교합니다. 내 예상 회수: 이 분석의 예상
        발전량과 기본 가정으로, 각 견적의 총 공사비를 사업비로 다시 계산한 투자비 회수 시점입니다.
        최장 보증은 하자이행보증, 인버터, 모듈 보증 순으로 비교합니다.
      </p>
    </section>
  );
}
