/**
 * The agent view's suggested prompts, in the user's language: find the controller for a unit (an
 * example question, answered by the engine like any other), check a project list, read a
 * rating-plate photo. A prompt sends its message as the user's; the last two cannot be a lookup
 * (a prompt can neither paste the user's list nor attach their photo), so their messages are
 * questions answered with a how-to (`promptHowTo`), in whichever language they were asked.
 * manifest.yml lists the English prompts (test/slack/manifest.test.ts keeps the two alike).
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
