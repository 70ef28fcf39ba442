/**
 * Signed Slack requests to an app running in a child process (test/support/app-process.ts),
 * and the environment such a process gets: the loopback Slack stand-in and sample catalogue.
 */

import type { AppProcess } from './app-process.js';
import type { SampleServer } from './sample-server.js';
import type { SlackStandIn } from './slack-api.js';
import { answerAfterAck, botToken, signingSecret } from './slack-app.js';
import { appHomeOpened, settingsSubmission } from './slack-payloads.js';
import { eventEnvelope, payloadForm, postSigned, type SlackReply, slashCommandForm } from './slack-signer.js';

export function processEnv(standIn: SlackStandIn, sample: SampleServer, extra: Record<string, string>) {
  return {
    SLACK_BOT_TOKEN: botToken,
    SLACK_SIGNING_SECRET: signingSecret,
    SLACK_API_URL: standIn.apiUrl,
    CATALOGUE_BASE_URL: sample.baseUrl,
    CATALOGUE_API_KEY: sample.apiKey,
    CATALOGUE_MARKET: 'GB',
    CATALOGUE_MARKETS: 'FR,ES',
    // No catalogue copy unless a test asks for one: its refresh would add calls to every count.
    CATALOGUE_REFRESH_HOURS: '0',
    // No watched lists either: a list's Slack List would add calls, and an update of its answer.
    LIST_WATCH_DAYS: '0',
    ...extra,
  };
}

const eventsUrl = (app: AppProcess) => `${app.baseUrl}/slack/events`;

export const saveSettings = (app: AppProcess, userId: string, market: string, language: string) =>
  postSigned(eventsUrl(app), signingSecret, {
    form: payloadForm(settingsSubmission(userId, { market, language, type: '-' })),
  });

export const slashCommand = (
  app: AppProcess,
  standIn: SlackStandIn,
  userId: string,
  text: string,
  id: string,
) =>
  postSigned(eventsUrl(app), signingSecret, {
    form: slashCommandForm({ text, userId, responseUrl: standIn.responseUrl(id) }),
  });

/**
 * `/controller <text>` and its answer: the ack's, or the response_url post's when the ack was
 * empty (a first contact, answered once Slack gave their locale) or only said it was looking.
 */
export async function slashAnswer(
  app: AppProcess,
  standIn: SlackStandIn,
  userId: string,
  text: string,
  id: string,
): Promise<{ status: number; json: Record<string, unknown>; text: string }> {
  const ack = await slashCommand(app, standIn, userId, text, id);
  if (ack.status !== 200) return { status: ack.status, json: ack.json ?? {}, text: ack.text };
  const answer = await answerAfterAck(standIn, id, ack.json, 10_000);
  return { status: ack.status, json: answer, text: answer === ack.json ? ack.text : JSON.stringify(answer) };
}

export const homeOpened = (app: AppProcess, userId: string, eventId: string) =>
  postSigned(eventsUrl(app), signingSecret, { json: eventEnvelope(appHomeOpened(userId), eventId) });

/** A DM to the app, as the Events API delivers it (`retryNum` set: a retry). */
export function directMessage(
  app: AppProcess,
  message: { userId: string; channel: string; ts: string; text: string; eventId: string },
  retryNum?: number,
): Promise<SlackReply> {
  const event = {
    type: 'message',
    channel: message.channel,
    channel_type: 'im',
    user: message.userId,
    text: message.text,
    ts: message.ts,
    event_ts: message.ts,
  };
  return postSigned(
    eventsUrl(app),
    signingSecret,
    { json: eventEnvelope(event, message.eventId) },
    retryNum === undefined ? {} : { retryNum },
  );
}

/** The market the catalogue was asked in for the last model detail since `from` requests. */
export const detailMarket = (sample: SampleServer, from: number): string | undefined =>
  sample.requests
    .slice(from)
    .filter((request) => request.path.includes('/iumodels/'))
    .at(-1)?.headers['app-market'] as string | undefined;
