/**
 * Slack's side of a bench in a child process of its own: the Web API stand-in the app calls
 * (users.info, response URLs) and the client that sends it signed slash commands. In real use
 * that work is done on Slack's servers, so it runs outside the measured process and its CPU is
 * not counted against the app (or the bare Bolt app it is compared with).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface DriveRequest {
  url: string;
  signingSecret: string;
  commands: readonly { userId: string; text: string }[];
  concurrency: number;
}

export interface DriveResult {
  /** Time to each ack, ms. */
  acks: number[];
  perSecond: number;
}

export type SideMessage =
  | { kind: 'members'; members: string[]; farUsers?: FarUsers }
  | { kind: 'drive'; id: number; request: DriveRequest }
  | { kind: 'close' };

type ChildMessage =
  | { kind: 'ready'; apiUrl: string }
  | { kind: 'members-set' }
  | { kind: 'driven'; id: number; result?: DriveResult; error?: string };

/** users.info for the ids starting with `prefix` answers after `ms`: Slack's own time over the internet. */
export interface FarUsers {
  prefix: string;
  ms: number;
}

export interface SlackSide {
  /** The stand-in's Web API base URL, for SLACK_API_URL. */
  apiUrl: string;
  /** Sends the commands to `url`, `concurrency` at a time; resolves when all were acked. */
  drive(request: DriveRequest): Promise<DriveResult>;
  close(): Promise<void>;
}

/**
 * `members`: the workspace's member ids, listed by users.list (locale en-US, as users.info says);
 * `farUsers`: users whose users.info answers late, as Slack's does from afar.
 */
export async function startSlackSide(
  options: { members?: readonly string[]; farUsers?: FarUsers } = {},
): Promise<SlackSide> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./slack-side-child.js', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(result: DriveResult): void; reject(error: Error): void }>();
  let nextId = 0;
  let apiUrl = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The Slack side exited (${code})`)));
    child.on('message', (message: ChildMessage) => {
      if (message.kind === 'ready') {
        apiUrl = message.apiUrl;
        child.send({
          kind: 'members',
          members: [...(options.members ?? [])],
          ...(options.farUsers ? { farUsers: options.farUsers } : {}),
        } satisfies SideMessage);
      }
      if (message.kind === 'members-set') resolve();
      if (message.kind !== 'driven') return;
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.result) waiting?.resolve(message.result);
      else waiting?.reject(new Error(message.error ?? 'drive failed'));
    });
  });
  return {
    apiUrl,
    drive: (request) =>
      new Promise<DriveResult>((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve, reject });
        child.send({ kind: 'drive', id, request } satisfies SideMessage);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ kind: 'close' } satisfies SideMessage);
      }),
  };
}
