import type { MatchReq } from '@haetbit/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeKeys } from './api/keys';
import { MyMatchingStatus } from './my-matching-status';

/** A match in progress with the fields the home card reads; the rest as the API would answer. */
function match(id: number, systemSize: number): MatchReq {
  const dates = {
    reqDate: '2026-03-01T00:00:00Z',
    propose1EndDate: '2026-03-04T00:00:00Z',
    select1EndDate: null,
    propose2EndDate: null,
    select2EndDate: null,
    matchCompleteDate: null,
  };
  return {
    id,
    matchAnalysisId: id,
    address: `경상남도 산청군 단성면 남사리 ${id}`,
    pnu: '4886037028102100000',
    installType: 'L',
    systemSize,
    area: 9000,
    status: 'CRG',
    isAnalysisIng: false,
    matchCompleteCode: null,
    cancelEndStatus: null,
    reqOrder: 1,
    propose1StartDate: dates.reqDate,
    propose2StartDate: null,
    select1StartDate: null,
    select1CompleteDate: null,
    select1LimitCnt: 5,
    select2StartDate: null,
    select2CompleteDate: null,
    select2LimitCnt: 2,
    matchStatusId: id,
    matchStatus: {
      id,
      status: 'CRG',
      matchCompleteCode: null,
      cancelEndStatus: null,
      select1LimitCnt: 5,
      select2LimitCnt: 2,
      ...dates,
    },
    ...dates,
  };
}

function render(matches: MatchReq[]): string {
  const client = new QueryClient();
  client.setQueryData(homeKeys.myMatches, matches);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyMatchingStatus />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('my matching status on the home', () => {
  it('shows at most 2 matches, sizes of 1,000 kW or more in MW (spec section 9)', () => {
    const html = render([match(1, 1500), match(2, 243.84), match(3, 99)]);
    expect(html).toContain('토지 · 1.5MW');
    expect(html).toContain('토지 · 243.8kW');
    expect(html).not.toContain('1500kW');
    expect(html).not.toContain('남사리 3');
  });
});
