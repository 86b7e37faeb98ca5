import { useEffect, useMemo, useState } from 'react';
import type { MatchReq, QuoteComparisonItem } from '@haetbit/contracts';
import { formatCapacity } from '../../../shared/format/number';
import { LoadError } from '../../../shared/ui/load-error';
import { useMatchAnalysis } from '../api/get-match-analysis';
import { useQuoteComparison } from '../api/get-quote-comparison';
import {
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
}

const COLUMNS: { key: QuoteSortKey; label: string; first: SortDirection }[] = [
  { key: 'totalPriceKrw', label: '총 공사비', first: 'ascending' },
  { key: 'pricePerKwKrw', label: 'kW당 가격', first: 'ascending' },
  { key: 'payback', label: '내 예상 회수', first: 'ascending' },
  { key: 'warranty', label: '보증', first: 'descending' },
  { key: 'days', label: '공사 기간', first: 'ascending' },
];

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;
const manwon = (value: number) => `${Math.round(value / 10_000).toLocaleString('ko-KR')}만원`;

/**
 * Every submitted proposal side by side (issue 19): price, price per kW, equipment, warranties,
 * schedule, financing and validity, sortable, the cheapest and the longest warranty marked, and
 * beside each price the owner's own forecast at that price (payback year, the engine's finance
 * on the device). At SP2 each row can be chosen for the final confirmation.
 */
export function QuoteComparison(props: {
  match: MatchReq;
  selectable: boolean;
  selected: readonly number[];
  onToggle: (ccId: number) => void;
  onProposal: (item: QuoteComparisonItem) => void;
}) {
  const { match } = props;
  const comparison = useQuoteComparison(match.id, true);
  const analysis = useMatchAnalysis(match.matchAnalysisId, true);
  const inputs = analysis.data?.profitData?.financeInputs ?? null;
  const [engine, setEngine] = useState<DeviceEngine | null>(null);
  const [sort, setSort] = useState<{ key: QuoteSortKey; direction: SortDirection }>({
    key: 'totalPriceKrw',
    direction: 'ascending',
  });

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

  const sorted = sortQuotes(rows, sort.key, sort.direction);
  const marked = marks(rows);
  const toggleSort = (key: QuoteSortKey, first: SortDirection) =>
    setSort((current) =>
      current.key === key
        ? {
            key,
            direction: current.direction === 'ascending' ? 'descending' : 'ascending',
          }
        : { key, direction: first },
    );
  const header = (column: (typeof COLUMNS)[number]) => (
    <th key={column.key} scope="col" aria-sort={sort.key === column.key ? sort.direction : 'none'}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => toggleSort(column.key, column.first)}
      >
        {column.label}
      </button>
    </th>
  );

  return (
    <section className={detail.section} aria-labelledby="quote-compare-title">
      <h2 id="quote-compare-title" className={detail.sectionTitle}>
        견적 비교
      </h2>
      <p className={detail.hint}>
        {formatCapacity(comparison.data.systemSizeKw)} 기준입니다. 제목을 누르면 정렬됩니다.
      </p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">제안서별 견적 비교</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.company}>
                시공사
              </th>
              {COLUMNS.slice(0, 3).map(header)}
              <th scope="col">모듈</th>
              <th scope="col">인버터 · 구조물</th>
              {COLUMNS.slice(3).map(header)}
              <th scope="col">금융 지원</th>
              <th scope="col">유효기간</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => {
              const { item } = row;
              const quote = item.quote;
              return (
                <tr key={item.ccId}>
                  <th scope="row" className={styles.company}>
                    {props.selectable ? (
                      <input
                        type="checkbox"
                        className={styles.check}
                        aria-label={`${item.comName} 견적 선택`}
                        checked={props.selected.includes(item.ccId)}
                        onChange={() => props.onToggle(item.ccId)}
                      />
                    ) : null}
                    {item.comName}
                    {item.checked ? <span className={styles.mark}>최종 선정</span> : null}
                    <span className={styles.sub}>
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => props.onProposal(item)}
                      >
                        제안서 보기
                      </button>
                    </span>
                  </th>
                  {quote ? (
                    <>
                      <td className={styles.number}>
                        {won(quote.totalPriceKrw)}
                        {marked.cheapest === item.ccId ? (
                          <span className={styles.mark}>최저가</span>
                        ) : null}
                      </td>
                      <td className={styles.number}>{manwon(quote.pricePerKwKrw)}</td>
                      <td>
                        {!inputs
                          ? '계산 불가'
                          : !engine
                            ? '계산 중…'
                            : row.payback === null
                              ? '20년 안에 어려움'
                              : `${row.payback}년차`}
                      </td>
                      <td>
                        {quote.moduleMaker} {quote.moduleModel}
                        <span className={styles.sub}>{quote.moduleWatt}W</span>
                      </td>
                      <td>
                        {quote.inverterMaker}
                        <span className={styles.sub}>{quote.structure}</span>
                      </td>
                      <td>
                        시공 {quote.warrantyWorkYears}년
                        <span className={styles.sub}>
                          인버터 {quote.warrantyInverterYears}년 · 모듈 {quote.warrantyModuleYears}
                          년
                        </span>
                        {marked.longestWarranty === item.ccId ? (
                          <span className={styles.mark}>최장 보증</span>
                        ) : null}
                      </td>
                      <td>{quote.constructionDays}일</td>
                      <td>
                        {quote.financingHelp ? '지원' : '없음'}
                        {quote.financingNote ? (
                          <span className={styles.sub}>{quote.financingNote}</span>
                        ) : null}
                      </td>
                      <td>{quote.validUntil}까지</td>
                    </>
                  ) : (
                    <td colSpan={9} className={detail.muted}>
                      견적서 없이 제안서만 제출했습니다.
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        내 예상 회수: 이 분석의 예상 발전량과 기본 가정으로, 각 견적의 총 공사비를 사업비로 다시
        계산한 투자비 회수 시점입니다. 최장 보증은 시공 하자보증, 인버터, 모듈 보증 순으로
        비교합니다.
      </p>
    </section>
  );
}
