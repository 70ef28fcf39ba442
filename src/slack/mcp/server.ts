/**
 * The MCP server for Slackbot: `McpServer` with four read-only tools (tools/*.ts), each declaring
 * `_meta.slack.supportsBlockKit`. Stateless, as Slackbot calls it: a server and a Streamable HTTP
 * transport per request, JSON answers. Each call is answered for the caller its `_meta.slack`
 * names, in the market it names (identity.ts); a call naming no caller, or a market not enabled,
 * is refused in words.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { t, toLanguage } from '../../i18n/index.js';
import { inMarket } from '../user/in-market.js';
import type { LoadUser, ScopedUser } from '../user/user-scope.js';
import { loadCaller, slackCallerOf } from './identity.js';
import { checkList, checkListTool } from './tools/check-list.js';
import { findController, findControllerTool } from './tools/find-controller.js';
import { listBrands, listBrandsTool } from './tools/list-brands.js';
import type { CallDeadlines, ToolDeps } from './tools/tool-deps.js';
import { blockKitToolMeta, toolRefusal } from './tools/tool-result.js';
import { unitsForController, unitsForControllerTool } from './tools/units-for-controller.js';

export interface McpDeps extends ToolDeps {
  /** Loads a user as every Slack request does; never rejects. */
  loadUser: LoadUser;
  /** CATALOGUE_LOCALE: the language a refusal is said in, when there is no one to ask. */
  locale: string;
}

const serverInfo = { name: 'controller-finder', version: '1.0.0' } as const;

/**
 * What a tool gets: the caller loaded from `_meta.slack` within the request's deadline, in the
 * `market` the call names (their own when none). A call naming no caller, or a market not
 * enabled, is refused in words.
 */
async function forCaller(
  deps: McpDeps,
  deadlines: CallDeadlines,
  call: { meta: unknown; market?: string | undefined },
  run: (asker: ScopedUser) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  const caller = slackCallerOf(call.meta);
  if (!caller) return toolRefusal(t(toLanguage(deps.locale), 'mcp.notFromSlack'));
  const asker = await loadCaller(deps.loadUser, caller, deadlines.answer);
  const chosen = inMarket(deps.config, asker, call.market);
  return 'refusal' in chosen ? toolRefusal(chosen.refusal) : run(chosen.user);
}

const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;

/** A tool's declaration: its schemas, title and description, read-only, and Block Kit results. */
const declared = <T extends { title: string }>(tool: T) => ({
  ...tool,
  annotations: { ...readOnly, title: tool.title },
  _meta: blockKitToolMeta,
});

/**
 * One JSON Schema validator for every request's server: the SDK would make an Ajv instance per
 * server otherwise (about a millisecond each), and the tools' schemas are the same every time.
 */
const validator = new AjvJsonSchemaValidator();

/** The server and its tools, answering within the deadlines of the request it serves. */
function createMcpServer(deps: McpDeps, deadlines: CallDeadlines): McpServer {
  const server = new McpServer(serverInfo, { jsonSchemaValidator: validator });
  server.registerTool('find_controller', declared(findControllerTool), (input, extra) =>
    forCaller(deps, deadlines, { meta: extra._meta, market: input.market }, (asker) =>
      findController(deps, asker, input, deadlines.answer),
    ),
  );
  server.registerTool('units_for_controller', declared(unitsForControllerTool), (input, extra) =>
    forCaller(deps, deadlines, { meta: extra._meta, market: input.market }, (asker) =>
      unitsForController(deps, asker, input, deadlines.answer),
    ),
  );
  server.registerTool('check_list', declared(checkListTool), (input, extra) =>
    forCaller(deps, deadlines, { meta: extra._meta }, (asker) =>
      checkList(deps, asker, input, deadlines.list),
    ),
  );
  server.registerTool('list_brands', declared(listBrandsTool), (input, extra) =>
    forCaller(deps, deadlines, { meta: extra._meta, market: input.market }, (asker) =>
      listBrands(deps, asker, deadlines.answer),
    ),
  );
  return server;
}

/** Answers one signed request (its body already read and parsed) with a server of its own. */
export async function serveMcpRequest(
  deps: McpDeps,
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
  deadlines: CallDeadlines,
): Promise<void> {
  const server = createMcpServer(deps, deadlines);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}
