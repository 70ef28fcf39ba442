import { type Logger, type LoggerOptions, pino } from 'pino';
import { requestFields } from './request-context.js';

export type { Logger } from 'pino';

/**
 * Fields pino blanks out: the catalogue key in request headers and errors, Slack tokens
 * and the signing secret in config dumps and Bolt's own objects.
 */
const secretFields = [
  'apikey',
  'apiKey',
  'token',
  'botToken',
  'appToken',
  'signingSecret',
  'authorization',
  'CATALOGUE_API_KEY',
  'SLACK_BOT_TOKEN',
  'SLACK_APP_TOKEN',
  'SLACK_SIGNING_SECRET',
];

/** Each secret field at the top level and up to three objects deep (e.g. `config.slack.botToken`). */
const redactedPaths = secretFields.flatMap((field) =>
  ['', '*.', '*.*.', '*.*.*.'].map((prefix) => `${prefix}${field}`),
);

interface LoggerSettings {
  level: string;
  /** Human-readable lines for development; JSON otherwise. */
  pretty?: boolean;
  /** Known secret values scrubbed from every line, whatever field they hide in (e.g. an error message). */
  secrets?: readonly (string | undefined)[];
}

/** Replaces each known secret value in a serialised log line. */
function scrubSecrets(line: string, secrets: readonly string[]): string {
  let out = line;
  for (const secret of secrets) out = out.split(secret).join('[Redacted]');
  return out;
}

export function createLogger(settings: LoggerSettings, destination?: NodeJS.WritableStream): Logger {
  const secrets = (settings.secrets ?? []).filter((s): s is string => typeof s === 'string' && s.length >= 4);
  const options: LoggerOptions = {
    level: settings.level,
    redact: { paths: redactedPaths, censor: '[Redacted]' },
    mixin: requestFields,
    ...(secrets.length > 0 && { hooks: { streamWrite: (line: string) => scrubSecrets(line, secrets) } }),
  };
  if (settings.pretty && !destination) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss' },
      },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}
