/**
 * Values the app put in a message or a modal come back from Slack in the click, the options
 * load or the submission (button values, block ids, private_metadata): they are checked again
 * on the way in, as anything else a request carries. A market must still be one the
 * configuration allows (`roundTripAllowed`, before any listener: a click is answered
 * plainly, an options load gets no options); a response URL must point at Slack or at
 * SLACK_API_URL's host (`slackResponseUrl`).
 */
import type { AllMiddlewareArgs, AnyMiddlewareArgs, RespondFn } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import { decodeMenuBlockId, decodeUnitPick } from '../blocks/ids.js';
import { buildUnknownMarketMessage } from '../blocks/notices.js';
import { requestScope } from '../user/middleware.js';

/** Slack's own domains (response URLs are `https://hooks.slack.com/…`; GovSlack's on slack-gov.com). */
const slackDomains = ['slack.com', 'slack-gov.com'];

/** The URL when it is one Slack could have given: https on Slack's domains, or SLACK_API_URL's host. */
export function slackResponseUrl(url: string, apiUrl: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const api = new URL(apiUrl);
  if (parsed.protocol === api.protocol && parsed.host === api.host) return url;
  const onSlack = slackDomains.some(
    (domain) => parsed.hostname === domain || parsed.hostname.endsWith(`.${domain}`),
  );
  return onSlack && parsed.protocol === 'https:' && parsed.port === '' ? url : undefined;
}

interface CarriedValues {
  type?: unknown;
  actions?: { value?: unknown; block_id?: unknown }[];
  block_id?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The markets named in what a click or an options load carries back: unit picks and menu block ids. */
function carriedMarkets(body: CarriedValues): string[] {
  const carriers =
    body.type === 'block_actions'
      ? (body.actions ?? []).map((action) => ({ value: text(action.value), blockId: text(action.block_id) }))
      : body.type === 'block_suggestion'
        ? [{ value: undefined, blockId: text(body.block_id) }]
        : [];
  return carriers.flatMap(({ value, blockId }) =>
    [decodeUnitPick(value)?.scope, decodeMenuBlockId(blockId)?.scope].flatMap((scope) =>
      scope ? [scope.market] : [],
    ),
  );
}

/**
 * False, once it has answered, for a click or an options load that carries a market the
 * configuration does not allow (any more); true for every other request, which goes on.
 */
export function roundTripAllowed(
  config: Pick<AppConfig, 'markets'>,
  logger: Logger,
): (args: AnyMiddlewareArgs & AllMiddlewareArgs) => Promise<boolean> {
  return async (args) => {
    const refused = carriedMarkets(args.body as CarriedValues).find(
      (market) => !config.markets.includes(market),
    );
    if (refused === undefined) return true;
    logger.warn({ market: refused }, 'A click or menu carried a market that is not allowed; refused');
    // Clicks and options loads only reach here: both have an ack; a click from a message a respond.
    const { ack, respond } = args as { ack?: (response?: object) => Promise<void>; respond?: RespondFn };
    if (args.body.type === 'block_suggestion') {
      await ack?.({ options: [] });
      return false;
    }
    await ack?.();
    if (respond) {
      const user = await requestScope(args.context);
      await respond({
        response_type: 'ephemeral',
        replace_original: false,
        ...buildUnknownMarketMessage(user.language, refused, config.markets),
      });
    }
    return false;
  };
}
