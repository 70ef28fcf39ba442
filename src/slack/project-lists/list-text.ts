/**
 * Slack message text read as a list: line by line, and cell by cell where spreadsheet rows
 * were pasted (tabs kept), with the app's own mention removed, links reduced to their label
 * and entities decoded, as a single question reads them (`toLookupText`).
 */
import { toLookupText } from '../requests/message-text.js';

export function projectListText(slackText: string, botUserId?: string): string {
  return slackText
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        .split('\t')
        .map((cell) => toLookupText(cell, botUserId))
        .join('\t'),
    )
    .join('\n');
}
