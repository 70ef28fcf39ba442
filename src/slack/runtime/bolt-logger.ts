/**
 * Runtime: how the app runs inside Bolt (logger bridge, health and metrics endpoints, start-up
 * errors, request budgets, requests in flight, what every listener gets). This file: Bolt (and
 * its Web API and Socket Mode clients) log through our pino logger, secrets scrubbed there.
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

export function boltLogger(logger: Logger): BoltLogger {
  const child = logger.child({ component: 'bolt' });
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...parts: unknown[]) => {
      if (!child.isLevelEnabled(level)) return;
      const err = parts.find((part) => part instanceof Error);
      const text = format(...parts.filter((part) => part !== err));
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
