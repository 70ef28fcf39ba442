/** Start-up and shutdown: clear messages for bad configuration, graceful stop, the embedded sample by default. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/env.js';
import { StartupError } from '../../src/slack/app.js';
import { loadDotEnv, type RunningApp, startApp } from '../../src/start-app.js';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';
import { answerAfterAck, startSlackHarness } from '../support/slack-app.js';
import { postSigned, slashCommandForm } from '../support/slack-signer.js';

const token = 'xoxb-lifecycle-token-0123456789';
const secret = 'lifecycle-signing-secret';
const cleanups: (() => Promise<void>)[] = [];
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cf-lifecycle-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function standIn(): Promise<SlackStandIn> {
  const started = await startSlackStandIn();
  cleanups.push(() => started.close());
  return started;
}

const env = (apiUrl: string, extra: Record<string, string> = {}) => ({
  SLACK_BOT_TOKEN: token,
  SLACK_SIGNING_SECRET: secret,
  SLACK_API_URL: apiUrl,
  PORT: '0',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  CATALOGUE_REFRESH_HOURS: '0',
  ...extra,
});

const failureOf = async (start: Promise<unknown>): Promise<Error> => {
  try {
    const running = (await start) as RunningApp;
    await running.stop();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected start-up to fail');
};

describe('start-up', () => {
  it('names each missing or malformed variable, never a secret value', async () => {
    const error = await failureOf(startApp({ SLACK_APP_TOKEN: 'not-an-app-token', PORT: 'abc' }));
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain('SLACK_BOT_TOKEN');
    expect(error.message).toContain('SLACK_APP_TOKEN');
    expect(error.message).toContain('PORT');
    expect(error.message).not.toContain('not-an-app-token');
  });

  it('says Slack rejected the bot token, without the token', async () => {
    const slack = await standIn();
    slack.answer('auth.test', () => ({ ok: false, error: 'invalid_auth' }));
    const error = await failureOf(startApp(env(slack.apiUrl), { host: '127.0.0.1' }));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toBe(
      'Slack rejected SLACK_BOT_TOKEN (invalid_auth). Check the token in your environment.',
    );
  });

  it('says the Slack API cannot be reached', async () => {
    const error = await failureOf(startApp(env('http://127.0.0.1:9/api/'), { host: '127.0.0.1' }));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(
      /^Could not reach the Slack Web API at http:\/\/127\.0\.0\.1:9\/api\/ \(SLACK_API_URL\)/,
    );
  });

  it('says the port is taken', async () => {
    const slack = await standIn();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(() => resolve())));
    const port = (blocker.address() as { port: number }).port;
    const error = await failureOf(startApp(env(slack.apiUrl, { PORT: String(port) }), { host: '127.0.0.1' }));
    expect(error.message).toBe(`Port ${port} is already in use. Set PORT to a free port.`);
  });

  // One app on a default install for both tests (an app's start reads the whole sample).
  describe('on a default install', () => {
    let slack: SlackStandIn;
    let running: RunningApp;
    beforeAll(async () => {
      slack = await startSlackStandIn();
      running = await startApp(env(slack.apiUrl), { host: '127.0.0.1' });
    });
    afterAll(async () => {
      await running?.stop();
      await slack?.close();
    });
    const ask = async (text: string, id: string) => {
      const reply = await postSigned(`http://127.0.0.1:${running.app.port}/slack/events`, secret, {
        form: slashCommandForm({ text, responseUrl: slack.responseUrl(id) }),
      });
      return answerAfterAck(slack, id, reply.json, 5000);
    };

    it('serves the embedded sample catalogue when no catalogue is configured', async () => {
      expect((await fetch(`http://127.0.0.1:${running.app.port}/healthz`)).status).toBe(200);
      expect(String((await ask('daikin ftxm25r', 'main'))?.text)).toContain('Daikin FTXM25R');
    });

    it('answers the README’s own examples on a default install: market:FR lang:fr, and help names FR', async () => {
      const fr = JSON.stringify(await ask('daikin ftxm25r market:FR lang:fr', 'fr'));
      expect(fr).toContain('Contrôleur à vendre');
      expect(fr).toContain('Marché FR · Langue Français');
      const help = JSON.stringify(await ask('help', 'help'));
      expect(help).toContain('market:FR');
      const off = JSON.stringify(await ask('daikin ftxm25r market:DE', 'de'));
      expect(off).toContain('Market *DE* is not enabled here');
      expect(off).toContain('`ES`, `FR`, `GB`');
    });
  });
});

describe('user state at start-up', () => {
  it('creates DATA_DIR when missing', async () => {
    const slack = await standIn();
    const fresh = join(dataDir, 'fresh', 'state');
    const running = await startApp(env(slack.apiUrl, { DATA_DIR: fresh }), { host: '127.0.0.1' });
    cleanups.push(() => running.stop());
    expect(await readdir(join(dataDir, 'fresh'))).toEqual(['state']);
  });

  it('keeps a corrupt state file aside and starts', async () => {
    const slack = await standIn();
    const corruptDir = await mkdtemp(join(dataDir, 'corrupt-'));
    await writeFile(join(corruptDir, 'state.json'), '{"version":1,"us');
    const running = await startApp(env(slack.apiUrl, { DATA_DIR: corruptDir }), { host: '127.0.0.1' });
    cleanups.push(() => running.stop());
    expect((await readdir(corruptDir)).some((name) => name.startsWith('state.json.corrupt-'))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${running.app.port}/healthz`)).status).toBe(200);
  });

  it('says so when DATA_DIR cannot be created', async () => {
    const slack = await standIn();
    const file = join(dataDir, 'a-file');
    await writeFile(file, 'not a directory');
    const error = await failureOf(
      startApp(env(slack.apiUrl, { DATA_DIR: join(file, 'state') }), { host: '127.0.0.1' }),
    );
    expect(error.message).toMatch(/^DATA_DIR .*a-file\/state cannot be written/);
  });
});

describe('.env', () => {
  it('loads variables from a .env file without overriding those already set', async () => {
    const file = join(dataDir, 'test.env');
    await writeFile(file, 'CF_TEST_FROM_FILE=file\nCF_TEST_ALREADY_SET=file\n');
    process.env.CF_TEST_ALREADY_SET = 'environment';
    try {
      loadDotEnv(file);
      expect(process.env.CF_TEST_FROM_FILE).toBe('file');
      expect(process.env.CF_TEST_ALREADY_SET).toBe('environment');
      loadDotEnv(join(dataDir, 'missing.env'));
    } finally {
      delete process.env.CF_TEST_FROM_FILE;
      delete process.env.CF_TEST_ALREADY_SET;
    }
  });
});

describe('stopping', () => {
  it('finishes a request in flight before it resolves, then refuses new ones', async () => {
    const harness = await startSlackHarness({ sample: { latencyMs: 1700 } });
    const { reply, responseId } = await harness.command('daikin ftxm25r');
    expect(reply.json?.text).toContain('Looking that up');
    await harness.app.stop();
    expect(harness.standIn.responsesTo(responseId)).toHaveLength(1);
    await expect(fetch(`${harness.baseUrl}/healthz`)).rejects.toThrow();
    await harness.close();
  });
});
