import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { outboxCode } from '../../apps/server/src/test/journey.js';
import type { Harness } from './harness.js';

/**
 * The owner's recruit journey in the app, shortest path (e2e/analysis-journey.test.ts checks each
 * step on its own): search → land analysis → profit → recruit form with the SMS code from the
 * outbox → success page. Resolves on the success page.
 */
export async function recruitThroughApp(
  h: Harness,
  page: Page,
  deviceId: string,
  parcel: { query: string; address: string },
): Promise<{ phone: string }> {
  await page.goto(`/app?bm=menu&deviceId=${deviceId}`);
  await page.getByLabel('태양광을 설치할 곳의 지번 주소').fill(parcel.query);
  await page.getByRole('button', { name: new RegExp(parcel.address) }).click();
  await page.getByRole('button', { name: '시공사 찾기' }).click();
  await page.waitForURL((url) => url.pathname === '/app/analysis');
  await page.getByRole('button', { name: '토지', exact: true }).click();
  await page.getByRole('button', { name: '그대로 진행하기' }).click();
  await page.getByRole('button', { name: '예상 수익 확인하기' }).click();
  const profit = page.getByRole('dialog', { name: '예상 수익 분석 결과' });
  await profit.getByRole('button', { name: '시공사 모집하기' }).click();
  await page.getByRole('button', { name: '예', exact: true }).click();
  await page.getByRole('button', { name: '건너뛰고 신청서 작성하기' }).click();

  const form = page.getByRole('dialog', { name: '시공사 모집 신청서' });
  await form.getByLabel('이름').fill('김햇빛');
  await form.getByRole('button', { name: '다음' }).click();
  await form.getByLabel('이메일', { exact: true }).fill('sunny@example.com');
  await form.getByRole('button', { name: '다음' }).click();
  const phone = `010-${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`;
  await form.getByLabel('휴대폰 번호').fill(phone);
  await form.getByRole('button', { name: '인증번호 받기' }).click();
  await form.getByLabel('인증번호').waitFor();
  const code = await outboxCode(h.app, phone);
  await form.getByLabel('인증번호').fill(code);
  await form.getByRole('button', { name: '확인', exact: true }).click();
  await form.getByLabel('[필수] 개인정보 수집 및 이용에 동의합니다.').check();
  await form.getByLabel('[필수] 개인정보 제3자 제공에 동의합니다.').check();
  await form.getByRole('button', { name: '시공사 모집 신청하기' }).click();
  await page.waitForURL((url) => url.pathname === '/app/analysis-recruit-success');
  return { phone };
}
