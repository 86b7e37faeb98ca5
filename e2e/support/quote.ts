import type { Page } from 'playwright-core';

/** What a contractor types into the quote form; the rest of the checklist gets common answers. */
export interface QuoteInput {
  total: string;
  module: string;
  warrantyWork: string;
  days: string;
  financing: boolean;
  gridFeeIncluded?: boolean;
}

/**
 * Fills and saves the contractor console's quote form (issues 19 and 33) the way a contractor
 * does: by the labels and the yes/no questions' legends.
 */
export async function fillQuote(page: Page, quote: QuoteInput): Promise<void> {
  const form = page.getByRole('form', { name: '견적서' });
  const answer = (question: string, choice: string) =>
    form.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();
  await form.getByLabel('총 공사비 (부가세 포함, 원)').fill(quote.total);
  await form.getByLabel('계약금 (%)').fill('10');
  await form.getByLabel('중도금 (%)').fill('40');
  await form.getByLabel('잔금 (%)').fill('50');
  await answer(
    '한전 계통연계비',
    quote.gridFeeIncluded === false ? '별도 (고객 부담)' : '공사비에 포함',
  );
  await answer('인허가 대행비 (발전사업·개발행위)', '공사비에 포함');
  await answer('유지관리 포함', '포함');
  await form.getByLabel('연간 유지관리비 (원)').fill('1,200,000');
  await form.getByLabel('모듈 제조사').fill(quote.module);
  await form.getByLabel('모듈 모델명').fill('TOPCon 590');
  await form.getByLabel('모듈 출력 (W)').fill('590');
  await form.getByLabel('모듈 탄소 인증 등급').selectOption('GRADE1');
  await form.getByLabel('인버터 제조사').fill('동양이엔피');
  await form.getByLabel('인버터 모델명').fill('DSP-3100K');
  await form.getByLabel('구조물 형식').selectOption('고정식');
  await answer('모듈 KS 인증', 'KS 인증 제품');
  await form.getByLabel('하자이행보증 기간 (년)').fill(quote.warrantyWork);
  await form.getByLabel('인버터 보증 (년)').fill('10');
  await form.getByLabel('모듈 보증 (년)').fill('25');
  await form.getByLabel('가정한 연간 출력 저하율 (%)').fill('0.5');
  await answer('하자이행보증증권 발행', '발행함');
  await answer('발전량 보증', '보증함');
  await form.getByLabel('발전량 보증 (하루 발전시간)').fill('3.5');
  await form.getByLabel('발전량 보증 기간 (년)').fill('10');
  await form.getByLabel('폐업 시 사후관리').fill('전기공사공제조합 하자보수보증으로 수리');
  await form.getByLabel('공사 기간 (일)').fill(quote.days);
  await form.getByLabel('견적 유효기간').fill('2099-12-31');
  if (quote.financing) {
    await answer('금융(대출) 지원', '지원함');
    await form.getByLabel('금융 지원 내용').fill('태양광 시설자금 대출 연계');
  }
  await form.getByRole('button', { name: '견적 제출하기' }).click();
  await form.getByRole('status').getByText('견적을 저장했습니다.').waitFor();
  // The price per kW is the server's, shown once saved, with its place among the market's prices.
  await form.getByText(/kW당 가격 \(부가세 포함\): [\d.,]+만원\/kW/).waitFor();
  await form.getByText('적정가 비교', { exact: false }).first().waitFor();
}
