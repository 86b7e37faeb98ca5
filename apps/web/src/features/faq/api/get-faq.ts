import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeItem, FaqItem } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

export const faqQuery = queryOptions({
  queryKey: ['faq', 'SM'],
  queryFn: ({ signal }) =>
    apiRequest<{ data: FaqItem[] }>('/api/faq', { query: { siteDiv: 'SM' }, signal }).then(
      (r) => r.data,
    ),
});

export const faqCategoriesQuery = queryOptions({
  queryKey: ['code', 'SM_FAQ_CATE'],
  queryFn: ({ signal }) => apiRequest<CodeItem[]>('/api/code/SM_FAQ_CATE', { signal }),
  staleTime: Infinity,
});

export const useFaq = () => useQuery(faqQuery);
export const useFaqCategories = () => useQuery(faqCategoriesQuery);
