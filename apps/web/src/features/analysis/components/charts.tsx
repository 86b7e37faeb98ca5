import styles from './charts.module.css';

const WIDTH = 360;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 28, left: 56 };
const plotWidth = WIDTH - PAD.left - PAD.right;
const plotHeight = HEIGHT - PAD.top - PAD.bottom;

const manwon = (costKrw: number) => Math.round(costKrw / 10_000);
const kr = (value: number) => value.toLocaleString('ko-KR');

/** Round tick step (1, 2, 5 × 10^n) for about `count` ticks. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

function ticks(min: number, max: number, count = 4): number[] {
  const step = niceStep(max - min, count);
  const start = Math.floor(min / step) * step;
  const values: number[] = [];
  for (let value = start; value <= max + step * 0.001; value += step) values.push(value);
  if (values[values.length - 1]! < max) values.push(values[values.length - 1]! + step);
  return values;
}

/**
 * A money axis label the Korean way, from 만원: 100,000 → "10억", 25,000 → "2.5억",
 * 5,000 → "5,000만", 0 → "0".
 */
export function axisManwon(manwon: number): string {
  if (manwon === 0) return '0';
  if (Math.abs(manwon) >= 10_000) {
    return `${(manwon / 10_000).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}억`;
  }
  return `${kr(manwon)}만`;
}

/** The horizontal grid lines with their value labels; `markZero` draws the zero line apart. */
function YAxis(props: {
  ticks: number[];
  y: (value: number) => number;
  markZero?: boolean;
  format?: (value: number) => string;
}) {
  const format = props.format ?? kr;
  return props.ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={props.y(tick)}
        y2={props.y(tick)}
        className={props.markZero && tick === 0 ? styles.zero : styles.grid}
      />
      <text x={PAD.left - 6} y={props.y(tick) + 4} textAnchor="end" className={styles.axis}>
        {format(tick)}
      </text>
    </g>
  ));
}

/** Year ticks of a horizon: every 5 years, every 2 up to 10 years, the last year always. */
function yearTicks(years: number): number[] {
  const step = years <= 10 ? 2 : 5;
  const values: number[] = [];
  for (let year = 0; year < years; year += step) values.push(year);
  values.push(years);
  return values;
}

/**
 * The cumulative profit over the horizon (years 0 to N, 20 by default) as a line, labelled in 억
 * and 만원 (spec section 9: money in 10,000 won). Accessible as an image with a summary label and
 * a visually hidden data table.
 */
export function ProfitChart({
  profitChartKrw,
  p90ChartKrw = [],
}: {
  profitChartKrw: number[];
  /** The same with P90 energy every year (drawn dashed under the line); empty: none. */
  p90ChartKrw?: number[];
}) {
  const values = profitChartKrw.map(manwon);
  const p90 = p90ChartKrw.length === values.length ? p90ChartKrw.map(manwon) : [];
  const yTicks = ticks(Math.min(0, ...values, ...p90), Math.max(0, ...values));
  const yMin = yTicks[0]!;
  const yMax = yTicks[yTicks.length - 1]!;
  const x = (year: number) => PAD.left + (plotWidth * year) / Math.max(1, values.length - 1);
  const y = (value: number) =>
    PAD.top + plotHeight - ((value - yMin) / (yMax - yMin || 1)) * plotHeight;
  const path = values
    .map((value, year) => `${year === 0 ? 'M' : 'L'}${x(year)},${y(value)}`)
    .join(' ');
  const last = values[values.length - 1] ?? 0;
  const years = Math.max(1, values.length - 1);
  const p90Path = p90
    .map((value, year) => `${year === 0 ? 'M' : 'L'}${x(year)},${y(value)}`)
    .join(' ');
  const label = `${years}년 누적 수익 그래프. 0년차 ${kr(values[0] ?? 0)}만원에서 ${years}년차 ${kr(last)}만원까지.${
    p90.length > 0
      ? ` 날씨가 나쁜 해가 이어지는 경우(P90) ${years}년차 ${kr(p90[p90.length - 1]!)}만원.`
      : ''
  }`;

  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className={styles.svg}>
        <YAxis ticks={yTicks} y={y} markZero format={axisManwon} />
        {yearTicks(years).map((year) => (
          <text key={year} x={x(year)} y={HEIGHT - 8} textAnchor="middle" className={styles.axis}>
            {year}년
          </text>
        ))}
        {p90.length > 0 ? <path d={p90Path} className={styles.bandLine} /> : null}
        <path d={path} className={styles.line} />
        {values.map((value, year) => (
          <circle
            key={year}
            cx={x(year)}
            cy={y(value)}
            r={2.5}
            className={value < 0 ? styles.dotNegative : styles.dot}
          />
        ))}
        <text x={PAD.left} y={10} className={styles.unit}>
          (원)
        </text>
        {p90.length > 0 ? (
          <text x={WIDTH - PAD.right} y={10} textAnchor="end" className={styles.unit}>
            점선: 10년에 1번 정도의 나쁜 날씨(P90)
          </text>
        ) : null}
      </svg>
      <table className="visually-hidden">
        <caption>연차별 누적 수익(만원)</caption>
        <thead>
          <tr>
            <th scope="col">연차</th>
            <th scope="col">누적 수익(만원)</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value, year) => (
            <tr key={year}>
              <th scope="row">{year}년</th>
              <td>{kr(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** One-sided 90 % quantile of the normal: a month between P90 and P10 (packages/solar). */
const Z90 = 1.2816;

/**
 * The yearly power output by month (12 bars, kWh), with the P90-P10 range of a single month as a
 * whisker on each bar when `bandSigmaPct` (one month's sigma, %) is given.
 */
export function PowerChart({
  monthlyKwh,
  bandSigmaPct = null,
}: {
  monthlyKwh: number[];
  bandSigmaPct?: number | null;
}) {
  const values = monthlyKwh.map((value) => Math.round(value));
  const spread = bandSigmaPct === null ? 0 : (Z90 * bandSigmaPct) / 100;
  const yTicks = ticks(0, Math.max(1, ...values.map((value) => value * (1 + spread))));
  const yMax = yTicks[yTicks.length - 1]!;
  const slot = plotWidth / 12;
  const barWidth = slot * 0.62;
  const y = (value: number) => PAD.top + plotHeight - (value / yMax) * plotHeight;
  const total = values.reduce((sum, value) => sum + value, 0);
  const label = `월별 예상 발전량 막대 그래프. 연간 합계 ${kr(total)}kWh, 가장 많은 달 ${
    values.indexOf(Math.max(...values)) + 1
  }월.${
    spread > 0
      ? ` 선은 한 달 발전량이 10번 중 8번 들어오는 범위(±${Math.round(spread * 100)}%).`
      : ''
  }`;

  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className={styles.svg}>
        <YAxis ticks={yTicks} y={y} />
        {values.map((value, month) => (
          <g key={month}>
            <rect
              x={PAD.left + slot * month + (slot - barWidth) / 2}
              y={y(value)}
              width={barWidth}
              height={Math.max(0, PAD.top + plotHeight - y(value))}
              rx={3}
              className={styles.bar}
            />
            {spread > 0 ? (
              <line
                x1={PAD.left + slot * month + slot / 2}
                x2={PAD.left + slot * month + slot / 2}
                y1={y(value * (1 - spread))}
                y2={y(value * (1 + spread))}
                className={styles.whisker}
              />
            ) : null}
            <text
              x={PAD.left + slot * month + slot / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              className={styles.axis}
            >
              {month + 1}월
            </text>
          </g>
        ))}
        <text x={PAD.left} y={10} className={styles.unit}>
          (kWh)
        </text>
      </svg>
      <table className="visually-hidden">
        <caption>월별 예상 발전량(kWh)</caption>
        <thead>
          <tr>
            <th scope="col">월</th>
            <th scope="col">발전량(kWh)</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value, month) => (
            <tr key={month}>
              <th scope="row">{month + 1}월</th>
              <td>{kr(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
