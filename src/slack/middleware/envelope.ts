/**
 * Every Slack request's envelope checked by a global middleware before any listener reads it (HTTP
 * and Socket Mode alike): the fields listeners rely on, typed, and no form field twice. A request
 * that fails is not run, only acked as far as its kind allows, and logged once.
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { z } from 'zod';
import type { Language } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import { buildErrorMessage } from '../blocks/notices.js';

const user = z.object({ id: z.string().min(1) });
const record = z.record(z.string(), z.unknown());

/** A slash command: form fields, each given once (a repeated field parses as an array). */
const slashCommandSchema = z.object({ command: z.string() }).catchall(z.string());

const payloadSchemas = {
  block_actions: z.object({
    user,
    actions: z.array(z.object({ action_id: z.string(), block_id: z.string().optional() })).min(1),
  }),
  block_suggestion: z.object({ user, action_id: z.string(), block_id: z.string(), value: z.string() }),
  view_submission: z.object({
    user,
    view: z.object({
      id: z.string(),
      callback_id: z.string(),
      state: z.object({ values: z.record(z.string(), record) }),
      private_metadata: z.string().optional(),
    }),
  }),
  view_closed: z.object({ user, view: z.object({ id: z.string(), callback_id: z.string() }) }),
  message_action: z.object({ user, callback_id: z.string(), trigger_id: z.string(), message: record }),
  shortcut: z.object({ user, callback_id: z.string(), trigger_id: z.string() }),
  event_callback: z.object({ event_id: z.string(), event: z.object({ type: z.string() }) }),
} as const;

type PayloadType = keyof typeof payloadSchemas;

type EnvelopeCheck = { ok: true } | { ok: false; kind: string; problem: string };

const problemOf = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');

/** The kind of a parsed request body as Slack names it: its `type`, or `slash_command` (which has `command`); '' when neither. */
function requestKind(body: object): string {
  if ('command' in body) return 'slash_command';
  return 'type' in body && typeof body.type === 'string' ? body.type : '';
}

const isPayloadType = (kind: string): kind is PayloadType => Object.hasOwn(payloadSchemas, kind);

/** Checks a parsed request body (JSON, the `payload` field's JSON, or form fields). */
export function checkEnvelope(body: unknown): EnvelopeCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, kind: 'unknown', problem: 'the body is not an object' };
  }
  const kind = requestKind(body);
  const schema =
    kind === 'slash_command' ? slashCommandSchema : isPayloadType(kind) ? payloadSchemas[kind] : undefined;
  // Kinds the app does not handle are Bolt's to ignore.
  if (!schema) return { ok: true };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true };
  return { ok: false, kind, problem: problemOf(parsed.error) };
}

/**
 * Runs the request on only when its envelope is well formed; else acks it as far as it can
 * (a slash command's notice in `language`, the configured one: its user is not known).
 */
export function checkedEnvelopes(language: Language, logger: Logger): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const checked = checkEnvelope(args.body);
    if (checked.ok) {
      await args.next();
      return;
    }
    logger.warn(
      { kind: checked.kind, problem: checked.problem },
      'A Slack request was malformed; acked without running a listener',
    );
    if ('command' in args) await args.ack({ response_type: 'ephemeral', ...buildErrorMessage(language) });
    else if ('options' in args) await args.ack({ options: [] });
    else if ('ack' in args && args.ack) await args.ack();
  };
}
