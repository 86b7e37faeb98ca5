import { z } from 'zod';
import { KOREAN_MOBILE_PATTERN } from './analysis.js';
import { newPasswordSchema } from './password-policy.js';

/**
 * Contractor onboarding (issue 33): the consents a contractor gives at signup, versioned like the
 * owner's (the version in force is stored with the time of consent), the phone check by SMS at
 * signup, and the password reset by a verified phone or the account's e-mail.
 */

/** 개인정보 수집·이용 동의 of the contractor console (개인정보 보호법 제15조 제2항). */
export const PARTNER_PRIVACY_CONSENT = {
  version: '1.0',
  label: '[필수] 개인정보 수집 및 이용에 동의합니다.',
  title: '개인정보 수집·이용 동의 (시공사)',
  items: [
    {
      heading: '수집 항목',
      text: '아이디, 비밀번호(암호화 저장), 대표자명, 휴대폰 번호, 이메일, 사업자등록번호, 전기공사업 등록번호, 사업자등록증·전기공사업 등록증 사본',
    },
    {
      heading: '이용 목적',
      text: '시공사 가입 심사와 본인 확인, 고객에게 보이는 등록 사항 확인, 매칭 알림과 고객 연락처 전달, 비밀번호 재설정, 분쟁 대응',
    },
    {
      heading: '보유 및 이용 기간',
      text: '탈퇴 또는 가입 거절일로부터 1년(분쟁 대응 목적). 관계 법령이 정한 기간이 더 길면 그 기간',
    },
    {
      heading: '동의를 거부할 권리',
      text: '동의를 거부할 수 있으며, 거부하면 시공사 파트너로 가입할 수 없습니다.',
    },
  ],
} as const;

/** 파트너 이용약관: what a contractor accepts to be shown to owners. */
export const PARTNER_TERMS_CONSENT = {
  version: '1.0',
  label: '[필수] 햇빛 매칭 파트너 이용약관에 동의합니다.',
  title: '햇빛 매칭 파트너 이용약관',
  items: [
    {
      heading: '이용료',
      text: '가입과 요청 열람, 지원, 제안서 제출에는 이용료가 없습니다. 이용료가 생기면 시행 30일 전에 알리고 다시 동의를 받습니다.',
    },
    {
      heading: '시공사의 의무',
      text: '사실과 같은 등록 사항과 서류를 제출하고, 바뀌면 바로 고칩니다. 고객 연락처는 해당 요청의 상담과 계약에만 쓰고 다른 목적으로 쓰거나 넘기지 않습니다. 제안서의 금액과 조건은 실제로 계약할 수 있는 것이어야 합니다.',
    },
    {
      heading: '제재',
      text: '허위 서류나 등록 사항, 고객 연락처의 목적 외 이용, 수익 보장 등 과장 광고가 확인되면 운영팀이 지원을 철회하거나 이용을 정지할 수 있습니다.',
    },
    {
      heading: '승인',
      text: '운영팀이 사업자등록증과 전기공사업 등록증을 확인한 뒤 승인합니다. 보통 영업일 기준 2일 안에 결과를 문자로 알려 드립니다.',
    },
  ],
} as const;

/** The consents a signup gives: the versions in force, nothing else is accepted. */
export const partnerConsentsSchema = z
  .object({
    privacyVersion: z.literal(PARTNER_PRIVACY_CONSENT.version, {
      error: '개인정보 수집·이용에 동의해 주세요.',
    }),
    termsVersion: z.literal(PARTNER_TERMS_CONSENT.version, {
      error: '파트너 이용약관에 동의해 주세요.',
    }),
  })
  .strict();
export type PartnerConsents = z.infer<typeof partnerConsentsSchema>;
export const CURRENT_PARTNER_CONSENTS: PartnerConsents = {
  privacyVersion: PARTNER_PRIVACY_CONSENT.version,
  termsVersion: PARTNER_TERMS_CONSENT.version,
};

const phone = z.string().trim().regex(KOREAN_MOBILE_PATTERN, '올바른 휴대폰 번호를 입력해 주세요.');
export const partnerSmsCodeSchema = z.string().regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.');

/** Asks a code for the phone a contractor signs up with. */
export const partnerPhoneCodeBodySchema = z.object({ phone }).strict();
export const partnerCodeSentAnswerSchema = z.object({
  result: z.literal(true),
  expiresAt: z.string(),
});
/** Checks the code before the signup (the signup checks it again and uses it up). */
export const partnerPhoneCheckBodySchema = z
  .object({ phone, smsAuthNumber: partnerSmsCodeSchema })
  .strict();
export const partnerPhoneCheckAnswerSchema = z.object({ result: z.literal(true) });

/** Where a reset code goes: the account's verified phone or its e-mail. */
export const PARTNER_RESET_CHANNELS = ['sms', 'email'] as const;
export type PartnerResetChannel = (typeof PARTNER_RESET_CHANNELS)[number];
export const partnerResetCodeBodySchema = z
  .object({
    userId: z.string().trim().min(1).max(40),
    channel: z.enum(PARTNER_RESET_CHANNELS),
  })
  .strict();
/**
 * The same answer whatever the id: whether it exists, has a phone or an e-mail, is never told
 * (no account enumeration).
 */
export const partnerResetCodeAnswerSchema = z.object({
  result: z.literal(true),
  message: z.string(),
});

/** A new password by a reset code: the one password policy (decision 018). */
export const partnerResetBodySchema = z
  .object({
    userId: z.string().trim().min(1).max(40),
    smsAuthNumber: partnerSmsCodeSchema,
    password: newPasswordSchema('contractor'),
  })
  .strict();
export type PartnerResetBody = z.infer<typeof partnerResetBodySchema>;

export const PARTNER_ONBOARDING_TEXTS = {
  resetCodeSent:
    '입력한 아이디로 가입된 계정이 있으면 등록된 연락처로 인증번호를 보냈습니다. 5분 안에 입력해 주세요.',
  resetDone: '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.',
  resetSmsText: (code: string) =>
    `[햇빛 매칭] 파트너 비밀번호 재설정 인증번호 ${code} (5분 이내). 요청하지 않았다면 무시해 주세요.`,
  resetMailSubject: '[햇빛 매칭] 파트너 비밀번호 재설정 인증번호',
  passwordChangedText:
    '[햇빛 매칭] 파트너 계정의 비밀번호가 바뀌었습니다. 직접 하신 일이 아니라면 고객센터로 알려 주세요.',
  approvalNote:
    '운영팀이 제출한 서류를 확인한 뒤 보통 영업일 기준 2일 안에 승인 결과를 문자로 알려 드립니다.',
} as const;
