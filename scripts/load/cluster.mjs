// The load test's own PostgreSQL cluster (the machine's binaries, a scratch directory, a free
// loopback port) and the product's instances started against it.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

// --- a scratch PostgreSQL cluster -------------------------------------------------------------
function postgresBin() {
  const versions = spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: the cluster's commands run as the `postgres` user then. */
function asClusterOwner(command, commandArgs) {
  const root = process.getuid?.() === 0;
  const result = spawnSync(
    root ? 'runuser' : command,
    root ? ['-u', 'postgres', '--', command, ...commandArgs] : commandArgs,
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')}: ${result.stderr || result.stdout}`);
  }
}

export async function startCluster(dir) {
  const bin = postgresBin();
  const port = await freePort();
  const data = join(dir, 'pgdata');
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(owner), Number(group));
  }
  asClusterOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/haetbit_load`,
    start() {
      asClusterOwner(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        join(dir, 'postgres.log'),
        '-w',
        '-o',
        // fsync stays on: the fault run counts acknowledged writes after a restart.
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`,
        'start',
      ]);
    },
    stop(mode = 'fast') {
      asClusterOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
    },
  };
  cluster.start();
  const admin = new pg.Client({
    connectionString: cluster.url.replace('haetbit_load', 'postgres'),
  });
  await admin.connect();
  await admin.query('CREATE DATABASE haetbit_load');
  await admin.end();
  return cluster;
}

// --- the product's instances ------------------------------------------------------------------
async function waitUntilReady(baseUrl, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${baseUrl} did not become ready`);
}

export async function startInstance(dir, databaseUrl, index) {
  const port = await freePort();
  const dataDir = join(dir, `instance-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // The README's `npm start` mode (demo): the outbox holds the SMS codes, and the demo
      // contractor and operator accounts drive the console reads.
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // Shared by every instance, as in production: a token from one is valid on the other.
      SESSION_SECRET: 'load-test-session-secret-0123456789abcdef',
      // The ceiling per network address is against abuse from one place; the per-call limits,
      // counted per device or per address, stay as they are.
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
      // Each run texts thousands of codes, many from one generator address: the address and
      // service-wide SMS budgets would end it early.
      SMS_PER_ADDRESS_PER_HOUR: '0',
      SMS_GLOBAL_PER_HOUR: '0',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
