#!/usr/bin/env node
// After `vite build` (client) and `vite build --ssr src/landing-prerender.tsx`: writes the landing
// page's HTML and styles into dist/index.html, then stores a brotli and a gzip copy beside every compressible
// file, so the server sends them as they are instead of compressing on each request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webDir, 'dist');
const prerenderDir = join(webDir, '.prerender');

const { renderLanding } = await import(
  pathToFileURL(join(prerenderDir, 'landing-prerender.js')).href
);
const indexPath = join(dist, 'index.html');
const shell = readFileSync(indexPath, 'utf8');
const marker = '<!--landing-->';
if (!shell.includes(marker)) throw new Error(`${indexPath} has no ${marker} placeholder`);
// The landing page's styles go into the document: a stylesheet link would hold the first paint
// for another round trip, and on a phone's first visit that round trip is most of the wait.
const landing = shell
  .replace(marker, renderLanding())
  .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_link, file) => {
    const css = readFileSync(join(dist, file), 'utf8').trim();
    return `<style>${css}</style>`;
  });
writeFileSync(indexPath, landing);
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
  `postbuild: landing prerendered, ${count} files precompressed in ${relative(webDir, dist)}`,
);
