import { useEffect, useState, type FormEvent } from 'react';
import {
  fileView,
  PARTNER_FILE_LIMITS,
  PARTNER_PROFILE_REQUIRED,
  SIDO,
  type PartnerProfile,
  type PartnerProfileBody,
  type ServiceRegionCode,
} from '@haetbit/contracts';
import { ApiError, routeUrl } from '../../../shared/api/client';
import { useProfile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { useLogoUpload } from '../api/upload-logo';
import styles from '../partner.module.css';
import { UploadField } from '../components/upload-field';
import { DocumentsCard } from '../components/documents-card';

type TextField = 'comName' | 'intro' | 'constructionPerformanceName' | 'constructionCareerName';
type NumberField =
  | 'constructionCapacity'
  | 'constructionCnt'
  | 'capital'
  | 'nationwideTotalLank'
  | 'nationwideOwnLank'
  | 'localTotalLank'
  | 'localOwnLank';

/** The business info the owner sees in the business-info popup (spec section 3). */
const NUMBER_FIELDS: { name: NumberField; label: string }[] = [
  { name: 'constructionCapacity', label: '시공 용량(kW)' },
  { name: 'constructionCnt', label: '시공 건수' },
  { name: 'capital', label: '자본금(백만원)' },
  { name: 'nationwideOwnLank', label: '전국 시공능력 순위' },
  { name: 'nationwideTotalLank', label: '전국 평가 업체 수' },
  { name: 'localOwnLank', label: '지역 시공능력 순위' },
  { name: 'localTotalLank', label: '지역 평가 업체 수' },
];
const TEXT_FIELDS: { name: TextField; label: string }[] = [
  { name: 'comName', label: '회사명' },
  { name: 'constructionPerformanceName', label: '시공 실적' },
  { name: 'constructionCareerName', label: '경력' },
];

/** Fields owners read that must be filled in before the contractor may apply are marked. */
const labelOf = (field: { name: string; label: string }) =>
  PARTNER_PROFILE_REQUIRED.some((item) => item.field === field.name)
    ? `${field.label} (필수)`
    : field.label;

type Form = Record<TextField | NumberField, string> & { regions: ServiceRegionCode[] };

function toForm(profile: PartnerProfile): Form {
  return {
    comName: profile.comName,
    intro: profile.intro,
    constructionPerformanceName: profile.constructionPerformanceName,
    constructionCareerName: profile.constructionCareerName,
    constructionCapacity: String(profile.constructionCapacity),
    constructionCnt: String(profile.constructionCnt),
    capital: String(profile.capital),
    nationwideTotalLank: String(profile.nationwideTotalLank),
    nationwideOwnLank: String(profile.nationwideOwnLank),
    localTotalLank: String(profile.localTotalLank),
    localOwnLank: String(profile.localOwnLank),
    regions: profile.regions,
  };
}

function toBody(form: Form): PartnerProfileBody {
  const number = (text: string) => Number(text.replace(/,/g, '') || '0');
  const integer = (text: string) => Math.round(number(text));
  return {
    comName: form.comName,
    intro: form.intro,
    constructionPerformanceName: form.constructionPerformanceName,
    constructionCareerName: form.constructionCareerName,
    constructionCapacity: number(form.constructionCapacity),
    constructionCnt: integer(form.constructionCnt),
    capital: integer(form.capital),
    nationwideTotalLank: integer(form.nationwideTotalLank),
    nationwideOwnLank: integer(form.nationwideOwnLank),
    localTotalLank: integer(form.localTotalLank),
    localOwnLank: integer(form.localOwnLank),
    regions: form.regions,
  };
}

export function ProfilePage() {
  const profile = useProfile();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    if (profile.data && !form) setForm(toForm(profile.data));
  }, [profile.data, form]);
  const save = useSaveProfile();

  if (profile.isError) return <p className={styles.error}>{profile.error.message}</p>;
  if (!form || !profile.data) return <p>불러오는 중…</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toBody(form));
  };
  const set = (name: keyof Form, value: string) =>
    setForm((current) => (current ? { ...current, [name]: value } : current));
  const toggleRegion = (code: ServiceRegionCode, on: boolean) =>
    setForm((current) =>
      current
        ? {
            ...current,
            regions: on
              ? [...current.regions, code]
              : current.regions.filter((item) => item !== code),
          }
        : current,
    );
  const detailsOf = (error: unknown) =>
    error instanceof ApiError && error.details.length > 0
      ? error.details.map((detail) => detail.message).join(' ')
      : error instanceof Error
        ? error.message
        : '';

  return (
    <>
      <h1 className={styles.title}>회사 정보</h1>
      <DocumentsCard />
      <LogoCard logoFileId={profile.data.comLogoFileId} />
      <form className={styles.card} onSubmit={submit} aria-label="사업자 정보">
        <div className={styles.grid2}>
          {TEXT_FIELDS.map((field) => (
            <label key={field.name} className={styles.field}>
              {labelOf(field)}
              <input
                className={styles.input}
                value={form[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
              />
            </label>
          ))}
          {NUMBER_FIELDS.map((field) => (
            <label key={field.name} className={styles.field}>
              {labelOf(field)}
              <input
                className={styles.input}
                inputMode="decimal"
                value={form[field.name]}
                onChange={(event) => set(field.name, event.target.value.replace(/[^\d.,]/g, ''))}
              />
            </label>
          ))}
        </div>
        <label className={styles.field}>
          {labelOf({ name: 'intro', label: '회사 소개' })}
          <textarea
            className={styles.input}
            rows={5}
            maxLength={2000}
            value={form.intro}
            onChange={(event) => set('intro', event.target.value)}
          />
        </label>
        <fieldset className={styles.regions}>
          <legend className={styles.subtitle} style={{ marginTop: 0 }}>
            서비스 지역
          </legend>
          {SIDO.map((sido) => (
            <label key={sido.code}>
              <input
                type="checkbox"
                checked={form.regions.includes(sido.code)}
                onChange={(event) => toggleRegion(sido.code, event.target.checked)}
              />{' '}
              {sido.name}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.button} disabled={save.isPending}>
          저장
        </button>
        {save.isSuccess && (
          <p className={styles.success} role="status">
            저장했습니다.
          </p>
        )}
        {save.error && (
          <p className={styles.error} role="alert">
            {detailsOf(save.error)}
          </p>
        )}
      </form>
    </>
  );
}

/** The logo the owner sees in the contractor list: PNG, JPEG or a plain SVG up to 1 MB. */
function LogoCard({ logoFileId }: { logoFileId: string | null }) {
  const upload = useLogoUpload();
  return (
    <section className={styles.card} aria-label="로고">
      <h2 className={styles.subtitle} style={{ marginTop: 0 }}>
        로고
      </h2>
      {logoFileId ? (
        <img className={styles.logo} src={routeUrl(fileView, { id: logoFileId })} alt="현재 로고" />
      ) : (
        <p>등록된 로고가 없습니다.</p>
      )}
      <UploadField
        label="로고 파일 (PNG, JPEG, SVG · 1MB 이하)"
        buttonLabel={logoFileId ? '로고 바꾸기' : '로고 선택'}
        accept="image/png,image/jpeg,image/svg+xml"
        maxBytes={PARTNER_FILE_LIMITS.logoBytes}
        tooLargeMessage="로고는 1MB 이하의 파일만 올릴 수 있습니다."
        progressLabel="로고 업로드 진행률"
        doneMessage="로고를 등록했습니다."
        upload={upload}
      />
    </section>
  );
}
