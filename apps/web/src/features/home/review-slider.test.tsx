import type { InstallReview } from '@haetbit/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewSlider } from './review-slider';

const review = (id: number, systemSize: number): InstallReview => ({
  id,
  installType: 'L',
  region: '경남 산청군',
  systemSize,
  score: 5,
  title: '수익이 예상대로 나옵니다',
  contents: '설치 후 1년, 예측과 거의 같았습니다.',
  writerName: '김**',
  comName: null,
  createdAt: '2026-03-01T00:00:00Z',
  isSample: false,
});

describe('the review slider', () => {
  it('shows sizes of 1,000 kW or more in MW and smaller ones in kW (spec section 9)', () => {
    const html = renderToStaticMarkup(
      <ReviewSlider
        read={{
          data: [review(1, 1500), review(2, 99)],
          isPending: false,
          isError: false,
          isFetching: false,
          error: null,
          refetch: () => Promise.resolve(),
        }}
      />,
    );
    expect(html).toContain('경남 산청군 · 1.5MW');
    expect(html).toContain('경남 산청군 · 99kW');
    expect(html).not.toContain('1500kW');
    expect(html).not.toContain('1,500kW');
  });
});
