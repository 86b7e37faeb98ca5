import { useState } from 'react';
import { FUNNEL_LABELS, MATCH_STATUS_LABELS, type MatchCompleteCode } from '@haetbit/contracts';
import { useDashboard } from '../api/get-dashboard';
import styles from '../admin.module.css';
import { InputField } from '../components/fields';
import { FilterCard } from '../components/filter-card';
import { BarChart } from './bar-chart';

export const END_CODE_LABELS: Record<MatchCompleteCode, string> = {
  CTC: '매칭 완료',
  CDC: '고객 종료',
  ADC: '관리자 종료',
  CP1: '지원 시공사 없음',
  CS1: '1차 선택 기간 만료',
  CP2: '제안서 미제출',
  CS2: '최종 확정 기간 만료',
};

export function DashboardPage() {
  // Until the operator picks dates the server chooses the 30 days ending at its own today, so a
  // moved server clock (or a browser in another time zone) still shows the current period.
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const dashboard = useDashboard(range);
  const data = dashboard.data;
  const from = range?.from ?? data?.from ?? '';
  const to = range?.to ?? data?.to ?? '';
  return (
    <>
      <FilterCard title="대시보드" error={dashboard.error}>
        <InputField
          label="시작일"
          type="date"
          value={from}
          max={to}
          onChange={({ target }) => target.value && setRange({ from: target.value, to })}
        />
        <InputField
          label="종료일"
          type="date"
          value={to}
          min={from}
          onChange={({ target }) => target.value && setRange({ from, to: target.value })}
        />
        {data && <p className={styles.muted}>승인 대기 시공사 {data.pendingContractors}곳</p>}
      </FilterCard>
      {data && (
        <div className={styles.charts}>
          {[
            {
              title: '매칭 퍼널',
              items: data.funnel.map((item) => ({
                label: FUNNEL_LABELS[item.step],
                value: item.count,
              })),
            },
            {
              title: '종료 사유별 건수',
              color: '#14213d',
              items: data.endCodes.map((item) => ({
                label: END_CODE_LABELS[item.code],
                value: item.count,
              })),
            },
            {
              title: '현재 상태별 매칭',
              color: '#2f6fed',
              items: data.open.map((item) => ({
                label: MATCH_STATUS_LABELS[item.status],
                value: item.count,
              })),
            },
          ].map((chart) => (
            <div key={chart.title} className={styles.card}>
              <BarChart {...chart} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
