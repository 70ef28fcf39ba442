/**
 * The shape of a message catalogue. A message is a template string, or, when it counts
 * something, one template per plural category of the language (`Intl.PluralRules`: `one`,
 * `few`, `many`, `other`…), chosen by the `count` parameter so that counted words agree with
 * their number ("1 possible unit", "2 possible units"; French "0 unité", "2 unités").
 */
import type { en } from './en.js';

export type MessageKey = keyof typeof en;

/** Templates by plural category; `other` is required, the language's rules pick the rest. */
type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

export type Message = string | PluralMessage;

/** Keys whose English message is plural must be plural in every language, and the others plain. */
type MessageShape<K extends MessageKey> = (typeof en)[K] extends string ? string : PluralMessage;

/** A translation: a key left out falls back to English (the i18n test requires every key anyway). */
export type Messages = { readonly [K in MessageKey]?: MessageShape<K> };
