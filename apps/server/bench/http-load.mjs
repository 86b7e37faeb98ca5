// A load generator in its own process (so the server under test keeps its core): keep-alive
// HTTP GETs from N concurrent clients for a fixed time; prints {completed, errors}.
import http from 'node:http';

const [url, concurrencyText, secondsText] = process.argv.slice(2);
const concurrency = Number(concurrencyText ?? 16);
const deadline = Date.now() + Number(secondsText ?? 3) * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let completed = 0;
let errors = 0;

function once() {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) completed += 1;
        else errors += 1;
        resolve();
      });
    });
    request.on('error', () => {
      errors += 1;
      resolve();
    });
  });
}

await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) await once();
  }),
);
agent.destroy();
process.stdout.write(JSON.stringify({ completed, errors }));
