/**
 * An admin's first hour: `.env.example` as shipped agrees with the README (readable logs unless
 * NODE_ENV=production), an empty bot token is reported as "required", the embedded sample
 * catalogue offers all of its markets by default, and logs written to a file or a pipe carry
 * no colour codes (the real app, as a process, its output piped).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadAppConfig, loadCatalogueConfig } from '../../src/config/env.js';
import { buildApp, spawnApp } from '../support/app-process.js';

const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

const example = parseEnv(await readFile(new URL('../../.env.example', import.meta.url), 'utf8'));

describe('.env.example', () => {
  it('gives readable logs, as the README says of a default install', () => {
    expect(example.NODE_ENV ?? '').not.toBe('production');
    expect(loadCatalogueConfig(example).log.pretty).toBe(true);
  });

  it('reports its empty SLACK_BOT_TOKEN as required, not as a malformed token', () => {
    expect(example.SLACK_BOT_TOKEN).toBe('');
    const problems = problemsOf(() => loadAppConfig({ ...example, SLACK_SIGNING_SECRET: 'secret' }));
    expect(problems).toEqual(['SLACK_BOT_TOKEN: required']);
  });

  it('offers every market of the embedded sample catalogue, default market first', () => {
    expect(loadCatalogueConfig(example).markets).toEqual(['ES', 'FR', 'GB']);
    expect(loadCatalogueConfig({ CATALOGUE_MARKET: 'GB' }).markets).toEqual(['GB', 'ES', 'FR']);
  });

  it('keeps to the default market alone with a real catalogue, or the configured list', () => {
    const remote = {
      CATALOGUE_BASE_URL: 'https://catalogue.invalid',
      CATALOGUE_API_KEY: 'key-1234',
      CATALOGUE_MARKET: 'PT',
    };
    expect(loadCatalogueConfig(remote).markets).toEqual(['PT']);
    expect(loadCatalogueConfig({ ...remote, CATALOGUE_MARKETS: 'ES, PT' }).markets).toEqual(['PT', 'ES']);
    expect(loadCatalogueConfig({ CATALOGUE_MARKETS: 'FR' }).markets).toEqual(['ES', 'FR']);
  });
});

describe('log output', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-logs-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is readable and free of colour codes when piped (no terminal)', async () => {
    const app = spawnApp(
      await buildApp(),
      {
        PATH: process.env.PATH ?? '',
        SLACK_BOT_TOKEN: 'xoxb-logs-test-token',
        SLACK_SIGNING_SECRET: 'logs-test-secret',
        SLACK_API_URL: 'http://127.0.0.1:9/api/',
        PORT: '0',
        DATA_DIR: dir,
      },
      dir,
    );
    const line = await app.waitForLine('SAMPLE catalogue', 60_000);
    await app.stop();
    expect(line).toContain('WARN');
    expect(app.lines.join('\n')).not.toContain('\u001b[');
  }, 120_000);
});
