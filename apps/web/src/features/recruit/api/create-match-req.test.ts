import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markRequestCreated } from './create-match-req';
import { recruitKeys } from './keys';

describe('a new match request', () => {
  it('refreshes the requests and the analysing list and marks only its own analysis stale', async () => {
    const queryClient = new QueryClient();
    const keys = {
      home: ['match-req', 'in-progress'],
      list: ['match-req', 'list'],
      analysis: recruitKeys.analysis(3),
      otherAnalysis: recruitKeys.analysis(4),
      analyzing: recruitKeys.analyzing,
      option: recruitKeys.defaultOption,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});

    await markRequestCreated(queryClient, 3);

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.home)).toBe(true);
    expect(invalidated(keys.list)).toBe(true);
    expect(invalidated(keys.analysis)).toBe(true);
    expect(invalidated(keys.analyzing)).toBe(true);
    expect(invalidated(keys.otherAnalysis)).toBe(false);
    expect(invalidated(keys.option)).toBe(false);
  });
});
