#!/usr/bin/env node
// `npm run bench`: every benchmark prints one JSON object per line,
// {"bench": "<area>.<name>", "unit": "ms" | "KB_gzip" | "req_s" | "MB", "median", "p95", "n"}.
// `npm run bench -- solar analysis` runs only the benchmark files whose path contains one of the
// words (`solar`: the engine; `analysis`: address chosen -> profit; `http`: the HTTP routes).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  ['npx', ['tsx', 'packages/solar/bench/engine.bench.ts']],
  ['npx', ['tsx', 'apps/server/bench/api.bench.ts']],
  // With DATABASE_URL set, also on that PostgreSQL database (server.http_*_pg).
  ['npx', ['tsx', 'apps/server/bench/http.bench.ts']],
  ['npx', ['tsx', 'apps/server/bench/analysis.bench.ts']],
  ['npx', ['tsx', 'apps/server/bench/data-service.bench.ts']],
  // The lifecycle sweeper on 100 000 due requests and the match detail API (PGlite; PostgreSQL too
  // with DATABASE_URL).
  ['npx', ['tsx', 'apps/server/bench/matching.bench.ts']],
  ['node', ['scripts/web-bundle-bench.mjs']],
];

const only = process.argv.slice(2);
let failed = false;
for (const [command, args] of benches) {
  const file = args.at(-1);
  if (!existsSync(file)) continue;
  if (only.length > 0 && !only.some((word) => file.includes(word))) continue;
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
