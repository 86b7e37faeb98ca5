/**
 * App-store listing links for the download section.
 * PLACEHOLDERS: the real App Store id and Google Play package are not published yet;
 * replace both before release.
 */
export const APP_STORE_URL = 'https://apps.apple.com/kr/app/id0000000000';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=kr.haetbit.matching';
