import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = join(webDir, '../..');
const FONT_PATH = join(
  repoDir,
  'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
);
const CACHE_DIR = join(repoDir, 'node_modules/.cache/haetbit-ui-font');
/** Where the screens' words are written: the web sources and the shared Korean messages. */
const TEXT_DIRS = [join(webDir, 'src'), join(repoDir, 'packages/contracts/src')];
/**
 * The platform's own published texts the server starts with (FAQ, codes, banners, terms): the FAQ
 * and the terms would otherwise each pull several of the package's fallback files.
 */
const CONTENT_FILES = ['faq.ts', 'codes.ts', 'banners.ts', 'terms.ts'].map((file) =>
  join(repoDir, 'apps/server/src/modules/content/seed-data', file),
);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(?:ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Printable ASCII and every other character the sources and the published texts contain, sorted. */
export function uiCharacters(): number[] {
  const codes = new Set<number>();
  for (let code = 0x20; code < 0x7f; code += 1) codes.add(code);
  const files = [...TEXT_DIRS.flatMap((dir) => [...sourceFiles(dir)]), ...CONTENT_FILES];
  for (const file of files) {
    for (const char of readFileSync(file, 'utf8')) {
      const code = char.codePointAt(0)!;
      if (code > 0x7f) codes.add(code);
    }
  }
  return [...codes].sort((a, b) => a - b);
}

/** `U+20-7E, U+AC00, …`: consecutive code points folded into ranges. */
export function unicodeRange(codes: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < codes.length;) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j]! + 1) j += 1;
    const hex = (code: number) => code.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(codes[i]!)}` : `U+${hex(codes[i]!)}-${hex(codes[j]!)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * One Pretendard file with exactly the characters the screens are written with ('Pretendard
 * Variable'): the landing page otherwise fetches a dozen of the package's frequency-sliced subsets
 * (about 440 KB) and lays the page out again as each arrives. The package's faces are renamed
 * 'Pretendard Fallback' and come next in the font stack, for other text (addresses, names, content
 * written by operators); their stylesheet is loaded after the first paint (base.ts). `font-display:
 * optional`: a file that is late on a first visit is not used on that page instead of moving every
 * line when it arrives; the next page has it from the cache. Rebuilt when the text changes; the
 * result is cached by the character set.
 */
export function uiFontPlugin(): Plugin {
  let fileName = '';
  let range = '';
  return {
    name: 'haetbit-ui-font',
    apply: 'build',
    async buildStart() {
      const codes = uiCharacters();
      const text = String.fromCodePoint(...codes);
      const key = createHash('sha256').update(readFileSync(FONT_PATH)).update(text).digest('hex');
      const cached = join(CACHE_DIR, `${key.slice(0, 16)}.woff2`);
      let font: Uint8Array;
      if (existsSync(cached)) {
        font = readFileSync(cached);
      } else {
        font = await subsetFont(readFileSync(FONT_PATH), text, { targetFormat: 'woff2' });
        mkdirSync(CACHE_DIR, { recursive: true });
        writeFileSync(cached, font);
      }
      const hash = createHash('sha256').update(font).digest('hex').slice(0, 8);
      fileName = `assets/pretendard-ui-${hash}.woff2`;
      range = unicodeRange(codes);
      this.emitFile({ type: 'asset', fileName, source: font });
    },
    transform(code, id) {
      // The package's faces get the same rule: whichever face a character needs, a late file
      // never moves text that is already on screen. Under their own family name they never take
      // a character the UI file has, whatever order the stylesheets arrive in.
      if (!id.endsWith('pretendardvariable-dynamic-subset.css')) return undefined;
      const faces = code
        .replaceAll('font-display: swap', 'font-display: optional')
        .replaceAll("font-family: 'Pretendard Variable'", "font-family: 'Pretendard Fallback'");
      return { code: faces, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const face =
          `@font-face{font-family:'Pretendard Variable';font-style:normal;font-display:optional;` +
          `font-weight:45 920;src:url(/${fileName}) format('woff2-variations');` +
          `unicode-range:${range}}`;
        // After the stylesheets: the face defined last is the one the browser tries first. Not
        // preloaded: the first screen has its own small file (scripts/postbuild.mjs), and this one
        // is fetched when the first words that need it are laid out, or warmed by the app.
        return html.replace('</head>', `    <style>${face}</style>\n  </head>`);
      },
    },
  };
}
