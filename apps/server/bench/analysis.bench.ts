// The owner's journey on the server, from 'address chosen' to 'profit computed', for every
// offline dataset parcel: check-is-ing -> create (land data from the providers) -> install type
// and capacity -> prediction (station, engine, 20-year finance). Full Fastify stack via app.inject
// on a seeded in-memory PGlite, and on PostgreSQL too (`_pg` lines, in a scratch database) when
// DATABASE_URL names a server. The first pass includes building each station's synthetic year.
// Every journey after its session call comes from one address: the per-address ceiling still
// counts each call but is raised so that it never refuses one (the limiter is not what is timed).
import type { FastifyInstance } from 'fastify';
import { createScratchDatabase } from '../src/test/scratch-database.js';
import { createBenchApp, stats } from './support.js';
import { OFFLINE_PARCELS } from '../src/providers/offline-data/index.js';

const env = { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000' };
let app: FastifyInstance;

let deviceCounter = 0;
async function journey(parcel: (typeof OFFLINE_PARCELS)[number]): Promise<number | null> {
  deviceCounter += 1;
  const deviceId = `A_bench-journey-${deviceCounter}`;
  const session = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { deviceId },
    remoteAddress: `10.1.${deviceCounter % 250}.${Math.floor(deviceCounter / 250)}`,
  });
  const headers = { authorization: `Bearer ${session.json<{ token: string }>().token}` };
  const start = performance.now();
  await app.inject({
    method: 'POST',
    url: '/api/match-analysis/check-is-ing',
    headers,
    payload: { pnu: parcel.pnu, deviceId },
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/match-analysis',
    headers,
    remoteAddress: `10.2.${deviceCounter % 250}.${Math.floor(deviceCounter / 250)}`,
    payload: {
      pnu: parcel.pnu,
      address: parcel.address,
      roadAddress: parcel.roadAddress,
      deviceId,
    },
  });
  const id = created.json<{ id: number }>().id;
  const sized = await app.inject({
    method: 'PATCH',
    url: '/api/match-analysis',
    headers,
    payload: {
      id,
      installType: parcel.expected.installType,
      ...(parcel.expected.capacity === 'needs_area' ? { area: 300 } : {}),
    },
  });
  const analysis = sized.json<{ systemSize: number | null; area: number | null }>();
  if (!analysis.systemSize) return null; // capacity cannot be determined: no forecast to make
  const predicted = await app.inject({
    method: 'PATCH',
    url: '/api/match-analysis/prediction',
    headers,
    payload: {
      id,
      lat: parcel.lat,
      lng: parcel.lng,
      azimuth: 180,
      tilt: 21,
      area: analysis.area,
      moduleQty: 0,
      systemSize: 0,
    },
  });
  if (predicted.statusCode !== 200) throw new Error(`prediction failed: ${predicted.body}`);
  return performance.now() - start;
}

async function run(suffix: string): Promise<void> {
  for (const [name, passes] of [
    ['analysis.address_to_profit_first_pass', 1],
    ['analysis.address_to_profit', 3],
  ] as const) {
    const samples: number[] = [];
    for (let pass = 0; pass < passes; pass += 1) {
      for (const parcel of OFFLINE_PARCELS) {
        const ms = await journey(parcel);
        if (ms !== null) samples.push(ms);
      }
    }
    console.log(JSON.stringify({ bench: `${name}${suffix}`, unit: 'ms', ...stats(samples) }));
  }
}

{
  const bench = await createBenchApp({ env });
  app = bench.app;
  await run('');
  await bench.close();
}
if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'haetbit_bench');
  try {
    const bench = await createBenchApp({ databaseUrl: scratch.url, env });
    app = bench.app;
    await run('_pg');
    await bench.close();
  } finally {
    await scratch.drop();
  }
}
