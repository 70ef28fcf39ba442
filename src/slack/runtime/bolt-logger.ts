/**
 * Runtime: how the app runs inside Bolt (receiver, logger bridge, health and metrics endpoints,
 * start-up errors, requests in flight). This file: Bolt (and its Web API and Socket Mode clients)
 * log through our pino logger, secrets scrubbed there. A body Bolt could not parse is logged
 * without the parser's message, which quotes the body (it may carry Slack's verification token).
 */
import { format } from 'node:util';
import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import type { Logger } from '../../log/logger.js';

const boltLevelOf = (level: string): LogLevel => {
  if (level === 'trace' || level === 'debug') return LogLevel.DEBUG;
  if (level === 'info') return LogLevel.INFO;
  if (level === 'warn') return LogLevel.WARN;
  return LogLevel.ERROR;
};

/** How Bolt's HTTPReceiver starts the line for a signed body that does not parse. */
const malformedBody = 'Malformed request body';

export function boltLogger(logger: Logger): BoltLogger {
  const child = logger.child({ component: 'bolt' });
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...parts: unknown[]) => {
      if (!child.isLevelEnabled(level)) return;
      const err = parts.find((part) => part instanceof Error);
      const said = format(...parts.filter((part) => part !== err));
      const text = said.startsWith(malformedBody) ? `${malformedBody} (not quoted)` : said;
      if (err) child[level]({ err }, text);
      else child[level](text);
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    /** The app's LOG_LEVEL rules; Bolt's own defaults do not override it. */
    setLevel: () => {},
    getLevel: () => boltLevelOf(child.level),
    setName: () => {},
  };
}
