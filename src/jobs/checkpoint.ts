/**
 * What a job's runs record beside it (settled items, once-only side effects, a run under way, a
 * failure told), read back by the next run. The rule: a side effect whose start could not be
 * recorded is not run (JobRecordUnwritten, the attempt retries), nor one of a run that lost its
 * job; any other failed write costs only a redo.
 */
import { z } from 'zod';
import type { Logger } from '../log/logger.js';
import { messageOf } from '../shared/error-message.js';
import { parseJson } from '../shared/parse-json.js';
import { JobRecordUnwritten } from './errors.js';
import type { ItemOf, JobKindSpec, Once } from './types.js';

/** Where a backend keeps a job's records. */
export interface JobRecordStore {
  /** Every record of the job, by name. */
  read(id: string): Promise<Map<string, string>>;
  write(id: string, name: string, value: string): Promise<void>;
}

const onceRecordSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('started') }),
  z.object({ state: z.literal('done'), value: z.unknown() }),
]);

export interface Checkpoint<S> {
  readonly settled: Map<string, ItemOf<S>>;
  /** The previous run of the job was under way when its instance died. */
  readonly handedOver: boolean;
  /** The job's failure was already told (its `failed` handler finished). */
  readonly failureTold: boolean;
  settle(key: string, item: ItemOf<S>): Promise<void>;
  once: Once;
  /** Records whether a run is under way; awaited, so a crash after it is seen as one. */
  markRun(state: 'running' | 'ended'): Promise<void>;
  markFailureTold(): Promise<void>;
  /** Resolves once every write made so far has landed (or failed, logged). */
  flush(): Promise<void>;
}

export async function readCheckpoint<S extends JobKindSpec>(
  store: JobRecordStore,
  id: string,
  spec: S,
  logger: Logger,
  /** Aborted when this run lost the job to another instance (its lock was taken). */
  lost?: AbortSignal,
): Promise<Checkpoint<S>> {
  const records = await store.read(id);
  const settled = new Map<string, ItemOf<S>>();
  for (const [name, text] of records) {
    if (!name.startsWith('item:')) continue;
    const item = spec.item.safeParse(parseJson(z.unknown(), text));
    if (item.success) settled.set(name.slice('item:'.length), item.data as ItemOf<S>);
    else logger.warn({ jobId: id, record: name }, 'A checkpointed item of a job could not be read; redone');
  }
  const pending = new Set<Promise<void>>();
  /** Writes a record; rejects when the store failed. */
  const put = (name: string, value: unknown): Promise<void> => {
    const text = JSON.stringify(value);
    records.set(name, text);
    const written = store.write(id, name, text);
    const landed: Promise<void> = written.catch(() => undefined).finally(() => pending.delete(landed));
    pending.add(landed);
    return written;
  };
  /** A write whose failure costs only a redo on resume: logged, never thrown. */
  const write = (name: string, value: unknown): Promise<void> =>
    put(name, value).catch((error: unknown) =>
      logger.warn({ err: error, jobId: id, record: name }, 'Could not checkpoint a job'),
    );

  const once: Once = async (step, schema, effect, options) => {
    const name = `once:${step}`;
    const recorded = parseJson(onceRecordSchema, records.get(name));
    if (recorded?.state === 'done') {
      const value = schema.safeParse(recorded.value);
      if (value.success) return value.data;
    }
    if (recorded?.state === 'started' && options?.recover) {
      const found = await options.recover();
      if (found !== undefined) {
        await write(name, { state: 'done', value: found });
        return found;
      }
    }
    // A run told that it lost the job (at its next lock renewal) starts no effect any more: the
    // instance that took the job over does it.
    lost?.throwIfAborted();
    // The effect runs only once its start is on record: run blind, a crash after it would go
    // unseen and the effect be done again. Unrecorded, the attempt fails and is tried again.
    const before = records.get(name);
    try {
      await put(name, { state: 'started' });
    } catch (error) {
      if (before === undefined) records.delete(name);
      else records.set(name, before);
      throw new JobRecordUnwritten(`the start of "${step}" could not be recorded: ${messageOf(error)}`);
    }
    const value = await effect();
    await write(name, { state: 'done', value });
    return value;
  };

  return {
    settled,
    handedOver: records.get('run') === '"running"',
    failureTold: records.get('final') === '"told"',
    settle(key, item) {
      const checked = spec.item.parse(item) as ItemOf<S>;
      settled.set(key, checked);
      return write(`item:${key}`, checked);
    },
    once,
    markRun: (state) => write('run', state),
    markFailureTold: () => write('final', 'told'),
    flush: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
