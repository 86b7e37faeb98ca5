#!/usr/bin/env node
// After `vite build` (client) and `vite build --ssr src/landing-prerender.tsx`: writes the landing
// page's HTML and styles into dist/index.html and the owner app's splash into dist/owner.html, then
// stores a brotli and a gzip copy beside every compressible file, so the server sends them as they
// are instead of compressing on each request.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import subsetFont from 'subset-font';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webDir, 'dist');
const prerenderDir = join(webDir, '.prerender');

const { firstScreenTexts, renderLanding, renderSplash } = await import(
  pathToFileURL(join(prerenderDir, 'landing-prerender.js')).href
);

/**
 * Writes a document's stylesheets into it: a stylesheet link would hold the first paint for another
 * round trip, and on a phone's first visit that round trip is most of the wait.
 */
const inlineStylesheets = (html) =>
  html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file) => {
      const css = readFileSync(join(dist, file), 'utf8').trim();
      return `<style>${css}</style>`;
    },
  );

/**
 * The landing page's scripts only make the prerendered page interactive: asked for at low
 * priority, they leave the connection to the document and its font, and the page paints from
 * the HTML alone.
 */
const scriptsAtLowPriority = (html) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    '<$1 fetchpriority="low" crossorigin',
  );

const FONT_PATH = join(
  webDir,
  '../../node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
);
const FONT_CACHE_DIR = join(webDir, '../../node_modules/.cache/haetbit-ui-font');

/**
 * A font file with exactly the characters of a document's first screen ('Pretendard First', used
 * by the landing page's header and hero and by the splash), preloaded by that document: a few
 * kilobytes that arrive with the page, where the whole UI font would hold the first words on a
 * phone's first visit. Cached by its characters, as the UI font is.
 */
async function firstScreenFace(text) {
  const chars = [...new Set(text.replace(/\s+/g, ''))].sort().join('') + ' ';
  const key = createHash('sha256').update(readFileSync(FONT_PATH)).update(chars).digest('hex');
  const cached = join(FONT_CACHE_DIR, `first-${key.slice(0, 16)}.woff2`);
  let font;
  if (existsSync(cached)) {
    font = readFileSync(cached);
  } else {
    font = await subsetFont(readFileSync(FONT_PATH), chars, { targetFormat: 'woff2' });
    mkdirSync(FONT_CACHE_DIR, { recursive: true });
    writeFileSync(cached, font);
  }
  const file = `assets/pretendard-first-${createHash('sha256').update(font).digest('hex').slice(0, 8)}.woff2`;
  writeFileSync(join(dist, file), font);
  const face =
    `@font-face{font-family:'Pretendard First';font-style:normal;font-display:optional;` +
    `font-weight:45 920;src:url(/${file}) format('woff2-variations')}`;
  return (html) =>
    html.replace(
      '</head>',
      `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin><style>${face}</style></head>`,
    );
}

const firstScreen = firstScreenTexts();
const withLandingFace = await firstScreenFace(firstScreen.landing);
const withOwnerFace = await firstScreenFace(firstScreen.owner);

const indexPath = join(dist, 'index.html');
const shell = readFileSync(indexPath, 'utf8');
const marker = '<!--landing-->';
if (!shell.includes(marker)) throw new Error(`${indexPath} has no ${marker} placeholder`);
writeFileSync(
  indexPath,
  withLandingFace(scriptsAtLowPriority(inlineStylesheets(shell.replace(marker, renderLanding())))),
);

// The owner app's document (/app): the app shell with its splash already in it, so a phone paints
// the splash at once instead of a blank page while the scripts load. The consoles keep app.html.
const appShell = readFileSync(join(dist, 'app.html'), 'utf8');
const root = '<div id="root"></div>';
if (!appShell.includes(root)) throw new Error(`app.html has no ${root}`);
writeFileSync(
  join(dist, 'owner.html'),
  withOwnerFace(
    inlineStylesheets(appShell.replace(root, `<div id="root">${renderSplash()}</div>`)),
  ),
);
rmSync(prerenderDir, { recursive: true, force: true });

// Fonts and images are compressed formats already; maps are never served in production.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') yield* files(path);
    } else if (COMPRESSIBLE.test(name)) {
      yield path;
    }
  }
}

let count = 0;
for (const path of files(dist)) {
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  // A copy that is not smaller is not worth a second round trip through the file system.
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count += 1;
}
console.log(
  `postbuild: landing and splash prerendered, ${count} files precompressed in ${relative(webDir, dist)}`,
);
