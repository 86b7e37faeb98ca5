import { lazy, Suspense, useState } from 'react';
import type { InstallType, ProfitData } from '@haetbit/contracts';
import { formatCapacity, formatKwh, formatWonAsManwon } from '../../../shared/format/number';
import { reviewByline, reviewStars } from '../../../shared/format/review';
import buttons from '../../../shared/ui/button.module.css';
import { Layer } from '../../../shared/ui/layer';
import { Tabs, tabPanelProps } from '../../../shared/ui/tabs';
import { useInstallReviewsByType } from '../api/get-install-reviews';
import { INSTALL_TYPE_LABELS } from '../lib/labels';
import styles from './profit-layer.module.css';

// Chart code is its own chunk: it loads when the result opens, not with the first screen.
const ProfitChart = lazy(() => import('./charts').then((m) => ({ default: m.ProfitChart })));
const PowerChart = lazy(() => import('./charts').then((m) => ({ default: m.PowerChart })));

const TABS = [
  { key: 'profit', label: '20년 수익 그래프' },
  { key: 'power', label: '연간 발전량 차트' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface ProfitLayerProps {
  installType: InstallType;
  systemSizeKw: number;
  profitData: ProfitData;
  monthlyKwh: number[];
  onClose: () => void;
  onFeasibility: () => void;
  onTech: () => void;
  onRecruit: () => void;
}

/** The profit result (spec section 2): two chart tabs, key figures, reviews and next actions. */
export default function ProfitLayer(props: ProfitLayerProps) {
  const { installType, systemSizeKw, profitData, monthlyKwh } = props;
  const [tab, setTab] = useState<TabKey>('profit');
  const reviews = useInstallReviewsByType(installType);

  const figures: [string, string][] = [
    ['연평균 수익', formatWonAsManwon(profitData.yAvgProfit)],
    ['월평균 수익', formatWonAsManwon(profitData.mAvgProfit)],
    ['20년 예상 수익', formatWonAsManwon(profitData.predictionProfit)],
    ['예상 사업비', formatWonAsManwon(profitData.predictionBizCost)],
    ['월평균 발전량', formatKwh(profitData.mAvgPower)],
    ['일평균 발전시간', `${profitData.dAvgPowerTime.toLocaleString('ko-KR')}시간`],
  ];

  return (
    <Layer title="예상 수익 분석 결과" onClose={props.onClose}>
      <div className={styles.content}>
        <p className={styles.lead}>
          {INSTALL_TYPE_LABELS[installType]} · {formatCapacity(systemSizeKw)} 설치 시
          <strong className={styles.headline}>
            연평균 약 {formatWonAsManwon(profitData.yAvgProfit)}의 수익이 예상됩니다.
          </strong>
        </p>

        <Tabs
          items={TABS}
          selected={tab}
          onSelect={setTab}
          label="예상 수익 차트"
          idPrefix="profit-chart"
        />
        <div {...tabPanelProps('profit-chart', tab)} className={styles.panel}>
          <Suspense fallback={<p className={styles.muted}>차트를 불러오는 중…</p>}>
            {tab === 'profit' ? (
              <ProfitChart profitChartKrw={profitData.profitChart} />
            ) : (
              <PowerChart monthlyKwh={monthlyKwh} />
            )}
          </Suspense>
        </div>

        <dl className={styles.figures}>
          {figures.map(([term, value]) => (
            <div key={term} className={styles.figure}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {profitData.paybackYear !== null ? (
          <p className={styles.muted}>
            투자비는 약 {profitData.paybackYear}년 후 회수될 것으로 예상됩니다.
          </p>
        ) : null}

        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={props.onFeasibility}>
            사업성 분석 보기
          </button>
          <button type="button" className={buttons.secondary} onClick={props.onTech}>
            발전량 예측 기술 알아보기
          </button>
          <button type="button" className={buttons.primary} onClick={props.onRecruit}>
            시공사 모집하기
          </button>
        </div>

        <section aria-labelledby="profit-reviews" className={styles.reviews}>
          <h3 id="profit-reviews" className={styles.sectionTitle}>
            {INSTALL_TYPE_LABELS[installType]} 태양광 고객 후기
          </h3>
          {reviews.isPending ? (
            <p className={styles.muted}>불러오는 중…</p>
          ) : (reviews.data ?? []).length === 0 ? (
            <p className={styles.muted}>아직 등록된 후기가 없습니다.</p>
          ) : (
            <ul className={styles.reviewList} aria-label="고객 후기 목록">
              {(reviews.data ?? []).slice(0, 20).map((review) => (
                <li
                  key={`${review.isSample ? 'sample' : 'review'}-${review.id}`}
                  className={styles.review}
                >
                  <p className={styles.reviewMeta}>
                    {review.region} · {review.systemSize}kW
                    <span aria-label={`별점 ${review.score}점`} className={styles.stars}>
                      {reviewStars(review.score)}
                    </span>
                  </p>
                  <p className={styles.reviewTitle}>{review.title}</p>
                  <p className={styles.reviewText}>{review.contents}</p>
                  <p className={styles.muted}>{reviewByline(review)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Layer>
  );
}
