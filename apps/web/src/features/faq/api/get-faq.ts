import { queryOptions, useQuery } from '@tanstack/react-query';
import { codeListGet, faqList } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

export const faqQuery = queryOptions({
  queryKey: ['faq', 'SM'],
  queryFn: ({ signal }) =>
    callApi(faqList, { query: { siteDiv: 'SM' }, signal }).then((r) => r.data),
});

export const faqCategoriesQuery = queryOptions({
  queryKey: ['code', 'SM_FAQ_CATE'],
  queryFn: ({ signal }) => callApi(codeListGet, { params: { group: 'SM_FAQ_CATE' }, signal }),
  staleTime: Infinity,
});

export const useFaq = () => useQuery(faqQuery);
export const useFaqCategories = () => useQuery(faqCategoriesQuery);
