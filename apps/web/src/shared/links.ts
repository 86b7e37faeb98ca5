/** Outside destinations the app links to (spec section 2: inquiry chat, blog). */
export const INQUIRY_CHAT_URL = 'https://pf.kakao.com/_haetbit/chat';
export const BLOG_URL = 'https://blog.haetbit.kr';
