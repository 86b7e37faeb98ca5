// A load generator in its own process (so the server under test keeps its core): keep-alive
// HTTP GETs from N concurrent clients for a fixed time, after an untimed warm-up of one second.
// Arguments: url, concurrency (16), seconds (3), request headers as JSON ({}).
// Prints {completed, errors, p50Ms, p95Ms, p99Ms} (latency of the completed requests).
import http from 'node:http';

const [url, concurrencyText, secondsText, headersText] = process.argv.slice(2);
const concurrency = Number(concurrencyText ?? 16);
const seconds = Number(secondsText ?? 3);
const headers = JSON.parse(headersText ?? '{}');
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let measuring = false;
let completed = 0;
let errors = 0;
const latenciesMs = [];

function once() {
  const start = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        if (measuring) {
          if (response.statusCode === 200) {
            completed += 1;
            latenciesMs.push(performance.now() - start);
          } else {
            errors += 1;
          }
        }
        resolve();
      });
    });
    request.on('error', () => {
      if (measuring) errors += 1;
      resolve();
    });
  });
}

async function run(untilMs) {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < untilMs) await once();
    }),
  );
}

await run(Date.now() + 1000);
measuring = true;
await run(Date.now() + seconds * 1000);
agent.destroy();
latenciesMs.sort((a, b) => a - b);
const at = (q) =>
  latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(q * latenciesMs.length))] ?? 0;
process.stdout.write(
  JSON.stringify({
    completed,
    errors,
    p50Ms: Number(at(0.5).toFixed(2)),
    p95Ms: Number(at(0.95).toFixed(2)),
    p99Ms: Number(at(0.99).toFixed(2)),
  }),
);
