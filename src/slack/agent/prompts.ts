/**
 * The agent view's suggested prompts, in the user's language. A prompt can neither paste a list nor
 * attach a photo, so those two prompts' messages are answered with a how-to. manifest.yml lists the
 * English prompts (test/slack/manifest.test.ts keeps the two alike).
 */
import { type Language, languages, type MessageKey, t } from '../../i18n/index.js';
import type { SlackMessage } from '../blocks/message.js';
import { message, sectionBlock } from '../blocks/message.js';

/** The example unit of the first prompt: a unit's name reads the same in every language. */
const exampleUnit = 'Daikin FTXM25R';

interface Prompt {
  title: string;
  message: string;
}

/** Prompts whose message is a question about the app, and the how-to that answers it. */
const howTos = [
  { title: 'agent.prompt.list', message: 'agent.prompt.list.message', reply: 'agent.howTo.list' },
  { title: 'agent.prompt.photo', message: 'agent.prompt.photo.message', reply: 'agent.howTo.photo' },
] as const satisfies readonly { title: MessageKey; message: MessageKey; reply: MessageKey }[];

export function suggestedPrompts(language: Language): { title: string; prompts: Prompt[] } {
  return {
    title: t(language, 'agent.prompts.title'),
    prompts: [
      { title: t(language, 'agent.prompt.unit'), message: exampleUnit },
      ...howTos.map((howTo) => ({ title: t(language, howTo.title), message: t(language, howTo.message) })),
    ],
  };
}

const comparable = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The how-to a prompt's question gets (asked in any of the app's languages), in `language`. */
export function promptHowTo(text: string, language: Language): SlackMessage | undefined {
  const asked = comparable(text);
  const howTo = howTos.find((candidate) =>
    languages.some((each) => comparable(t(each, candidate.message)) === asked),
  );
  if (!howTo) return undefined;
  const reply = t(language, howTo.reply);
  return message(reply, [sectionBlock(reply)], language);
}
