/**
 * What an agent thread shows while a message is answered: the thread's title (the question, so
 * the user finds the thread again) and the status line under it ("Looking up Daikin FTXM25R…",
 * "Checking your list…", "Reading what you shared…"). Both are plain text built from what the
 * user wrote, cut short, Slack's control characters taken out: they can neither ping nor link.
 */
import { type Language, t } from '../../i18n/index.js';
import { truncate } from '../blocks/text.js';
import { toLookupText } from '../requests/message-text.js';

const maxTitle = 80;
const maxStatusText = 60;

/** The user's text on one line, cut to `max`, without `&`, `<` or `>`. */
const plainEcho = (text: string, max: number): string =>
  truncate(text.replace(/[&<>]/g, ' ').replace(/\s+/g, ' ').trim(), max);

export interface ThreadProgress {
  title: string;
  status: string;
}

/** `written`: all the message says (`messageText`), Slack markup included; `files`: how many files it shares. */
export function threadProgress(
  written: string,
  files: number,
  language: Language,
  botUserId?: string,
): ThreadProgress {
  const lines = written.split('\n').filter((line) => line.trim() !== '');
  const text = toLookupText(written, botUserId);
  const question = plainEcho(text, maxTitle);
  const title = question === '' ? t(language, 'agent.title.files') : question;
  if (files > 0) return { title, status: t(language, 'agent.status.files') };
  if (lines.length > 1) return { title, status: t(language, 'agent.status.list') };
  return { title, status: t(language, 'agent.status.lookingUp', { text: plainEcho(text, maxStatusText) }) };
}
