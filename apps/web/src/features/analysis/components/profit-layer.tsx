import { lazy, Suspense, useState } from 'react';
import type { InstallType, LandData, ProfitData } from '@haetbit/contracts';
import { formatCapacity, formatKwh, formatWonAsManwon } from '../../../shared/format/number';
import { reviewByline, reviewPlace, reviewStars } from '../../../shared/format/review';
import buttons from '../../../shared/ui/button.module.css';
import { Layer } from '../../../shared/ui/layer';
import { LazyLayer } from '../../../shared/ui/lazy-layer';
import { Tabs, tabPanelProps } from '../../../shared/ui/tabs';
import { useInstallReviewsByType } from '../api/get-install-reviews';
import { INSTALL_TYPE_LABELS } from '../lib/labels';
import {
  defaultAssumptions,
  formatIrr,
  loadDeviceEngine,
  recalculate,
  serverFigures,
  type DeviceEngine,
  type OwnerAssumptions,
} from '../lib/owner-finance';
import { AssumptionsDialog } from './assumptions-dialog';
import type { ReportCapacity } from './profit-report';
import styles from './profit-layer.module.css';

// Chart code is its own chunk: it loads when the result opens, not with the first screen.
const ProfitChart = lazy(() => import('./charts').then((m) => ({ default: m.ProfitChart })));
const PowerChart = lazy(() => import('./charts').then((m) => ({ default: m.PowerChart })));
// The one-page report loads when the owner asks for it.
const ProfitReport = lazy(() => import('./profit-report'));

const TABS = [
  { key: 'profit', label: '20년 수익 그래프' },
  { key: 'power', label: '연간 발전량 차트' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface ProfitLayerProps {
  address: string;
  landData: LandData;
  installType: InstallType;
  /** The capacity the forecast is for: its size, module count and area. */
  capacity: ReportCapacity;
  profitData: ProfitData;
  monthlyKwh: number[];
  onClose: () => void;
  onFeasibility: () => void;
  onTech: () => void;
  onRecruit: () => void;
}

/** The profit result (spec section 2): two chart tabs, key figures, reviews and next actions. */
export default function ProfitLayer(props: ProfitLayerProps) {
  const { installType, capacity, profitData, monthlyKwh } = props;
  const systemSizeKw = capacity.systemSizeKw;
  const [tab, setTab] = useState<TabKey>('profit');
  const reviews = useInstallReviewsByType(installType);
  // The owner's own assumptions, recomputed on the device by the engine's finance (loaded when
  // "가정 보기" opens); null = the server's forecast as stored.
  const [engine, setEngine] = useState<DeviceEngine | null>(null);
  const [assumptions, setAssumptions] = useState<OwnerAssumptions | null>(null);
  const [assumptionsOpen, setAssumptionsOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const inputs = profitData.financeInputs;
  const owner = engine && assumptions && inputs ? recalculate(engine, inputs, assumptions) : null;
  const shown = owner ?? serverFigures(profitData);
  const openAssumptions = () => {
    if (!inputs) return;
    void loadDeviceEngine().then((loaded) => {
      setEngine(loaded);
      setAssumptions((current) => current ?? defaultAssumptions(loaded, inputs));
      setAssumptionsOpen(true);
    });
  };
  const band = profitData.uncertainty;

  const figures: [string, string][] = [
    ['연평균 수익', formatWonAsManwon(shown.yAvgProfitKrw)],
    ['월평균 수익', formatWonAsManwon(shown.mAvgProfitKrw)],
    ['20년 예상 수익', formatWonAsManwon(shown.predictionProfitKrw)],
    ['예상 사업비', formatWonAsManwon(shown.projectCostKrw)],
    ['월평균 발전량', formatKwh(profitData.mAvgPower)],
    ['일평균 발전시간', `${profitData.dAvgPowerTime.toLocaleString('ko-KR')}시간`],
  ];

  return (
    <Layer title="예상 수익 분석 결과" onClose={props.onClose}>
      <div className={styles.content}>
        <p className={styles.lead}>
          {INSTALL_TYPE_LABELS[installType]} · {formatCapacity(systemSizeKw)} 설치 시
          <strong className={styles.headline}>
            운영비, 대출 상환과 세금을 빼고 연평균 약 {formatWonAsManwon(shown.yAvgProfitKrw)}이
            남을 것으로 예상됩니다.
          </strong>
        </p>
        {profitData.finance ? (
          <p className={styles.p90}>
            날씨가 나쁜 해가 이어지면(10년에 1번 정도) 연평균{' '}
            {formatWonAsManwon(shown.p90YAvgProfitKrw)}보다 적을 수 있습니다.
          </p>
        ) : null}
        {profitData.finance ? (
          <p className={styles.keyFigures}>
            사업 수익률(IRR) <strong>{formatIrr(shown.projectIrr)}</strong> · 투자비 회수{' '}
            <strong>
              {shown.projectPaybackYear === null
                ? '20년 안에 어려움'
                : `${shown.projectPaybackYear}년차`}
            </strong>
            {shown.equityPaybackYear !== null ? ` (내 돈 기준 ${shown.equityPaybackYear}년차)` : ''}
          </p>
        ) : null}
        {owner ? <p className={styles.muted}>직접 바꾼 가정으로 다시 계산한 값입니다.</p> : null}

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
              <ProfitChart
                profitChartKrw={shown.profitChartKrw}
                p90ChartKrw={shown.p90ProfitChartKrw}
              />
            ) : (
              <PowerChart monthlyKwh={monthlyKwh} bandSigmaPct={band?.monthlySigmaPct ?? null} />
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
        {!profitData.finance && profitData.paybackYear !== null ? (
          <p className={styles.muted}>
            투자비는 약 {profitData.paybackYear}년 후 회수될 것으로 예상됩니다.
          </p>
        ) : null}
        {band ? (
          <p className={styles.muted}>
            첫해 발전량 {band.p50AnnualKwh.toLocaleString('ko-KR')}kWh, 10년에 1번 정도는{' '}
            {band.p90AnnualKwh.toLocaleString('ko-KR')}kWh 아래로 내려갈 수 있습니다(P90).
          </p>
        ) : null}

        <div className={styles.actions}>
          {inputs ? (
            <button type="button" className={buttons.secondary} onClick={openAssumptions}>
              가정 보기
            </button>
          ) : null}
          <button type="button" className={buttons.secondary} onClick={() => setReportOpen(true)}>
            리포트 저장
          </button>
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
                    {reviewPlace(review)}
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
      {assumptionsOpen && engine && assumptions && inputs && owner ? (
        <AssumptionsDialog
          engine={engine}
          inputs={inputs}
          assumptions={assumptions}
          defaults={defaultAssumptions(engine, inputs)}
          figures={owner}
          isLand={installType === 'L'}
          prices={profitData.prices}
          onChange={setAssumptions}
          onClose={() => setAssumptionsOpen(false)}
        />
      ) : null}
      {reportOpen ? (
        <LazyLayer>
          <ProfitReport
            address={props.address}
            installType={installType}
            capacity={capacity}
            landData={props.landData}
            profitData={profitData}
            figures={shown}
            ownerAssumptions={owner ? assumptions : null}
            onClose={() => setReportOpen(false)}
          />
        </LazyLayer>
      ) : null}
    </Layer>
  );
}
