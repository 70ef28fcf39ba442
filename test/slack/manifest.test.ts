/**
 * manifest.yml declares what the contract names, with the request URLs on the one events path,
 * and the agent view and the Workflow Builder step as the code registers them (the names, events,
 * scope, prompts and parameters come from the code's own constants, so the two cannot drift). Its
 * command, shortcuts, step and events are exactly the registration table's (listeners/index.ts):
 * what the manifest declares and no row handles would be acked by the catch-all and never run.
 * Slackbot's MCP server is declared at the path the app serves it on (src/slack/mcp/endpoint.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { listStatuses } from '../../src/project-lists/outcome.js';
import { suggestedPrompts } from '../../src/slack/agent/prompts.js';
import { callbackIds } from '../../src/slack/blocks/ids.js';
import { skuOutputsSchema } from '../../src/slack/functions/sku-outputs.js';
import { findControllerSku, skuStepInputsSchema } from '../../src/slack/functions/sku-step.js';
import { listenerTable } from '../../src/slack/listeners/index.js';
import type { ListenerKind } from '../../src/slack/listeners/registration.js';
import { mcpPath } from '../../src/slack/mcp/endpoint.js';

const parameters = z.record(
  z.string(),
  z.object({
    type: z.string(),
    title: z.string().min(1),
    description: z.string().min(1),
    is_required: z.boolean(),
  }),
);

/** The parts of a Slack app manifest this test reads; parsing fails loudly when one is missing. */
const Manifest = z.object({
  display_information: z.object({ description: z.string().min(1), long_description: z.string().min(1) }),
  features: z.object({
    app_home: z.object({ home_tab_enabled: z.boolean(), messages_tab_enabled: z.boolean() }),
    slash_commands: z.array(
      z.object({ command: z.string(), url: z.string(), description: z.string(), usage_hint: z.string() }),
    ),
    shortcuts: z.array(
      z.object({ name: z.string(), type: z.string(), callback_id: z.string(), description: z.string() }),
    ),
    agent_view: z.object({
      agent_description: z.string().min(1),
      suggested_prompts: z.array(z.object({ title: z.string(), message: z.string() })),
    }),
  }),
  oauth_config: z.object({ scopes: z.object({ bot: z.array(z.string()) }) }),
  settings: z.object({
    event_subscriptions: z.object({ request_url: z.string(), bot_events: z.array(z.string()) }),
    interactivity: z.object({
      is_enabled: z.boolean(),
      request_url: z.string(),
      message_menu_options_url: z.string(),
    }),
    socket_mode_enabled: z.boolean(),
    org_deploy_enabled: z.boolean(),
    function_runtime: z.string(),
  }),
  functions: z.record(
    z.string(),
    z.object({
      title: z.string(),
      description: z.string().min(1),
      input_parameters: parameters,
      output_parameters: parameters,
    }),
  ),
  mcp_servers: z.record(
    z.string().regex(/^[a-z0-9_]+$/),
    z.strictObject({ url: z.url({ protocol: /^https$/ }), auth_type: z.literal('slack_identity_auth') }),
  ),
});

/** The ids of the table's rows of `kind`. */
const tableIds = (kind: ListenerKind) =>
  listenerTable.filter((row) => row.kind === kind).map((row) => row.id);

const manifest = Manifest.parse(parse(readFileSync(new URL('../../manifest.yml', import.meta.url), 'utf8')));

describe('manifest.yml', () => {
  it('declares the slash command and the message shortcut by their contract names', () => {
    const { slash_commands: commands, shortcuts } = manifest.features;
    expect(commands.map((c) => c.command)).toEqual(['/controller']);
    expect(commands[0]?.usage_hint).toBeTruthy();
    expect(commands[0]?.description).toBeTruthy();
    expect(shortcuts.map((s) => [s.type, s.callback_id])).toEqual([['message', callbackIds.findController]]);
    expect(shortcuts[0]?.description).toBeTruthy();
  });

  it('sends commands, interactivity, options loads and events to /slack/events', () => {
    const { event_subscriptions: events, interactivity } = manifest.settings;
    expect([
      ...manifest.features.slash_commands.map((c) => c.url),
      events.request_url,
      interactivity.request_url,
      interactivity.message_menu_options_url,
    ]).toEqual(Array(4).fill('https://example.com/slack/events'));
  });

  it('asks for the scopes the listeners need', () => {
    expect(manifest.oauth_config.scopes.bot).toEqual(
      expect.arrayContaining([
        'commands',
        'chat:write',
        'im:history',
        'app_mentions:read',
        'users:read',
        'files:read',
        'files:write',
      ]),
    );
  });

  it('enables the App Home tabs and leaves Socket Mode off by default', () => {
    expect(manifest.features.app_home).toMatchObject({ home_tab_enabled: true, messages_tab_enabled: true });
    expect(manifest.settings.socket_mode_enabled).toBe(false);
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
  });
});

describe('manifest.yml and the registration table', () => {
  it('declares the command, the shortcuts and the steps the table registers, and no other', () => {
    expect(manifest.features.slash_commands.map((c) => c.command)).toEqual(tableIds('command'));
    expect(manifest.features.shortcuts.map((s) => s.callback_id)).toEqual(tableIds('shortcut'));
    expect(Object.keys(manifest.functions)).toEqual(tableIds('function'));
  });

  it('subscribes to the events the rows take, and to no other', () => {
    const taken = new Set(listenerTable.flatMap((row) => row.events));
    expect([...manifest.settings.event_subscriptions.bot_events].sort()).toEqual([...taken].sort());
    expect(taken).toEqual(
      new Set(['app_mention', 'message.im', 'app_home_opened', 'app_context_changed', 'function_executed']),
    );
  });
});

describe('manifest.yml: the agent view', () => {
  it('declares it with a description, the English prompts the app sets, and the scope it needs', () => {
    const { agent_view: agentView } = manifest.features;
    expect(agentView.agent_description.length).toBeGreaterThan(20);
    expect(agentView.suggested_prompts).toEqual(suggestedPrompts('en').prompts);
    expect(manifest.oauth_config.scopes.bot).toContain('assistant:write');
  });

  it('subscribes to what Slack sends an agent_view app, and to no assistant_thread_* event', () => {
    const events = manifest.settings.event_subscriptions.bot_events;
    expect(events).toEqual(expect.arrayContaining(['app_home_opened', 'app_context_changed', 'message.im']));
    expect(events.filter((name) => name.startsWith('assistant_thread_'))).toEqual([]);
  });
});

describe('manifest.yml: the Workflow Builder step', () => {
  const step = manifest.functions[findControllerSku.callbackId];

  it('declares the step the code registers, run by the app (remote), offered to the organisation', () => {
    expect(Object.keys(manifest.functions)).toEqual([findControllerSku.callbackId]);
    expect(step?.title).toBe(findControllerSku.title);
    expect(manifest.settings.function_runtime).toBe('remote');
    expect(manifest.settings.org_deploy_enabled).toBe(true);
    expect(manifest.settings.event_subscriptions.bot_events).toContain('function_executed');
  });

  it('declares the inputs the step reads: strings, unit alone required', () => {
    const inputs = step?.input_parameters ?? {};
    expect(Object.keys(inputs).sort()).toEqual(Object.keys(skuStepInputsSchema.shape).sort());
    expect(Object.keys(inputs).filter((name) => inputs[name]?.is_required)).toEqual([
      ...findControllerSku.inputs.required,
    ]);
    expect(Object.keys(inputs).filter((name) => !inputs[name]?.is_required)).toEqual([
      ...findControllerSku.inputs.optional,
    ]);
    expect(new Set(Object.values(inputs).map((input) => input.type))).toEqual(new Set(['string']));
  });

  it('declares the outputs the step completes with, strings, the status naming every value it takes', () => {
    const outputs = step?.output_parameters ?? {};
    expect(Object.keys(outputs)).toEqual([...findControllerSku.outputs]);
    expect(Object.keys(outputs).sort()).toEqual(Object.keys(skuOutputsSchema.shape).sort());
    expect(new Set(Object.values(outputs).map((output) => output.type))).toEqual(new Set(['string']));
    expect(listStatuses.filter((status) => !outputs.status?.description.includes(status))).toEqual([]);
  });
});

describe('manifest.yml: the MCP server Slackbot calls', () => {
  it('declares controller_finder at /mcp with Slack identity auth, and the bot scope mcp:connect', () => {
    expect(manifest.mcp_servers).toEqual({
      controller_finder: { url: `https://example.com${mcpPath}`, auth_type: 'slack_identity_auth' },
    });
    expect(manifest.oauth_config.scopes.bot).toContain('mcp:connect');
  });
});
