#!/usr/bin/env node
// The gzipped JavaScript a browser loads before a screen is interactive: the document's entry
// chunk, its static imports (what the HTML modulepreloads), and the lazily loaded route chunks
// with their own static imports (Vite manifest). The landing page (index.html) is prerendered and
// has its own entry; the app screens start from the app shell (app.html).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const manifestPath = `${dist}/.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  execFileSync('npm', ['run', '-s', 'build', '-w', '@haetbit/web'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/**
 * A manifest entry by its key; a dynamic entry that shares its chunk with other modules (the
 * home and its lazily loaded side menu import each other) is keyed by its chunk name instead.
 */
function entry(key) {
  if (manifest[key]) return manifest[key];
  const name = key.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  return Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.name === name);
}

function collect(key, files = new Set()) {
  const chunk = entry(key);
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

function gzipKb(files) {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

const screens = {
  // The address search layer and the side menu load when they open (router.tsx, home-page.tsx).
  'web.js_before_app_home': ['app.html', 'src/features/home/home-page.tsx'],
  'web.js_before_landing': ['index.html'],
  // The consoles are lazy route chunks of the app shell; their forms library loads with them.
  'web.js_before_admin': ['app.html', 'src/features/admin/admin-app.tsx'],
  'web.js_before_partner': ['app.html', 'src/features/partner/partner-app.tsx'],
};
for (const [bench, keys] of Object.entries(screens)) {
  const files = new Set();
  for (const key of keys) collect(key, files);
  const kb = gzipKb(files);
  console.log(JSON.stringify({ bench, unit: 'KB_gzip', median: kb, p95: kb, n: 1 }));
}
