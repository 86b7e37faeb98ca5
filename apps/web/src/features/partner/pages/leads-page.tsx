import { useState } from 'react';
import { Link } from '../../../shared/ui/link';
import {
  sidoName,
  type InstallType,
  type PartnerLeadsQuery,
  type PartnerMe,
  type ServiceRegionCode,
} from '@haetbit/contracts';
import { ConsoleTable } from '../../../shared/console/console-table';
import { formatArea, formatCapacity } from '../../../shared/format/number';
import { useLeads } from '../api/get-leads';
import { DDay } from '../components/d-day';
import { ProfileMissingNotice } from '../components/profile-missing-notice';
import { INSTALL_TYPE_LABELS, VERDICT_LABELS } from '../format';
import styles from '../partner.module.css';

function parseKw(text: string): number | undefined {
  const value = Number(text.replace(/,/g, ''));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The leads board: recruiting requests in the contractor's regions, soonest deadline first. */
export function LeadsPage({ me }: { me: PartnerMe }) {
  const [sido, setSido] = useState('');
  const [installType, setInstallType] = useState('');
  const [minKw, setMinKw] = useState('');
  const [maxKw, setMaxKw] = useState('');
  const query: PartnerLeadsQuery = {
    sido: (sido || undefined) as ServiceRegionCode | undefined,
    installType: (installType || undefined) as InstallType | undefined,
    minKw: parseKw(minKw),
    maxKw: parseKw(maxKw),
  };
  const leads = useLeads(query, me.status === 'approved');
  if (me.status !== 'approved') return <h1 className={styles.title}>지원 가능한 요청</h1>;

  return (
    <>
      <h1 className={styles.title}>지원 가능한 요청</h1>
      <div className={styles.filters} role="search" aria-label="요청 필터">
        <label className={styles.field}>
          지역
          <select className={styles.input} value={sido} onChange={(e) => setSido(e.target.value)}>
            <option value="">서비스 지역 전체</option>
            {me.regions.map((code) => (
              <option key={code} value={code}>
                {sidoName(code)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          설치 유형
          <select
            className={styles.input}
            value={installType}
            onChange={(e) => setInstallType(e.target.value)}
          >
            <option value="">전체</option>
            <option value="L">{INSTALL_TYPE_LABELS.L}</option>
            <option value="R">{INSTALL_TYPE_LABELS.R}</option>
          </select>
        </label>
        <KwField label="최소 용량(kW)" value={minKw} onChange={setMinKw} />
        <KwField label="최대 용량(kW)" value={maxKw} onChange={setMaxKw} />
      </div>
      {me.missingProfile.length > 0 && <ProfileMissingNotice missing={me.missingProfile} />}
      {me.regions.length === 0 && (
        <p className={styles.notice}>
          서비스 지역이 없습니다. <Link to="/partner/profile">회사 정보</Link>에서 지역을 선택해
          주세요.
        </p>
      )}
      {leads.isError && <p className={styles.error}>{leads.error.message}</p>}
      {leads.data && leads.data.data.length === 0 && <p>조건에 맞는 모집 중인 요청이 없습니다.</p>}
      {leads.data && leads.data.data.length > 0 && (
        <ConsoleTable
          className={styles.table}
          caption="모집 중인 요청 목록"
          columns={['위치', '설치 유형', '면적', '예상 용량', '사업성', '지원', '모집 마감']}
        >
          {leads.data.data.map((lead) => (
            <tr key={lead.matchReqId}>
              <td data-label="위치">
                <Link to={`/partner/requests/${lead.matchReqId}`}>{lead.areaAddress}</Link>
              </td>
              <td data-label="설치 유형">{INSTALL_TYPE_LABELS[lead.installType]}</td>
              <td data-label="면적">{formatArea(lead.areaM2)}</td>
              <td data-label="예상 용량">{formatCapacity(lead.systemSizeKw)}</td>
              <td data-label="사업성">
                {lead.feasibility ? VERDICT_LABELS[lead.feasibility.total] : '-'}
              </td>
              <td data-label="지원">
                {lead.applicantCount}/{lead.maxApplicants}
              </td>
              <td data-label="모집 마감">
                <DDay end={lead.propose1EndDate} serverNow={leads.data.serverNow} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}

function KwField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        size={8}
      />
    </label>
  );
}
