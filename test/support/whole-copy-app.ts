/**
 * The app composed in-process as `npm start` composes it (SQLite in `dataDir`, the sample server as
 * its catalogue, the Slack stand-in), given back once its copy of ES is whole: the Slackbot tests
 * and the MCP bench measure answers read from the copy.
 */
import { type RunningApp, startApp } from '../../src/start-app.js';
import { type SampleServer, startSampleServer } from './sample-server.js';
import { type SlackStandIn, startSlackStandIn } from './slack-api.js';

export interface WholeCopyApp {
  running: RunningApp;
  baseUrl: string;
  standIn: SlackStandIn;
  sample: SampleServer;
  close(): Promise<void>;
}

export async function startWholeCopyApp(options: {
  botToken: string;
  signingSecret: string;
  dataDir: string;
  logLevel: string;
}): Promise<WholeCopyApp> {
  const standIn = await startSlackStandIn({ botToken: options.botToken });
  const sample = await startSampleServer({ host: '127.0.0.1', port: 0 });
  const running = await startApp(
    {
      SLACK_BOT_TOKEN: options.botToken,
      SLACK_SIGNING_SECRET: options.signingSecret,
      SLACK_API_URL: standIn.apiUrl,
      PORT: '0',
      CATALOGUE_BASE_URL: sample.baseUrl,
      CATALOGUE_API_KEY: sample.apiKey,
      CATALOGUE_MARKET: 'ES',
      CATALOGUE_MARKETS: 'ES',
      CATALOGUE_REFRESH_HOURS: '6',
      CATALOGUE_REFRESH_RATE: '2000',
      LIST_WATCH_DAYS: '0',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: options.logLevel,
      NODE_ENV: 'production',
    },
    { host: '127.0.0.1' },
  );
  const baseUrl = `http://127.0.0.1:${running.app.port}`;
  const close = async () => {
    await running.stop();
    await sample.close();
    await standIn.close();
  };
  // Whole once /healthz says so; the copy of the sample's ES takes a few seconds at this rate.
  for (let looks = 0; ; looks++) {
    const health = (await (await fetch(`${baseUrl}/healthz`)).json()) as {
      catalogue?: { ES?: { complete: boolean } };
    };
    if (health.catalogue?.ES?.complete) break;
    if (looks > 450) {
      await close();
      throw new Error('The copy of ES was not whole within 90 s');
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { running, baseUrl, standIn, sample, close };
}
