import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The head both documents share (index.html, the landing page; app.html, the app shell): character
 * set, viewport, the description and title search results show, theme colour and icon. Written once
 * here and put at the start of each document's head, in the dev server as in the build.
 */
export const DOCUMENT_HEAD: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  {
    tag: 'meta',
    attrs: {
      name: 'viewport',
      content: 'width=device-width, initial-scale=1.0, viewport-fit=cover',
    },
  },
  {
    tag: 'meta',
    attrs: {
      name: 'description',
      content:
        '햇빛 매칭: 지붕과 땅의 태양광 발전 수익을 무료로 분석하고 검증된 시공사를 연결합니다.',
    },
  },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#ff8a00' } },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' } },
  { tag: 'title', children: '햇빛 매칭 - 태양광 수익 분석과 시공사 매칭' },
];

export function documentHeadPlugin(): Plugin {
  return {
    name: 'haetbit-document-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => DOCUMENT_HEAD.map((tag) => ({ ...tag, injectTo: 'head-prepend' as const })),
    },
  };
}
