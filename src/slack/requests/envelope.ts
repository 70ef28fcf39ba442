/**
 * The envelope of a signed Slack request, checked before Bolt or any listener reads it: the
 * fields Bolt and the listeners rely on (who, which action, which view, which event) must be
 * there with the right types, and a form field must not be given twice. A request that fails
 * is not run; `ack` says how it can still be answered within Slack's window.
 */
import { z } from 'zod';

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
  url_verification: z.object({ challenge: z.string() }),
} as const;

type PayloadType = keyof typeof payloadSchemas;

/** How a request that failed the check is answered: an empty ack, no options, a notice, or a 400. */
export type EnvelopeAck = 'empty' | 'no-options' | 'notice' | 'bad-request';

type EnvelopeCheck = { ok: true } | { ok: false; kind: string; problem: string; ack: EnvelopeAck };

const ackOf = (kind: string): EnvelopeAck => {
  if (kind === 'slash_command') return 'notice';
  if (kind === 'block_suggestion') return 'no-options';
  if (kind === 'url_verification') return 'bad-request';
  return 'empty';
};

const problemOf = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');

/** The kind of a parsed request body as Slack names it: its `type`, or `slash_command` (which has `command`); '' when neither. */
export function requestKind(body: unknown): string {
  const fields = (body ?? {}) as Record<string, unknown>;
  if ('command' in fields) return 'slash_command';
  return typeof fields.type === 'string' ? fields.type : '';
}

/** Checks a parsed request body (JSON, the `payload` field's JSON, or form fields). */
export function checkEnvelope(body: unknown): EnvelopeCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, kind: 'unknown', problem: 'the body is not an object', ack: 'bad-request' };
  }
  const fields = body as Record<string, unknown>;
  if (fields.ssl_check === '1') return { ok: true };
  const kind = requestKind(fields);
  const schema =
    kind === 'slash_command'
      ? slashCommandSchema
      : kind in payloadSchemas
        ? payloadSchemas[kind as PayloadType]
        : undefined;
  // Kinds the app does not handle are Bolt's to ignore.
  if (!schema) return { ok: true };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true };
  return { ok: false, kind, problem: problemOf(parsed.error), ack: ackOf(kind) };
}
