/**
 * Slack's Block Kit limits the builders keep to. Option values use a safe bound of 75
 * (Slack allows 150) because they only ever carry ids. Action ids are short constants
 * (see ids.ts), well within Slack's 255.
 */
export const slackLimits = {
  blocksPerMessage: 50,
  blocksPerModal: 100,
  sectionText: 3000,
  sectionFields: 10,
  fieldText: 2000,
  headerText: 150,
  buttonText: 75,
  buttonValue: 2000,
  optionText: 75,
  optionValue: 75,
  optionsPerMenu: 100,
  placeholderText: 150,
  inputLabel: 2000,
  inputHint: 2000,
  blockId: 255,
  modalTitle: 24,
  modalButton: 24,
  privateMetadata: 3000,
  inputMaxLength: 3000,
} as const;

/** Choices and suggestions shown as buttons. */
export const maxChoiceButtons = 5;
/** Units of a series prefix shown as buttons (an actions block holds up to 25). */
export const maxSeriesButtons = 10;
