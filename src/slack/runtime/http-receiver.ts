/**
 * Slack over HTTP: the one server of HTTP mode, as a Bolt receiver (Bolt's `Receiver`
 * interface). A POST to the events path is screened once (request-guard.ts: read, timestamp,
 * signature, body, envelope) and, at the end of the event loop's turn, handed to Bolt's
 * `processEvent` with an ack on Bolt's clock (`HTTPResponseAck`: nothing acked within 3 s is a
 * 404) that writes what the listener acks in one piece (http-ack.ts). The requests a turn read
 * are thus answered together once it has read them, and their answers written together
 * (shared/turn-end.ts): a busy instance answers sooner and more per second than one that
 * answers each request as it is read (bench/state.bench.ts); an idle one at once. `GET /healthz`
 * and `GET /metrics` are answered as in health.ts; anything else is a 404.
 * Bolt's HTTPReceiver did the same but parsed every body a second time and ran its own routing
 * on each request, a sixth of a warm slash command's CPU (bench/state.bench.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  type App,
  type Logger as BoltLogger,
  HTTPModuleFunctions,
  HTTPResponseAck,
  type Receiver,
} from '@slack/bolt';
import { turnEnded } from '../../shared/turn-end.js';
import { listenOn } from './health.js';
import { httpAck } from './http-ack.js';
import { type RequestGuardOptions, screenRequest } from './request-guard.js';
import { requestPath } from './request-path.js';

interface SlackHttpReceiverOptions extends RequestGuardOptions {
  eventsPath: string;
  /** Bolt's logger, for Bolt's ack (health.ts answers the other routes). */
  boltLogger: BoltLogger;
  /** Answers a request that is not for the events path, or says it did not (`healthRoutes`). */
  otherRoutes(req: IncomingMessage, res: ServerResponse): boolean;
}

export class SlackHttpReceiver implements Receiver {
  private app: App | undefined;
  private server: Server | undefined;

  constructor(private readonly options: SlackHttpReceiverOptions) {}

  init(app: App): void {
    this.app = app;
  }

  /** Listens on `port` (0: any free port); rejects when it cannot. */
  async start(port: number, host?: string): Promise<Server> {
    const server = createServer((req, res) => this.handle(req, res));
    this.server = server;
    await listenOn(server, port, host);
    server.on('error', (error) => this.options.logger.error({ err: error }, 'The HTTP server failed'));
    return server;
  }

  /** Stops taking requests; resolves once the server is closed. */
  stop(): Promise<void> {
    const { server } = this;
    this.server = undefined;
    return new Promise((resolve, reject) => {
      if (!server) return resolve();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    // Upper-cased as Bolt did: whatever could be taken as an event is screened.
    if (req.method?.toUpperCase() === 'POST' && requestPath(req) === this.options.eventsPath) {
      this.event(req, res).catch((error: unknown) => this.failed(error, res));
      return;
    }
    if (!this.options.otherRoutes(req, res)) HTTPModuleFunctions.buildNoBodyResponse(res, 404);
  }

  private async event(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await screenRequest(req, res, this.options);
    if (!body) return;
    await turnEnded();
    const { app } = this;
    if (!app) throw new Error('The receiver was started without a Bolt app');
    const clock = new HTTPResponseAck({
      logger: this.options.boltLogger,
      processBeforeResponse: false,
      httpRequest: req,
      httpRequestBody: body,
      httpResponse: res,
    });
    const answer = httpAck(clock, res, this.options.boltLogger);
    try {
      await app.processEvent({
        body,
        ack: answer.ack,
        retryNum: HTTPModuleFunctions.extractRetryNumFromHTTPRequest(req),
        retryReason: HTTPModuleFunctions.extractRetryReasonFromHTTPRequest(req),
      });
    } catch (error) {
      // Bolt hands listener errors to app.error; only its own failures land here. What was
      // acked stands (as in Bolt), though it is written at the turn's end (http-ack.ts).
      clock.ack();
      this.failed(error, res, answer.acked());
    }
  }

  private failed(error: unknown, res: ServerResponse, acked = false): void {
    this.options.logger.error({ err: error }, 'A Slack request could not be handled');
    if (!acked && !res.headersSent) HTTPModuleFunctions.buildNoBodyResponse(res, 500);
  }
}
