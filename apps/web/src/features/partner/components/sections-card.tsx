import { type FormEvent, useState } from 'react';
import {
  CONTRACTOR_SECTION_LABELS,
  FINISHED_PLANTS_MAX,
  PARTNER_FILE_LIMITS,
  PLANT_PHOTOS_MAX,
  partnerProfileBodySchema,
  type FinishedPlant,
  type PartnerProfile,
  type PartnerProfileBody,
  type WarrantyBond,
} from '@haetbit/contracts';
import { useSaveProfile } from '../api/save-profile';
import { ownPlantPhotoUrl, usePlantPhotoUpload } from '../api/upload-plant-photo';
import { plantPhotoAlt } from '../../../shared/format/sections';
import styles from '../partner.module.css';
import { FileField } from './file-field';
import { UploadOutcome } from './upload-outcome';

interface PlantRow {
  sizeKw: string;
  year: string;
  sido: string;
  sigungu: string;
  photoFileIds: string[];
}

const toNumber = (text: string) => Number(text.replace(/,/g, '').trim() || '0');
const plantRow = (plant: FinishedPlant): PlantRow => ({
  sizeKw: String(plant.sizeKw),
  year: String(plant.year),
  sido: plant.sido,
  sigungu: plant.sigungu,
  photoFileIds: plant.photoFileIds,
});
const EMPTY_PLANT: PlantRow = { sizeKw: '', year: '', sido: '', sigungu: '', photoFileIds: [] };

/**
 * 하자이행보증 and 준공 실적 (issue 33): saved with the rest of the profile as it is stored, so the
 * business info above is not touched. An operator checks each section; a change clears the check.
 */
export function SectionsCard({
  profile,
  baseBody,
}: {
  profile: PartnerProfile;
  /** The profile's stored business info as a save body. */
  baseBody: PartnerProfileBody;
}) {
  const save = useSaveProfile();
  const [issuer, setIssuer] = useState(profile.warranty?.issuer ?? '');
  const [years, setYears] = useState(profile.warranty ? String(profile.warranty.years) : '');
  const [bondNumber, setBondNumber] = useState(profile.warranty?.bondNumber ?? '');
  const [plants, setPlants] = useState<PlantRow[]>(profile.plants.map(plantRow));
  const [problem, setProblem] = useState<string | null>(null);

  const setPlant = (index: number, patch: Partial<PlantRow>) =>
    setPlants((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const warranty: WarrantyBond | null =
      issuer.trim() === '' && years.trim() === ''
        ? null
        : { issuer, years: toNumber(years), bondNumber: bondNumber.trim() || null };
    const parsed = partnerProfileBodySchema.safeParse({
      ...baseBody,
      warranty,
      plants: plants.map((row) => ({
        sizeKw: toNumber(row.sizeKw),
        year: toNumber(row.year),
        sido: row.sido,
        sigungu: row.sigungu,
        photoFileIds: row.photoFileIds,
      })),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setProblem(/[가-힣]/.test(message) ? message : '입력한 내용을 확인해 주세요.');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-label="보증·준공 실적" noValidate>
      <h2 className={styles.subtitle} style={{ marginTop: 0 }}>
        보증·준공 실적
      </h2>
      <p className={styles.muted}>
        운영팀이 보증 증권과 준공 자료를 확인하면 고객에게 &lsquo;운영팀 확인&rsquo;으로 보입니다.
        확인된 내용을 고치면 다시 확인을 받아야 합니다.
      </p>
      <fieldset className={styles.grid2}>
        <legend>{CONTRACTOR_SECTION_LABELS.warranty}</legend>
        <label className={styles.field}>
          보증 기관 (예: 전기공사공제조합)
          <input
            className={styles.input}
            value={issuer}
            maxLength={50}
            onChange={(event) => setIssuer(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          보증 기간 (년, 1~20)
          <input
            className={styles.input}
            inputMode="numeric"
            value={years}
            onChange={(event) => setYears(event.target.value.replace(/[^\d]/g, ''))}
          />
        </label>
        <label className={styles.field}>
          증권 번호 (선택)
          <input
            className={styles.input}
            value={bondNumber}
            maxLength={40}
            onChange={(event) => setBondNumber(event.target.value)}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>
          {CONTRACTOR_SECTION_LABELS.plants} (최대 {FINISHED_PLANTS_MAX}건)
        </legend>
        {plants.length === 0 && <p className={styles.muted}>입력한 준공 실적이 없습니다.</p>}
        {plants.map((row, index) => (
          <div
            key={index}
            className={styles.grid2}
            role="group"
            aria-label={`준공 실적 ${index + 1}`}
          >
            <label className={styles.field}>
              설비 용량(kW)
              <input
                className={styles.input}
                inputMode="decimal"
                value={row.sizeKw}
                onChange={(event) =>
                  setPlant(index, { sizeKw: event.target.value.replace(/[^\d.,]/g, '') })
                }
              />
            </label>
            <label className={styles.field}>
              준공 연도
              <input
                className={styles.input}
                inputMode="numeric"
                value={row.year}
                onChange={(event) =>
                  setPlant(index, { year: event.target.value.replace(/[^\d]/g, '') })
                }
              />
            </label>
            <label className={styles.field}>
              시·도 (예: 전라남도)
              <input
                className={styles.input}
                value={row.sido}
                maxLength={20}
                onChange={(event) => setPlant(index, { sido: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              시·군 (예: 나주시)
              <input
                className={styles.input}
                value={row.sigungu}
                maxLength={30}
                onChange={(event) => setPlant(index, { sigungu: event.target.value })}
              />
            </label>
            <PlantPhotos
              row={row}
              index={index}
              onPhotos={(update) =>
                setPlants((rows) =>
                  rows.map((item, at) =>
                    at === index ? { ...item, photoFileIds: update(item.photoFileIds) } : item,
                  ),
                )
              }
            />
            <button
              type="button"
              className={styles.buttonSecondary}
              aria-label={`준공 실적 ${index + 1} 삭제`}
              onClick={() => setPlants((rows) => rows.filter((_, at) => at !== index))}
            >
              삭제
            </button>
          </div>
        ))}
        <button
          type="button"
          className={styles.buttonSecondary}
          disabled={plants.length >= FINISHED_PLANTS_MAX}
          onClick={() => setPlants((rows) => [...rows, EMPTY_PLANT])}
        >
          준공 실적 추가
        </button>
      </fieldset>
      <button type="submit" className={styles.button} disabled={save.isPending}>
        보증·준공 실적 등록
      </button>
      {save.isSuccess && (
        <p className={styles.success} role="status">
          저장했습니다.
        </p>
      )}
      {(problem ?? save.error) && (
        <p className={styles.error} role="alert">
          {problem ?? save.error?.message}
        </p>
      )}
    </form>
  );
}

/**
 * The photos of one finished plant: each shown with its alternative text and a remove button, and
 * a field to add one (uploaded at once, kept with the plants by the card's save).
 */
function PlantPhotos(props: {
  row: PlantRow;
  index: number;
  /** Changes the plant's photos from their current list (an upload may end after a removal). */
  onPhotos: (update: (photoFileIds: string[]) => string[]) => void;
}) {
  const { row, index, onPhotos } = props;
  const upload = usePlantPhotoUpload();
  const [localError, setLocalError] = useState<string | null>(null);
  const complete = [row.sizeKw, row.year, row.sido, row.sigungu].every(
    (value) => value.trim() !== '',
  );
  const alt = (at: number) =>
    complete
      ? plantPhotoAlt(
          {
            sizeKw: toNumber(row.sizeKw),
            year: toNumber(row.year),
            sido: row.sido,
            sigungu: row.sigungu,
          },
          at,
          row.photoFileIds.length,
        )
      : `준공 실적 ${index + 1}의 사진 ${at + 1}`;
  return (
    <div className={styles.field}>
      {row.photoFileIds.length > 0 && (
        <ul className={styles.photoList} aria-label={`준공 실적 ${index + 1} 사진`}>
          {row.photoFileIds.map((fileId, at) => (
            <li key={fileId}>
              <img className={styles.photo} src={ownPlantPhotoUrl(fileId)} alt={alt(at)} />
              <button
                type="button"
                className={styles.buttonSecondary}
                aria-label={`준공 실적 ${index + 1} 사진 ${at + 1} 삭제`}
                onClick={() => onPhotos((ids) => ids.filter((id) => id !== fileId))}
              >
                사진 삭제
              </button>
            </li>
          ))}
        </ul>
      )}
      {row.photoFileIds.length < PLANT_PHOTOS_MAX && (
        <FileField
          label={`준공 사진 (PNG·JPEG, 5MB 이하, ${PLANT_PHOTOS_MAX}장까지)`}
          buttonLabel="사진 추가"
          accept="image/png,image/jpeg"
          onChange={(file) => {
            if (!file) return;
            if (file.size > PARTNER_FILE_LIMITS.plantPhotoBytes) {
              setLocalError('사진은 5MB 이하만 올릴 수 있습니다.');
              return;
            }
            setLocalError(null);
            upload.mutate(
              { file },
              { onSuccess: (answer) => onPhotos((ids) => [...ids, answer.fileId]) },
            );
          }}
        />
      )}
      <UploadOutcome
        succeeded={upload.isSuccess}
        done="사진을 올렸습니다. '보증·준공 실적 등록'을 눌러야 저장됩니다."
        error={localError ?? upload.error?.message}
      />
    </div>
  );
}
