import type { ReactNode } from 'react';
import {
  fileView,
  partnerProfileBodySchema,
  PARTNER_FILE_LIMITS,
  PARTNER_PROFILE_REQUIRED,
  SIDO,
  type PartnerProfile,
  type PartnerProfileBody,
  type ServiceRegionCode,
} from '@haetbit/contracts';
import { routeUrl } from '../../../shared/api/client';
import {
  formatted,
  showServerFieldErrors,
  useConsoleForm,
} from '../../../shared/console/console-form';
import { useProfile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { useLogoUpload } from '../api/upload-logo';
import styles from '../partner.module.css';
import { UploadField } from '../components/upload-field';
import { DocumentsCard } from '../components/documents-card';
import { SectionsCard } from '../components/sections-card';

type TextField =
  'comName' | 'intro' | 'constructionPerformanceName' | 'constructionCareerName' | 'address';
type NumberField =
  | 'constructionCapacity'
  | 'constructionCnt'
  | 'capital'
  | 'nationwideTotalLank'
  | 'nationwideOwnLank'
  | 'localTotalLank'
  | 'localOwnLank'
  | 'foundedYear';

/** The business info the owner sees in the business-info popup (spec section 3). */
const NUMBER_FIELDS: { name: NumberField; label: string }[] = [
  { name: 'constructionCapacity', label: '시공 용량(kW)' },
  { name: 'constructionCnt', label: '시공 건수' },
  { name: 'capital', label: '자본금(백만원)' },
  { name: 'nationwideOwnLank', label: '전국 시공능력 순위' },
  { name: 'nationwideTotalLank', label: '전국 평가 업체 수' },
  { name: 'localOwnLank', label: '지역 시공능력 순위' },
  { name: 'localTotalLank', label: '지역 평가 업체 수' },
  { name: 'foundedYear', label: '설립연도 (예: 2012)' },
];
const TEXT_FIELDS: { name: TextField; label: string }[] = [
  { name: 'comName', label: '회사명' },
  { name: 'constructionPerformanceName', label: '시공 실적' },
  { name: 'constructionCareerName', label: '경력' },
  { name: 'address', label: '소재지 (사업자등록증의 사업장 소재지)' },
];
const LABELS = Object.fromEntries(
  [...NUMBER_FIELDS, ...TEXT_FIELDS, { name: 'intro', label: '회사 소개' }].map((item) => [
    item.name,
    item.label,
  ]),
) as Record<TextField | NumberField, string>;

/** Fields owners read that must be filled in before the contractor may apply are marked. */
const labelOf = (field: { name: string; label: string }) =>
  PARTNER_PROFILE_REQUIRED.some((item) => item.field === field.name)
    ? `${field.label} (필수)`
    : field.label;

type Form = Record<TextField | NumberField, string> & { regions: ServiceRegionCode[] };

/** A figure not yet given is stored as 0; the field then starts empty, not at '0' (walk minor 29). */
const shown = (value: number) => (value === 0 ? '' : String(value));

function toForm(profile: PartnerProfile): Form {
  return {
    comName: profile.comName,
    intro: profile.intro,
    constructionPerformanceName: profile.constructionPerformanceName,
    constructionCareerName: profile.constructionCareerName,
    constructionCapacity: shown(profile.constructionCapacity),
    constructionCnt: shown(profile.constructionCnt),
    capital: shown(profile.capital),
    nationwideTotalLank: shown(profile.nationwideTotalLank),
    nationwideOwnLank: shown(profile.nationwideOwnLank),
    localTotalLank: shown(profile.localTotalLank),
    localOwnLank: shown(profile.localOwnLank),
    address: profile.address,
    foundedYear: profile.foundedYear === null ? '' : String(profile.foundedYear),
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
    address: form.address,
    foundedYear: form.foundedYear.trim() === '' ? null : integer(form.foundedYear),
    regions: form.regions,
  };
}

export function ProfilePage() {
  const profile = useProfile();
  if (profile.isError) return <p className={styles.error}>{profile.error.message}</p>;
  if (!profile.data) return <p>불러오는 중…</p>;
  return (
    <>
      <h1 className={styles.title}>회사 정보</h1>
      <DocumentsCard />
      <LogoCard logoFileId={profile.data.comLogoFileId} />
      <ProfileForm profile={profile.data} />
      <SectionsCard profile={profile.data} baseBody={toBody(toForm(profile.data))} />
    </>
  );
}

/** The business info and service regions, checked by the server's profile schema. */
function ProfileForm({ profile }: { profile: PartnerProfile }) {
  const save = useSaveProfile();
  const form = useConsoleForm({
    schema: partnerProfileBodySchema,
    defaultValues: toForm(profile),
    toInput: toBody,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onError: (error) => showServerFieldErrors(error, form.setError, Object.keys(body)),
    }),
  );
  const field = (name: TextField | NumberField, control: ReactNode) => (
    <label key={name} className={styles.field}>
      {labelOf({ name, label: LABELS[name] })}
      {control}
      {errors[name] && <span className={styles.error}>{errors[name].message}</span>}
    </label>
  );

  return (
    <form className={styles.card} onSubmit={submit} aria-label="사업자 정보" noValidate>
      <p className={styles.muted}>
        사업자등록번호, 전기공사업 등록번호, 대표자, 소재지, 설립연도는 운영팀이 제출 서류와 대조해
        확인하면 고객에게 &lsquo;운영팀 확인&rsquo;으로 보입니다. 확인된 값을 고치면 다시 확인을
        받아야 합니다.
      </p>
      <div className={styles.grid2}>
        {TEXT_FIELDS.map((item) =>
          field(item.name, <input className={styles.input} {...form.register(item.name)} />),
        )}
        {NUMBER_FIELDS.map((item) =>
          field(
            item.name,
            <input
              className={styles.input}
              inputMode="decimal"
              {...formatted(form.register(item.name), (text) => text.replace(/[^\d.,]/g, ''))}
            />,
          ),
        )}
      </div>
      {field(
        'intro',
        <textarea className={styles.input} rows={5} maxLength={2000} {...form.register('intro')} />,
      )}
      <fieldset className={styles.regions}>
        <legend className={styles.subtitle} style={{ marginTop: 0 }}>
          서비스 지역
        </legend>
        {SIDO.map((sido) => (
          <label key={sido.code}>
            <input type="checkbox" value={sido.code} {...form.register('regions')} /> {sido.name}
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
          {save.error.message}
        </p>
      )}
    </form>
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
