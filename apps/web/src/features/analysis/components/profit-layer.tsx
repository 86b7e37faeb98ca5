import { lazy, Suspense, useState } from 'react';
import type { InstallType, LandData, ProfitData, SelfConsumptionBody } from '@haetbit/contracts';
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
  paybackText,
  recalculate,
  sameAssumptions,
  serverFigures,
  type DeviceEngine,
  type OwnerAssumptions,
} from '../lib/owner-finance';
import { leadAssumptionKeys, SCENARIO_LABELS } from '../lib/scenario-labels';
import { AssumptionsDialog } from './assumptions-dialog';
import { OwnerAssumptionList } from './owner-assumption-list';
import { netText, SelfUsePanel } from './self-use-panel';
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
  /** A roof: the forecast made again with the owner's own use (상계거래). */
  selfUse?: {
    busy: boolean;
    error: string | null;
    compare: (selfConsumption: SelfConsumptionBody) => void;
  };
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
  // Changed = different from the forecast's own assumptions (after a reset nothing is changed).
  const changed =
    owner !== null &&
    engine !== null &&
    inputs !== undefined &&
    assumptions !== null &&
    !sameAssumptions(assumptions, defaultAssumptions(engine, inputs));
  const scenario = assumptions?.priceScenario ?? profitData.finance?.priceScenario ?? null;
  const years = shown.years;
  const equityKrw = -(shown.profitChartKrw[0] ?? 0);
  const paysBack = shown.equityPaybackYear !== null;
  const leadKeys = scenario ? leadAssumptionKeys(scenario) : [];
  const leadAssumptions = (profitData.ownerAssumptions ?? [])
    .filter((entry) => leadKeys.includes(entry.key))
    .sort((a, b) => leadKeys.indexOf(a.key) - leadKeys.indexOf(b.key));
  const jeju = profitData.prices.localDiv === 9;
  const compareSelfUse = (body: SelfConsumptionBody) => {
    // The new forecast brings its own defaults: the device's changes start again from them.
    setAssumptions(null);
    props.selfUse?.compare(body);
  };
  const openAssumptions = () => {
    if (!inputs) return;
    void loadDeviceEngine().then((loaded) => {
      setEngine(loaded);
      setAssumptions((current) => current ?? defaultAssumptions(loaded, inputs));
      setAssumptionsOpen(true);
    });
  };
  const band = profitData.uncertainty;

  const firstYearKwh = profitData.headline?.firstYearKwh ?? profitData.mAvgPower * 12;
  const figures: [string, string][] = [
    ['연평균 수익', netText(shown.yAvgProfitKrw)],
    ['월평균 수익', netText(shown.mAvgProfitKrw)],
    [`${years}년 뒤 남는 돈`, netText(shown.predictionProfitKrw)],
    ['예상 사업비', formatWonAsManwon(shown.projectCostKrw)],
    ['첫해 발전량', formatKwh(firstYearKwh)],
    ['월평균 발전량', formatKwh(firstYearKwh / 12)],
    ['일평균 발전시간', `${profitData.dAvgPowerTime.toLocaleString('ko-KR')}시간`],
  ];

  return (
    <Layer title="예상 수익 분석 결과" onClose={props.onClose}>
      <div className={styles.content}>
        <p className={styles.lead}>
          {INSTALL_TYPE_LABELS[installType]} · {formatCapacity(systemSizeKw)} 설치 시
          {scenario ? ` · ${SCENARIO_LABELS[scenario]} 기준` : ''}
          <strong className={styles.headline}>
            {shown.yAvgProfitKrw >= 0
              ? `운영비, 대출 상환과 세금을 빼고 연평균 약 ${formatWonAsManwon(shown.yAvgProfitKrw)}이 남을 것으로 예상됩니다.`
              : `운영비, 대출 상환과 세금을 빼면 해마다 평균 약 ${formatWonAsManwon(-shown.yAvgProfitKrw)}씩 모자랄 것으로 예상됩니다.`}
          </strong>
        </p>
        {profitData.finance ? (
          <p className={styles.p90}>
            날씨가 나쁜 해가 이어지면(10년에 1번 정도){' '}
            {shown.p90YAvgProfitKrw >= 0
              ? `연평균 ${formatWonAsManwon(shown.p90YAvgProfitKrw)}보다 적을 수 있습니다.`
              : `해마다 평균 ${formatWonAsManwon(-shown.p90YAvgProfitKrw)}보다 더 모자랄 수 있습니다.`}
          </p>
        ) : null}
        {profitData.finance ? (
          <p className={styles.keyFigures}>
            사업 수익률(IRR) <strong>{formatIrr(shown.projectIrr)}</strong> · 내 돈 회수{' '}
            <strong>{paybackText(shown)}</strong>
          </p>
        ) : null}
        <p className={paysBack ? styles.net : `${styles.net} ${styles.warning}`}>
          {paysBack
            ? `처음 들이는 내 돈 ${formatWonAsManwon(equityKrw)}을 빼고 ${years}년 뒤 ${netText(shown.predictionProfitKrw)}이 남아요. 아래 그래프의 마지막 값과 같습니다.`
            : `이 조건에서는 ${years}년 동안 번 돈으로 처음 들이는 내 돈 ${formatWonAsManwon(equityKrw)}을 되찾지 못해요. ${years}년 뒤 ${netText(shown.predictionProfitKrw)}으로 끝납니다.`}
        </p>
        {changed ? <p className={styles.muted}>직접 바꾼 가정으로 다시 계산한 값입니다.</p> : null}
        {jeju ? <JejuNote profitData={profitData} /> : null}

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
              <>
                <PowerChart monthlyKwh={monthlyKwh} bandSigmaPct={band?.monthlySigmaPct ?? null} />
                {band ? (
                  <p className={styles.muted}>
                    막대 위의 가는 세로선은 날씨에 따라 그 달 발전량이 오르내릴 수 있는 폭이에요.
                  </p>
                ) : null}
              </>
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
            첫해 발전량은 월별 막대를 더한 값이며, 10년에 1번 정도는 {formatKwh(band.p90AnnualKwh)}{' '}
            아래로 내려갈 수 있습니다(P90).
          </p>
        ) : null}

        {leadAssumptions.length > 0 ? (
          <section aria-labelledby="profit-basis" className={styles.basis}>
            <h3 id="profit-basis" className={styles.sectionTitle}>
              이 결과에 쓴 가격과 기준
            </h3>
            <OwnerAssumptionList
              entries={leadAssumptions}
              label="이 결과에 쓴 가격과 기준"
              compact
            />
            <p className={styles.muted}>
              운영비, 성능 저하, 세금 같은 나머지 가정도 &lsquo;가정 보기&rsquo;에서 기준일, 출처와
              함께 볼 수 있어요.
            </p>
          </section>
        ) : null}

        {installType === 'R' && props.selfUse ? (
          <SelfUsePanel
            profitData={profitData}
            busy={props.selfUse.busy}
            error={props.selfUse.error}
            onCompare={compareSelfUse}
          />
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
          ownerAssumptions={profitData.ownerAssumptions}
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
            ownerAssumptions={changed ? assumptions : null}
            onClose={() => setReportOpen(false)}
          />
        </LazyLayer>
      ) : null}
    </Layer>
  );
}

/**
 * 제주 (M10): which SMP the result used and what 출력제어 means for it, on the result itself.
 */
function JejuNote({ profitData }: { profitData: ProfitData }) {
  const smp = profitData.ownerAssumptions?.find((entry) => entry.key === 'smp');
  const landSmp = profitData.prices.smpArea === 'land';
  const curtailment = profitData.curtailment;
  return (
    <section aria-labelledby="profit-jeju" className={styles.jeju}>
      <h3 id="profit-jeju" className={styles.sectionTitle}>
        제주 발전소라면 알아 두세요
      </h3>
      <p className={styles.muted}>
        {landSmp
          ? '제주 SMP가 12개월치 모두 공표되지 않아 육지 SMP로 계산했어요(미확인). 제주 SMP는 육지보다 낮은 달이 많아 실제 수익이 더 적을 수 있어요.'
          : '제주 SMP(제주 전력 도매가격)로 계산했어요.'}
        {smp ? ` 현물 시장 첫해 SMP ${smp.value ?? ''}${smp.unitKo}.` : ''}
      </p>
      <p className={styles.muted}>
        출력제어는 전력망에 전기가 넘칠 때 발전을 멈추게 하는 조치예요. 제주는 육지보다 자주 일어나,
        한 해 발전량의{' '}
        {(curtailment?.pct ?? profitData.curtailmentPct ?? 0).toLocaleString('ko-KR', {
          maximumFractionDigits: 1,
        })}
        %를 잃는다고 봤어요.
        {curtailment && curtailment.zeroPriceEnergyPct > 0
          ? ` 또 전기값이 0원 이하로 떨어지는 시간에 만드는 전기(한 해의 ${curtailment.zeroPriceEnergyPct.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%)는 SMP 수입이 없다고 보고 뺐어요.`
          : ''}
      </p>
    </section>
  );
}
