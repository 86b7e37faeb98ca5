// Data-service benchmarks: latency of the spec section 7 data-service calls through the full
// Fastify stack (app.inject on a seeded in-memory PGlite). One JSON line per bench:
// {"bench": "data_service.<name>", "unit": "ms", "median", "p95", "n"}.
import { createBenchApp, stats } from './support.js';

const bench = await createBenchApp();
const app = bench.app;

/** Six regions (Seoul, Busan, Gwangju, Daejeon, Gangneung, Jeju) and varying systems. */
const PLACES = [
  [37.5665, 126.978],
  [35.1796, 129.0756],
  [35.1595, 126.8526],
  [36.3504, 127.3845],
  [37.7519, 128.8761],
  [33.4996, 126.5312],
] as const;
const calcBody = (i: number) => {
  const [latitude, longitude] = PLACES[i % PLACES.length]!;
  return {
    systemSize: [30, 99.84, 480, 1200][i % 4]!,
    installType: i % 3 === 0 ? 'R' : 'L',
    latitude,
    longitude,
    tilt: 15 + (i % 4) * 5,
    azimuth: 160 + (i % 5) * 10,
    smpPrice: 118.38,
    recPrice: 71_810,
  };
};

async function run(name: string, call: (i: number) => Promise<{ statusCode: number }>, n: number) {
  for (let i = 0; i < 24; i += 1) {
    const warm = await call(i); // first use of each climate station builds its synthetic year
    if (warm.statusCode !== 200) throw new Error(`${name}: HTTP ${warm.statusCode}`);
  }
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await call(i);
    samples.push(performance.now() - start);
  }
  console.log(JSON.stringify({ bench: `data_service.${name}`, unit: 'ms', ...stats(samples) }));
}

await run(
  'calc_proposal',
  (i) => app.inject({ method: 'POST', url: '/calc-proposal-data/v2', payload: calcBody(i) }),
  200,
);
await run(
  'nearest_stn',
  (i) => {
    const [lat, lng] = PLACES[i % PLACES.length]!;
    return app.inject({
      method: 'POST',
      url: '/nanoom-data/nd-api/nearest-stn',
      payload: { lat, lng },
    });
  },
  200,
);
await run(
  'latest_smp_rec',
  (i) =>
    app.inject({
      method: 'POST',
      url: '/latest-smp-rec',
      payload: { localDiv: i % 2 === 0 ? 1 : 9, smpDt: i % 3 === 0 ? undefined : '20250320' },
    }),
  200,
);

await bench.close();
