import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  kstDay,
  type InstallType,
  type LandData,
  type LngLat,
  type ParcelBoundary,
  type ProfitData,
} from '@haetbit/contracts';
import { metresPerDegree } from '@haetbit/solar/geometry';
import { formatDate } from '../../../shared/format/date';
import { formatCapacity, formatKwh, formatWonAsManwon } from '../../../shared/format/number';
import buttons from '../../../shared/ui/button.module.css';
import { Layer } from '../../../shared/ui/layer';
import { INSTALL_TYPE_LABELS, TOTAL_VERDICT_TEXT, VERDICT_LABELS } from '../lib/labels';
import {
  defaultAssumptions,
  formatIrr,
  loadDeviceEngine,
  paybackText,
  type DeviceEngine,
  type OwnerAssumptions,
  type OwnerFigures,
} from '../lib/owner-finance';
import { layoutPanels } from '../lib/panel-layout';
import { canShareFile, downloadFile, reportFile, reportFileName } from '../lib/report-file';
import { serverNow } from '../../../shared/api/server-time';
import { ProfitChart } from './charts';
import { SCENARIO_LABELS } from '../lib/scenario-labels';
import { isUnconfirmed, OwnerSourceLine, ownerValueText } from './owner-assumption-list';
import { netText } from './self-use-panel';
import styles from './profit-report.module.css';

/** The print copy's title id: the saved file is made from that copy. */
const PRINT_TITLE_ID = 'report-print-title';

/** The capacity a report is for: size, module count and the area laid out. */
export interface ReportCapacity {
  systemSizeKw: number;
  moduleQty: number;
  areaM2: number | null;
}

export interface ProfitReportProps {
  address: string;
  installType: InstallType;
  capacity: ReportCapacity;
  landData: LandData;
  profitData: ProfitData;
  /** The figures the profit screen shows (the owner's own assumptions when changed). */
  figures: OwnerFigures;
  /** The owner's assumptions when changed on the device; null = the forecast's defaults. */
  ownerAssumptions: OwnerAssumptions | null;
  onClose: () => void;
}

const FEASIBILITY_ROWS = [
  ['landType', '지목·건축물 용도'],
  ['restrictedZone', '규제구역'],
  ['powerLine', '선로 용량'],
  ['ordinance', '이격거리 조례'],
] as const;

const number = (value: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: 2 });

/** The parcel outline and the modules of the stated capacity, drawn to scale (north up). */
function ParcelSketch(props: {
  boundary: ParcelBoundary;
  installType: InstallType;
  areaM2: number | null;
}) {
  const { boundary, installType, areaM2 } = props;
  const layout = useMemo(
    () => layoutPanels({ installType, areaM2, boundary }),
    [installType, areaM2, boundary],
  );
  const ring = boundary.boundaryPos;
  if (ring.length < 3) return null;
  const lat0 = ring.reduce((sum, [, lat]) => sum + lat, 0) / ring.length;
  const { x: kx, y: ky } = metresPerDegree(lat0);
  const points = [...ring, ...layout.panels.flat()];
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  const minLng = Math.min(...lngs);
  const maxLat = Math.max(...lats);
  const widthM = (Math.max(...lngs) - minLng) * kx;
  const heightM = (maxLat - Math.min(...lats)) * ky;
  const pad = Math.max(widthM, heightM) * 0.05 + 1;
  const point = ([lng, lat]: LngLat) =>
    `${((lng - minLng) * kx + pad).toFixed(2)},${((maxLat - lat) * ky + pad).toFixed(2)}`;
  const polygon = (corners: LngLat[]) => corners.map(point).join(' ');
  const where =
    layout.shape === 'square'
      ? `지붕 면적 ${areaM2 ? number(areaM2) : ''}㎡를 정사각형으로 본 배치`
      : layout.shape === 'scaledOutline'
        ? `입력한 면적 ${areaM2 ? number(areaM2) : ''}㎡만큼 줄인 필지 모양에 배치`
        : '패널 배치';
  const label =
    layout.count > 0
      ? `필지 경계와 ${where}: 모듈 ${number(layout.count)}장, 줄 간격 ${number(layout.rowPitchM)}m`
      : '필지 경계';
  return (
    <figure className={styles.map}>
      <svg
        viewBox={`0 0 ${(widthM + 2 * pad).toFixed(2)} ${(heightM + 2 * pad).toFixed(2)}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        <polygon points={polygon(ring)} className={styles.parcel} />
        {layout.panels.map((panel, index) => (
          <polygon key={index} points={polygon(panel)} className={styles.panel} />
        ))}
      </svg>
      <figcaption>{label} · 위쪽이 북쪽</figcaption>
    </figure>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{props.title}</h3>
      {props.children}
    </section>
  );
}

/** The one-page report itself (on screen in the layer, and alone on paper). */
function ReportArticle(props: ProfitReportProps & { engine: DeviceEngine | null; id: string }) {
  const { profitData, figures, landData, installType, engine } = props;
  const feasibility = landData.feasibility[installType];
  const band = profitData.uncertainty;
  const inputs = profitData.financeInputs;
  const owner =
    props.ownerAssumptions ?? (engine && inputs ? defaultAssumptions(engine, inputs) : null);
  const listed = profitData.ownerAssumptions ?? [];
  const unconfirmedCount = listed.filter(isUnconfirmed).length;
  const scenario = owner?.priceScenario ?? profitData.finance?.priceScenario ?? null;
  const years = figures.years;

  const firstYearKwh = profitData.headline?.firstYearKwh ?? profitData.mAvgPower * 12;
  const forecastRows: [string, string][] = [
    ['연평균 수익 (보통 해, P50)', formatWonAsManwon(figures.yAvgProfitKrw)],
    ['날씨가 나쁜 해가 이어질 때 (P90)', formatWonAsManwon(figures.p90YAvgProfitKrw)],
    [`${years}년 뒤 남는 돈 (내 돈을 뺀 값)`, netText(figures.predictionProfitKrw)],
    ['예상 사업비', formatWonAsManwon(figures.projectCostKrw)],
    ['사업 수익률(IRR)', formatIrr(figures.projectIrr)],
    ['내 돈 회수', paybackText(figures)],
    ['첫해 발전량 (P50)', formatKwh(firstYearKwh)],
    ['일평균 발전시간', `${number(profitData.dAvgPowerTime)}시간`],
  ];
  if (band) {
    forecastRows.push(
      ['10년에 1번 정도 이보다 적음 (P90)', formatKwh(band.p90AnnualKwh)],
      ['10년에 1번 정도 이보다 많음 (P10)', formatKwh(band.p10AnnualKwh)],
    );
  }

  return (
    <article className={styles.report} aria-labelledby={props.id}>
      <header className={styles.header}>
        <h2 id={props.id} className={styles.title}>
          태양광 수익 분석 리포트
        </h2>
        <p className={styles.address}>{props.address}</p>
        <p className={styles.meta}>
          {INSTALL_TYPE_LABELS[installType]} · {formatCapacity(props.capacity.systemSizeKw)} (480W
          모듈 {number(props.capacity.moduleQty)}장)
          {scenario ? ` · ${SCENARIO_LABELS[scenario]} 기준` : ''} · 작성일{' '}
          {formatDate(serverNow().toISOString())}
        </p>
        <p className={styles.meta}>
          햇빛·기온 자료: 기상청 {profitData.station.stnName} 관측소
          {profitData.station.distanceKm !== null
            ? `(이 필지에서 약 ${number(Math.round(profitData.station.distanceKm))}km)`
            : ''}
        </p>
      </header>

      <div className={styles.columns}>
        <div>
          {landData.boundaryPos ? (
            <ParcelSketch
              boundary={landData.boundaryPos}
              installType={installType}
              areaM2={props.capacity.areaM2}
            />
          ) : null}
          <Section title="사업성 판정">
            <dl className={styles.table}>
              {FEASIBILITY_ROWS.map(([key, label]) => (
                <div key={key} className={styles.row}>
                  <dt>{label}</dt>
                  <dd>{VERDICT_LABELS[feasibility[key].verdict]}</dd>
                </div>
              ))}
              <div className={`${styles.row} ${styles.strong}`}>
                <dt>최종 판정</dt>
                <dd>{VERDICT_LABELS[feasibility.total]}</dd>
              </div>
            </dl>
            <p className={styles.note}>
              {TOTAL_VERDICT_TEXT[feasibility.total]} 공공 데이터로 판단한 결과이며, 시공사의 현장
              확인이 필요합니다.
            </p>
          </Section>
        </div>

        <div>
          <Section title="예상 수익과 발전량">
            <dl className={styles.table}>
              {forecastRows.map(([term, value]) => (
                <div key={term} className={styles.row}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className={styles.chart}>
              <ProfitChart
                profitChartKrw={figures.profitChartKrw}
                p90ChartKrw={figures.p90ProfitChartKrw}
              />
            </div>
            <p className={styles.note}>
              {years}년 누적 수익: 실선은 보통 해(P50), 점선은 날씨가 나쁜 해가 이어질 때(P90). 처음
              들이는 내 돈과 운영비, 대출 상환, 세금을 뺀 금액이며 마지막 값이 &lsquo;
              {years}년 뒤 남는 돈&rsquo;입니다.
              {figures.equityPaybackYear === null
                ? ` 이 조건에서는 ${years}년 안에 내 돈을 되찾지 못합니다.`
                : ''}
            </p>
            {profitData.prices.localDiv === 9 ? (
              <p className={styles.note}>
                제주:{' '}
                {profitData.prices.smpArea === 'land'
                  ? '제주 SMP가 12개월치 모두 공표되지 않아 육지 SMP로 계산했습니다(미확인).'
                  : '제주 SMP로 계산했습니다.'}{' '}
                출력제어(전력망이 넘칠 때 발전을 멈추게 하는 조치)로 한 해 발전량의{' '}
                {number(profitData.curtailment?.pct ?? profitData.curtailmentPct ?? 0)}%를 잃는다고
                봤습니다.
              </p>
            ) : null}
            {profitData.selfConsumption?.eligible ? (
              <p className={styles.note}>
                전기 팔기와 직접 쓰기(상계거래) 중{' '}
                {profitData.selfConsumption.better === 'selfConsumption'
                  ? '직접 쓰기'
                  : '전기 팔기'}
                가 이 지붕에 더 유리합니다.
              </p>
            ) : null}
          </Section>
        </div>
      </div>

      <Section title="계산에 쓴 가정과 출처">
        {owner ? (
          <p className={styles.ownerLine}>
            사업비 {number(owner.projectCostManwonPerKw)}만원/kW · 대출 {number(owner.loanSharePct)}
            % (연 {number(owner.loanInterestPct)}%, {owner.loanTermYears}년) ·{' '}
            {installType === 'L' ? (owner.leasedLand ? '빌린 땅 · ' : '내 땅 · ') : ''}
            {SCENARIO_LABELS[owner.priceScenario]} 기준
            {props.ownerAssumptions ? ' (직접 바꾼 가정)' : ''}
          </p>
        ) : null}
        {listed.length > 0 ? (
          <table className={styles.assumptionTable} aria-label="계산에 쓴 가정과 출처">
            <thead>
              <tr>
                <th scope="col">가정</th>
                <th scope="col">값</th>
                <th scope="col">출처 (기관 · 자료 · 기준일 · 확인 여부)</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((entry) => (
                <tr key={entry.key}>
                  <th scope="row">
                    {entry.labelKo}
                    <span className={styles.explanation}>{entry.explanationKo}</span>
                  </th>
                  <td>{ownerValueText(entry)}</td>
                  <td className={styles.source}>
                    {entry.sources.map((source, index) => (
                      <OwnerSourceLine key={index} source={source} />
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.note}>
            이 분석은 예전 방식으로 계산되어 가정별 출처가 없습니다. 앱에서 예상 수익을 다시
            확인하면 리포트에도 실립니다.
          </p>
        )}
        <p className={styles.note}>
          {unconfirmedCount > 0
            ? `가정 ${listed.length}개 중 ${unconfirmedCount}개는 공개 자료로 확인하지 못한 추정치(미확인)를 포함합니다. `
            : ''}
          예측값이며 실제 수익을 보장하지 않습니다.
        </p>
      </Section>
    </article>
  );
}

/**
 * The one-page report the owner saves or shares: the map, the verdicts, the forecast with its band
 * and the assumptions with their sources. Saved as a file of its own (a WebView does not print),
 * shared through the phone's share sheet where the browser offers it, or printed.
 */
export default function ProfitReport(props: ProfitReportProps) {
  const [engine, setEngine] = useState<DeviceEngine | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadDeviceEngine().then((loaded) => {
      if (live) setEngine(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  /** The report on paper (the print copy) as a file. */
  const file = (): File | null => {
    const article = document.getElementById(PRINT_TITLE_ID)?.closest('article');
    if (!article) return null;
    return reportFile(
      article,
      `태양광 수익 분석 리포트 · ${props.address}`,
      reportFileName(props.address, kstDay(serverNow())),
    );
  };
  const save = () => {
    const made = file();
    if (!made) return;
    downloadFile(made);
    setSaved(made.name);
  };
  const shareable = typeof navigator.canShare === 'function';
  const share = () => {
    const made = file();
    if (!made) return;
    if (!canShareFile(made)) {
      save();
      return;
    }
    navigator.share({ files: [made], title: '태양광 수익 분석 리포트' }).catch(() => {
      // Closing the share sheet is no error; the owner can still save the file.
    });
  };

  return (
    <>
      <Layer
        title="수익 분석 리포트"
        onClose={props.onClose}
        footer={
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} disabled={!engine} onClick={save}>
              파일로 저장
            </button>
            {shareable ? (
              <button
                type="button"
                className={buttons.secondary}
                disabled={!engine}
                onClick={share}
              >
                공유하기
              </button>
            ) : null}
            <button
              type="button"
              className={buttons.secondary}
              disabled={!engine}
              onClick={() => window.print()}
            >
              인쇄
            </button>
          </div>
        }
      >
        <div className={styles.screen}>
          <ReportArticle {...props} engine={engine} id="report-screen-title" />
          <p className={styles.note} role="status">
            {saved
              ? `${saved} 파일을 저장했어요. 인터넷 브라우저에서 열면 인쇄하거나 PDF로 저장할 수 있어요.`
              : '‘파일로 저장’은 리포트를 한 장짜리 문서 파일로 저장해요. 인터넷 브라우저에서 열어 인쇄하거나 PDF로 저장할 수 있어요.'}
          </p>
        </div>
      </Layer>
      {createPortal(
        <div className={styles.printRoot}>
          <ReportArticle {...props} engine={engine} id={PRINT_TITLE_ID} />
        </div>,
        document.body,
      )}
    </>
  );
}
