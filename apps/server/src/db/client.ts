import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repository methods accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** Opens PGlite (on disk under DATA_DIR/pg, or in memory) or a real PostgreSQL server (DESIGN D4). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    let closing = false;
    // An idle connection the server ends (restart, failover, admin) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL idle connection lost: ${error.message}`);
    });
    // A connection the server ends while a transaction holds it (checked out, between two
    // statements) reports on the client, not the pool, and an 'error' nobody listens to ends the
    // process. The statement in flight fails on its own (the call answers 503) and the pool
    // discards the broken client when it is released, so the listener only keeps the process up.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // One instance migrates at a time when several start together.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(727274)');
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      async ping() {
        await pool.query('SELECT 1');
      },
      async close() {
        closing = true;
        await pool.end();
      },
    };
  }

  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = join(target.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    async ping() {
      await pgliteDb.execute(sql`SELECT 1`);
    },
    async close() {
      await client.close();
    },
  };
}
