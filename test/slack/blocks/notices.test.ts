import { describe, expect, it } from 'vitest';
import type { CatalogueErrorKind } from '../../../src/catalogue/errors.js';
import {
  buildErrorMessage,
  buildLoadingMessage,
  buildNoTextMessage,
} from '../../../src/slack/blocks/notices.js';
import { renderLookupResult } from '../../../src/slack/blocks/result.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { scope } from './fixtures.js';

const en = { language: 'en' as const, shareable: true };

describe('notices', () => {
  it.each<[CatalogueErrorKind, string]>([
    ['timeout', 'did not answer in time'],
    ['unavailable', 'cannot be reached'],
    ['unauthorized', 'refused our credentials'],
    ['rate_limited', 'busy'],
    ['invalid_response', 'cannot be reached'],
    ['bad_request', `did not accept market ${scope.market}`],
    ['scope_refused', `did not accept market ${scope.market}`],
    ['not_found', `did not accept market ${scope.market}`],
  ])('explains an unavailable catalogue (%s) without any SKU', (reason, words) => {
    const message = renderLookupResult(
      { kind: 'catalogue_unavailable', scope, searched: { text: 'daikin ftxm25r' }, reason },
      en,
    );
    expect(message.text).toContain(words);
    expect(JSON.stringify(message)).not.toContain('`');
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('lists the types the market offers when the requested one is not', () => {
    const message = renderLookupResult(
      {
        kind: 'type_not_offered',
        scope,
        searched: { text: 'zigbee daikin ftxm25r', type: 'CTLR_ZIGBEE' },
        requestedType: 'CTLR_ZIGBEE',
        requestedTypeName: 'Zigbee controller',
        offered: [
          { reference: 'CTLR_WIFI', name: 'Wi-Fi' },
          { reference: 'CTLR_KNX', name: 'KNX' },
        ],
      },
      en,
    );
    expect(message.text).toBe('*Zigbee controller* is not offered in market FR.');
    expect(JSON.stringify(message)).not.toContain('CTLR_ZIGBEE');
    expect(JSON.stringify(message.blocks)).toContain('Offered here: Wi-Fi, KNX');
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('cuts a long list of offered types', () => {
    const offered = Array.from({ length: 30 }, (_, i) => ({ reference: `T${i}`, name: `Type ${i}` }));
    const message = renderLookupResult(
      {
        kind: 'type_not_offered',
        scope,
        searched: { text: 'x' },
        requestedType: 'X',
        requestedTypeName: 'X',
        offered,
      },
      en,
    );
    expect(JSON.stringify(message.blocks)).toContain('…and 10 more');
  });

  it('asks for the brand while the catalogue-wide index is still building', () => {
    const message = renderLookupResult({ kind: 'still_learning', scope, searched: { text: 'ftxm25r' } }, en);
    expect(message.text).toContain('*ftxm25r*');
    expect(message.text).toContain('Add the brand');
  });

  it('has loading, error and no-text messages within limits', () => {
    for (const message of [
      buildLoadingMessage('en', 'daikin'),
      buildLoadingMessage('en', ''),
      buildErrorMessage('es'),
      buildNoTextMessage('fr'),
    ]) {
      expect(slackLimitViolations(message)).toEqual([]);
    }
    expect(buildLoadingMessage('en', '<!channel>').blocks[1]).toMatchObject({
      elements: [{ text: '&lt;!channel&gt;' }],
    });
  });
});
