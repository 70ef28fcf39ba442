import type { MessageKey } from './en.js';

export type { MessageKey } from './en.js';

/** A translation: a key left out falls back to English (the i18n test requires every key anyway). */
export type Messages = Partial<Record<MessageKey, string>>;
