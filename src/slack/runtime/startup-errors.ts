/** Start-up failures in words an operator can act on, naming the variable, never its value. */

import { webApi } from '@slack/bolt';
import { messageOf } from '../../shared/error-message.js';

export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** A failed Web API call at start-up (auth.test, apps.connections.open) → a StartupError. */
export function slackStartupError(error: unknown, tokenVariable: string, apiUrl: string): StartupError {
  if (error instanceof webApi.WebAPIPlatformError) {
    return new StartupError(
      `Slack rejected ${tokenVariable} (${String(error.data.error)}). Check the token in your environment.`,
      { cause: error },
    );
  }
  if (error instanceof webApi.WebAPIRequestError || error instanceof webApi.WebAPIHTTPError) {
    const reason = error instanceof webApi.WebAPIRequestError ? error.original.message : error.message;
    return new StartupError(
      `Could not reach the Slack Web API at ${apiUrl} (SLACK_API_URL): ${String(reason)}`,
      {
        cause: error,
      },
    );
  }
  return new StartupError(`Could not connect to Slack: ${messageOf(error)}`, {
    cause: error,
  });
}

/** The HTTP listener could not bind. */
export function listenStartupError(error: unknown, port: number): StartupError {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE')
    return new StartupError(`Port ${port} is already in use. Set PORT to a free port.`);
  if (code === 'EACCES')
    return new StartupError(`Not allowed to listen on port ${port}. Set PORT to another port.`);
  return new StartupError(`Could not listen on port ${port}: ${messageOf(error)}`, { cause: error });
}
