import {
  businessNumberCheckDigit,
  CONTRACTOR_FACTS,
  CONTRACTOR_SECTIONS,
  formatBusinessNumber,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_LABELS,
  SIDO,
  type PartnerDocumentKind,
  type ServiceRegionCode,
} from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { ContractorsService } from '../contractors/service.js';
import type { FilesService } from '../files/service.js';
import { hashPassword } from '../../lib/password.js';
import { createDocumentsRepo } from './documents-repo.js';
import { createPartnerRepo } from './repo.js';
import { samplePdf, samplePlantPhoto, samplePng } from './sample-documents.js';

/** The demo accounts' password (README, "Contractor console"); outside production only (D14). */
export const DEMO_PARTNER_PASSWORD = 'demo1234!';
export const DEMO_PARTNER_COUNT = 14;
export const demoPartnerUserId = (index: number) => `partner${String(index + 1).padStart(2, '0')}`;

const ALL_SIDO: ServiceRegionCode[] = SIDO.map((sido) => sido.code);

/**
 * Regions by the seeded contractors' display region; the metropolitan cities go to the province
 * around them. Together they cover every 시도, and the first two demo accounts serve them all.
 */
const REGIONS_BY_DISPLAY_REGION: Record<string, ServiceRegionCode[]> = {
  '서울·경기': ['11', '28', '41'],
  강원: ['51'],
  충북: ['43', '30', '36'],
  충남: ['44', '30', '36'],
  전북: ['52'],
  전남: ['46', '29'],
  경북: ['47', '27'],
  경남: ['48', '26', '31'],
  제주: ['50'],
};

/** A valid, fictitious 사업자등록번호 per demo account (999-00-NNNN plus its check digit). */
export function demoBusinessNumber(index: number): string {
  const first9 = `99900${String(index + 1).padStart(4, '0')}`;
  return `${first9}${businessNumberCheckDigit(first9)}`;
}

/**
 * The registration facts of the demo contractors, in the seed's order: fictitious people and
 * addresses in each contractor's display region, a 전기공사업 number of that 시·도.
 */
const DEMO_FACTS: readonly {
  representative: string;
  licenceSido: string;
  address: string;
  foundedYear: number;
}[] = [
  {
    representative: '김해온',
    licenceSido: '경기',
    address: '경기도 수원시 영통구 광교로 105',
    foundedYear: 2011,
  },
  {
    representative: '이푸른',
    licenceSido: '서울',
    address: '서울특별시 금천구 가산디지털1로 168',
    foundedYear: 2015,
  },
  {
    representative: '박설악',
    licenceSido: '강원',
    address: '강원특별자치도 속초시 중앙로 129',
    foundedYear: 2013,
  },
  {
    representative: '최청솔',
    licenceSido: '충북',
    address: '충청북도 청주시 흥덕구 오송읍 오송생명로 123',
    foundedYear: 2010,
  },
  {
    representative: '정중원',
    licenceSido: '충북',
    address: '충청북도 충주시 국원대로 82',
    foundedYear: 2017,
  },
  {
    representative: '강서해',
    licenceSido: '충남',
    address: '충청남도 당진시 시청1로 1',
    foundedYear: 2009,
  },
  {
    representative: '조내포',
    licenceSido: '충남',
    address: '충청남도 홍성군 홍북읍 충남대로 21',
    foundedYear: 2018,
  },
  {
    representative: '윤새만',
    licenceSido: '전북',
    address: '전북특별자치도 군산시 새만금북로 466',
    foundedYear: 2012,
  },
  {
    representative: '장모악',
    licenceSido: '전북',
    address: '전북특별자치도 완주군 이서면 오공로 12',
    foundedYear: 2016,
  },
  {
    representative: '임남도',
    licenceSido: '전남',
    address: '전라남도 나주시 빛가람로 661',
    foundedYear: 2008,
  },
  {
    representative: '한영산',
    licenceSido: '전남',
    address: '전라남도 무안군 삼향읍 오룡길 1',
    foundedYear: 2014,
  },
  {
    representative: '오낙동',
    licenceSido: '경북',
    address: '경상북도 구미시 3공단1로 312',
    foundedYear: 2011,
  },
  {
    representative: '서가야',
    licenceSido: '경남',
    address: '경상남도 김해시 김해대로 2401',
    foundedYear: 2007,
  },
  {
    representative: '신한라',
    licenceSido: '제주',
    address: '제주특별자치도 제주시 첨단로 213',
    foundedYear: 2019,
  },
];

/** The demo account's 전기공사업 등록번호 ('경기-10001'). */
export function demoLicenceNumber(index: number): string {
  const sido = DEMO_FACTS[index]?.licenceSido ?? '서울';
  return `${sido}-${String(10001 + index)}`;
}

/** Who checked the demo contractors' facts, as the audit names an operator. */
export const DEMO_CHECKER = 'demo-seed';

/** The sample documents of one demo contractor: a PDF and a PNG that say they are samples. */
function sampleDocuments(index: number) {
  const pdf = samplePdf([
    'SAMPLE - demo business registration',
    `No. ${formatBusinessNumber(demoBusinessNumber(index))}`,
    `Licence ${index + 1} of the demo contractors`,
    'Demo data. Not a real certificate.',
  ]);
  const files: Record<PartnerDocumentKind, { bytes: Buffer; contentType: string; ext: string }> = {
    businessRegistration: { bytes: pdf, contentType: 'application/pdf', ext: 'pdf' },
    licence: { bytes: samplePng(index + 1), contentType: 'image/png', ext: 'png' },
  };
  return files;
}

/**
 * Gives a demo contractor what approval asks for (issue 33): both sample documents, its
 * registration facts, and an operator's check of each fact dated `now`. Only where the documents
 * are missing, so a later upload or check by hand is kept.
 */
async function vetDemoContractor(
  tx: DbOrTx,
  deps: {
    contractors: Pick<ContractorsService, 'fillProfileFacts' | 'checkFact'>;
    files: Pick<FilesService, 'save'>;
  },
  account: { id: number; contractorId: number },
  index: number,
  now: Date,
): Promise<boolean> {
  const documents = createDocumentsRepo(tx);
  const kinds = (await documents.kindsOf([account.contractorId], tx)).get(account.contractorId);
  if (PARTNER_DOCUMENT_KINDS.every((kind) => kinds?.includes(kind))) return false;
  const facts = DEMO_FACTS[index];
  if (!facts) return false;
  const files = sampleDocuments(index);
  for (const kind of PARTNER_DOCUMENT_KINDS) {
    if (kinds?.includes(kind)) continue;
    const file = files[kind];
    const fileName = `${PARTNER_DOCUMENT_LABELS[kind]}-견본.${file.ext}`;
    const fileId = await deps.files.save(
      { fileName, contentType: file.contentType, bytes: file.bytes },
      tx,
    );
    await documents.replace(
      {
        contractorId: account.contractorId,
        kind,
        fileId,
        fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        uploadedAt: now,
      },
      tx,
    );
  }
  await createPartnerRepo(tx).fillDemoFacts(
    account.id,
    { licenceNumber: demoLicenceNumber(index), representative: facts.representative },
    tx,
  );
  await deps.contractors.fillProfileFacts(account.contractorId, facts, tx);
  for (const fact of CONTRACTOR_FACTS) {
    await deps.contractors.checkFact(
      { contractorId: account.contractorId, fact, verified: true, by: DEMO_CHECKER, at: now },
      tx,
    );
  }
  return true;
}

/**
 * Gives a demo contractor a sample 하자이행보증 (its bond number says '견본') and two finished plants
 * in the 시·도 and 시·군 of its seat, each with a generated photo that says 'SAMPLE', both sections
 * checked as `demo-seed` (issue 33, decision 028). Only where the profile has neither section, so
 * what a person gave later is kept.
 */
async function giveDemoSections(
  tx: DbOrTx,
  deps: {
    contractors: Pick<ContractorsService, 'fillSections' | 'addPlantPhoto' | 'checkSection'>;
    files: Pick<FilesService, 'save'>;
  },
  contractorId: number,
  index: number,
  now: Date,
): Promise<boolean> {
  const facts = DEMO_FACTS[index];
  if (!facts) return false;
  const [sido = '', sigungu = ''] = facts.address.split(' ');
  const photos: string[] = [];
  for (const seed of [index * 2 + 1, index * 2 + 2]) {
    const bytes = samplePlantPhoto(seed);
    const fileId = await deps.files.save(
      { fileName: '준공사진-견본.png', contentType: 'image/png', bytes },
      tx,
    );
    await deps.contractors.addPlantPhoto({ contractorId, fileId, at: now }, tx);
    photos.push(fileId);
  }
  const filled = await deps.contractors.fillSections(
    contractorId,
    {
      warranty: {
        issuer: '전기공사공제조합',
        years: 3 + (index % 3),
        bondNumber: `견본-${String(index + 1).padStart(4, '0')}`,
      },
      plants: [
        {
          sizeKw: [99.5, 98.8, 99.9][index % 3]!,
          year: 2024 - (index % 2),
          sido,
          sigungu,
          photoFileIds: [photos[0]!],
        },
        {
          sizeKw: [49.9, 30, 199.6][index % 3]!,
          year: 2022 - (index % 3),
          sido,
          sigungu,
          photoFileIds: [photos[1]!],
        },
      ],
    },
    tx,
  );
  if (!filled) return false;
  for (const section of CONTRACTOR_SECTIONS) {
    await deps.contractors.checkSection(
      { contractorId, section, verified: true, by: DEMO_CHECKER, at: now },
      tx,
    );
  }
  return true;
}

/**
 * Approved demo accounts partner01 … partner14 for the first 14 contractors, with their service
 * regions, both sample documents and their registration facts checked (approval needs the
 * documents for every account, demo ones included), and a checked sample 하자이행보증 and finished
 * plants with photos. Idempotent: existing accounts are kept as they are, except that a demo
 * account seeded without documents receives them and one without either section receives both;
 * answers whether anything was written.
 */
export async function seedDemoPartners(
  tx: DbOrTx,
  contractors: Pick<
    ContractorsService,
    | 'listOrdered'
    | 'fillProfileFacts'
    | 'checkFact'
    | 'fillSections'
    | 'addPlantPhoto'
    | 'checkSection'
    | 'hasSections'
  >,
  files: Pick<FilesService, 'save'>,
  now: Date,
): Promise<boolean> {
  const repo = createPartnerRepo(tx);
  const list = await contractors.listOrdered(DEMO_PARTNER_COUNT, tx);
  let wrote = false;
  let passwordHash: string | null = null;
  for (const [index, item] of list.entries()) {
    const userId = demoPartnerUserId(index);
    const existing = await repo.findByUserId(userId, tx);
    if (existing) {
      if (existing.isDemo && existing.contractorId === item.id) {
        if (await vetDemoContractor(tx, { contractors, files }, existing, index, now)) {
          wrote = true;
        }
        if (
          !(await contractors.hasSections(item.id, tx)) &&
          (await giveDemoSections(tx, { contractors, files }, item.id, index, now))
        ) {
          wrote = true;
        }
      }
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PARTNER_PASSWORD);
    const inserted = await repo.insertAccount(
      {
        userId,
        passwordHash,
        status: 'approved',
        contractorId: item.id,
        businessNumber: demoBusinessNumber(index),
        licenceNumber: demoLicenceNumber(index),
        representative: DEMO_FACTS[index]?.representative ?? '데모',
        phone: `010-0000-${String(index + 1).padStart(4, '0')}`,
        email: `${userId}@demo.haetbit.kr`,
        isDemo: true,
        createdAt: now,
      },
      tx,
    );
    if (!inserted) continue;
    wrote = true;
    // Regions only with a new account: a contractor's later edits are kept on the next start.
    const regions = index < 2 ? ALL_SIDO : (REGIONS_BY_DISPLAY_REGION[item.region] ?? []);
    await repo.addRegions(item.id, regions, tx);
    await vetDemoContractor(tx, { contractors, files }, inserted, index, now);
    if (!(await contractors.hasSections(item.id, tx))) {
      await giveDemoSections(tx, { contractors, files }, item.id, index, now);
    }
  }
  return wrote;
}
