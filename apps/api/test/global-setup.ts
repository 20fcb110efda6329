import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.js';
import { loadZipCodesIfEmpty } from '../src/modules/geo/zip-codes-loader.js';

async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  await loadZipCodesIfEmpty(database.db);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump each test file loads. */
    pgliteTemplatePath: string;
    /** PostgreSQL: server URL and the migrated template database each test file copies. */
    postgresServerUrl: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run; every test file then starts from a copy, so files never share data. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `sideline_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const url = withDatabase(serverUrl, template);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await prepare(database);
    await database.close();
    project.provide('postgresServerUrl', serverUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await prepare(database);
  // Uncompressed: every test file loads it, and a gzip one made each of them unzip it first.
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresServerUrl', '');
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
