import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';

const capture = (secrets?: string[]) => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'trace', secrets }, destination) };
};

describe('logger', () => {
  it('redacts the apikey header and Slack secrets by field name', () => {
    const { lines, logger } = capture();
    logger.info({ request: { headers: { apikey: 'k-123456', 'app-market': 'FR' } } }, 'call');
    logger.info({ config: { slack: { botToken: 'xoxb-abc', signingSecret: 'shh-secret' } } }, 'config');
    logger.info({ env: { CATALOGUE_API_KEY: 'k-123456', SLACK_APP_TOKEN: 'xapp-1' } }, 'env');
    const text = lines.join('');
    expect(text).not.toContain('k-123456');
    expect(text).not.toContain('xoxb-abc');
    expect(text).not.toContain('shh-secret');
    expect(text).not.toContain('xapp-1');
    expect(text).toContain('"app-market":"FR"');
  });

  it('scrubs known secret values wherever they hide, error messages and stacks included', () => {
    const { lines, logger } = capture(['key-in-the-wild', undefined as unknown as string]);
    logger.error({ err: new Error('upstream said key-in-the-wild is bad') }, 'failed with key-in-the-wild');
    const text = lines.join('');
    expect(text).not.toContain('key-in-the-wild');
    expect(text).toContain('[Redacted]');
  });
});
