/**
 * Each instance's own copy of the users' settings it has read or saved ("no settings" too), so
 * that a warm request asks Redis nothing for them, kept exact across instances by Redis's
 * server-assisted client-side caching: a second connection (RESP2) subscribes to
 * `__redis__:invalidate`, and the store's connection has Redis (`CLIENT TRACKING ON REDIRECT <that
 * connection's id> BCAST PREFIX <settings keys> NOLOOP`) name there every settings key another
 * connection changes, before it answers the change itself; that user's copy is dropped (every copy
 * on a flush), while a save through this instance sets its own copy (NOLOOP). A copy is served
 * only at the end of the event loop's turn (shared/turn-end.ts), once the names that arrived with
 * the request were taken in, and only while tracking is known to be on: a close or error of
 * either connection, or a subscriber that stops answering pings (dead without a word), drops every
 * copy, and reads go to Redis until tracking is on again to the subscriber's new id. A read or
 * save under way when anything was dropped keeps nothing (a generation count).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../log/logger.js';
import { turnEnded } from '../../shared/turn-end.js';
import type { UserSettings } from '../schema.js';

const invalidations = '__redis__:invalidate';

/** How Redis itself reads and writes a user's settings, kept under `${keyPrefix}${userId}`. */
export interface SettingsBacking {
  read(userId: string): Promise<UserSettings>;
  write(userId: string, settings: UserSettings): Promise<void>;
}

export interface TrackedSettings {
  get(userId: string): Promise<UserSettings>;
  save(userId: string, settings: UserSettings): Promise<void>;
  /** Closes the subscriber connection (the store's own connection is the caller's). */
  close(): Promise<void>;
}

export interface TrackingOptions {
  logger: Logger;
  /** At most this many users' copies (the least recently used go first). */
  maxUsers?: number;
  /** The subscriber is pinged this often; a ping unanswered this long means it is lost. */
  heartbeatMs?: number;
}

/** The user ids an invalidation names; undefined (every user) for a flush's null one. */
const invalidatedUsers = (keys: unknown, keyPrefix: string): string[] | undefined =>
  Array.isArray(keys) ? keys.map((key) => String(key).slice(keyPrefix.length)) : undefined;

/**
 * Settings read through `backing` on `redis` (the store's connection, already connected),
 * with copies kept here. Resolves once tracking is on, or has failed and been logged: until it
 * is on, every read goes to Redis.
 */
export async function openTrackedSettings(
  redis: Redis,
  keyPrefix: string,
  backing: SettingsBacking,
  { logger, maxUsers = 50_000, heartbeatMs = 5000 }: TrackingOptions,
): Promise<TrackedSettings> {
  const copies = new LRUCache<string, UserSettings>({ max: maxUsers });
  const subscriber = redis.duplicate({ protocol: 2, autoResubscribe: false });
  /** The subscriber's client id while it listens to the invalidations. */
  let redirect: number | undefined;
  /** Counts the subscriber's connections lost: an id learnt on an older one is not used. */
  let subscriberLosses = 0;
  /** Counts the times tracking stopped or restarted: an enabling begun before does not count. */
  let epoch = 0;
  let tracking = false;
  /** Counts the times copies were dropped: a read or save under way then keeps nothing. */
  let generation = 0;

  const forget = (userIds: string[] | undefined) => {
    generation++;
    if (!userIds) copies.clear();
    for (const userId of userIds ?? []) copies.delete(userId);
  };
  const distrust = () => {
    epoch++;
    tracking = false;
    forget(undefined);
  };
  const trusted = () => tracking && redis.status === 'ready' && subscriber.status === 'ready';
  /** The generation a read or save begins in; undefined when its answer may not be kept. */
  const stamp = () => (trusted() ? generation : undefined);
  const keep = (userId: string, settings: UserSettings, stamped: number | undefined) => {
    if (stamped === generation && trusted()) copies.set(userId, settings);
  };

  /** Tracking (again) from scratch: `CLIENT TRACKING ON` refuses a second ON, so OFF first, in order. */
  const enable = async () => {
    distrust();
    const at = epoch;
    const to = redirect;
    if (to === undefined || redis.status !== 'ready') return;
    try {
      await Promise.all([
        redis.client('TRACKING', 'OFF'),
        redis.client('TRACKING', 'ON', 'REDIRECT', to, 'BCAST', 'PREFIX', keyPrefix, 'NOLOOP'),
      ]);
      if (at !== epoch) return;
      tracking = true;
      logger.debug('Redis tracks the settings copies of this instance');
    } catch (error) {
      if (at === epoch)
        logger.warn({ err: error }, 'Redis refused CLIENT TRACKING: settings are read from Redis every time');
    }
  };

  const subscriberLost = () => {
    subscriberLosses++;
    redirect = undefined;
    distrust();
  };
  const restartSubscriber = () => {
    subscriberLost();
    if (subscriber.status === 'ready') subscriber.disconnect(true);
  };
  /** On each (re)connection: learn the subscriber's id, subscribe, then track to it. */
  const listen = async () => {
    const losses = subscriberLosses;
    try {
      const id = await subscriber.client('ID');
      await subscriber.subscribe(invalidations);
      if (losses !== subscriberLosses) return;
      redirect = id;
      await enable();
    } catch (error) {
      if (losses === subscriberLosses)
        logger.warn(
          { err: error },
          'Redis refused the settings invalidations: settings are read from Redis every time',
        );
    }
  };
  const heartbeat = async () => {
    const losses = subscriberLosses;
    if (subscriber.status !== 'ready') return;
    const answered = await Promise.race([
      subscriber.ping().then(
        () => true,
        () => true,
      ),
      sleep(heartbeatMs, false, { ref: false }),
    ]);
    if (answered || losses !== subscriberLosses) return;
    logger.warn('The Redis connection for settings invalidations stopped answering: reconnecting it');
    restartSubscriber();
  };

  redis.on('ready', () => void enable());
  redis.on('close', distrust);
  redis.on('error', () => void enable());
  subscriber.on('messageBuffer', (_channel: Buffer, keys: unknown) =>
    forget(invalidatedUsers(keys, keyPrefix)),
  );
  subscriber.on('close', subscriberLost);
  subscriber.on('error', (error) => {
    logger.debug({ err: error }, 'Redis invalidations connection error');
    restartSubscriber();
  });
  let listening = Promise.resolve();
  subscriber.on('ready', () => {
    listening = listen();
  });
  await subscriber.connect().catch(() => undefined);
  await listening;
  const beats = setInterval(() => void heartbeat(), heartbeatMs);
  beats.unref();

  return {
    async get(userId) {
      if (trusted()) {
        await turnEnded();
        const kept = trusted() ? copies.get(userId) : undefined;
        if (kept) return { ...kept };
      }
      const stamped = stamp();
      const settings = await backing.read(userId);
      keep(userId, settings, stamped);
      return { ...settings };
    },
    async save(userId, settings) {
      const stamped = stamp();
      try {
        await backing.write(userId, settings);
      } catch (error) {
        forget([userId]);
        throw error;
      }
      copies.delete(userId);
      keep(userId, { ...settings }, stamped);
    },
    async close() {
      clearInterval(beats);
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
