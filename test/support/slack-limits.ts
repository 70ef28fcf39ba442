/**
 * Slack's Block Kit rules, checked on any message or view the app produces: lengths, counts,
 * which text objects must be plain_text, unique block ids (per payload) and action ids (per
 * block). Returns the list of violations (empty when the payload is one Slack would accept).
 */
type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: Json): string | undefined =>
  isRecord(value) && typeof value.text === 'string' ? value.text : undefined;

/** Slack's documented limits. */
const limits = {
  messageText: 40_000,
  sectionText: 3000,
  field: 2000,
  header: 150,
  buttonText: 75,
  buttonValue: 2000,
  optionText: 75,
  optionValue: 150,
  options: 100,
  placeholder: 150,
  label: 2000,
  hint: 2000,
  blockId: 255,
  actionId: 255,
  contextElements: 10,
  actionsElements: 25,
  /** A context_actions block: up to 5 feedback buttons or icon buttons. */
  contextActionsElements: 5,
  accessibilityLabel: 75,
  sectionFields: 10,
  modalTitle: 24,
  modalButton: 24,
  privateMetadata: 3000,
  callbackId: 255,
  modalBlocks: 100,
  messageBlocks: 50,
} as const;

type Check = (ok: boolean, problem: string) => void;

function textObjectChecker(check: Check) {
  return (value: Json, max: number, where: string, plainOnly = false) => {
    const body = text(value);
    check(body !== undefined && body.length > 0, `${where}: empty or missing text`);
    check((body ?? '').length <= max, `${where}: text ${body?.length} > ${max}`);
    const type = isRecord(value) ? value.type : undefined;
    if (plainOnly) check(type === 'plain_text', `${where}: must be plain_text, is ${String(type)}`);
    else check(type === 'plain_text' || type === 'mrkdwn', `${where}: unknown text type ${String(type)}`);
  };
}

export function slackLimitViolations(
  payload: { blocks?: Json; text?: Json },
  maxBlocks: number = limits.messageBlocks,
): string[] {
  const problems: string[] = [];
  const check: Check = (ok, problem) => {
    if (!ok) problems.push(problem);
  };
  const checkTextObject = textObjectChecker(check);
  if (payload.text !== undefined)
    check(
      typeof payload.text === 'string' && payload.text.length <= limits.messageText,
      `message text over ${limits.messageText}`,
    );
  const blocks = Array.isArray(payload.blocks) ? payload.blocks : [];
  check(blocks.length <= maxBlocks, `${blocks.length} blocks (max ${maxBlocks})`);
  const blockIds = new Set<string>();

  const checkOption = (option: Json, where: string) => {
    checkTextObject(isRecord(option) ? option.text : undefined, limits.optionText, `${where} option`, true);
    const value = isRecord(option) ? option.value : undefined;
    check(
      typeof value === 'string' && value.length <= limits.optionValue,
      `${where}: option value ${String(value)} over ${limits.optionValue}`,
    );
  };
  const checkElement = (element: Json, where: string, actionIds: Set<string>) => {
    if (!isRecord(element)) return;
    if (typeof element.action_id === 'string') {
      check(element.action_id.length <= limits.actionId, `${where}: action_id > ${limits.actionId}`);
      check(!actionIds.has(element.action_id), `${where}: action_id ${element.action_id} repeated`);
      actionIds.add(element.action_id);
    }
    if (element.type === 'button') {
      checkTextObject(element.text, limits.buttonText, `${where} button`, true);
      if (typeof element.value === 'string')
        check(element.value.length <= limits.buttonValue, `${where}: button value > ${limits.buttonValue}`);
    }
    if (Array.isArray(element.options)) {
      check(element.options.length <= limits.options, `${where}: ${element.options.length} options`);
      for (const option of element.options) checkOption(option, where);
    }
    if (element.initial_option !== undefined) checkOption(element.initial_option, `${where} initial`);
    if (element.placeholder !== undefined)
      checkTextObject(element.placeholder, limits.placeholder, `${where} placeholder`, true);
  };

  for (const [index, block] of blocks.entries()) {
    const where = `block ${index}`;
    if (!isRecord(block)) {
      problems.push(`${where}: not an object`);
      continue;
    }
    if (typeof block.block_id === 'string') {
      check(block.block_id.length <= limits.blockId, `${where}: block_id > ${limits.blockId}`);
      check(!blockIds.has(block.block_id), `${where}: block_id ${block.block_id} repeated`);
      blockIds.add(block.block_id);
    }
    const actionIds = new Set<string>();
    switch (block.type) {
      case 'header':
        checkTextObject(block.text, limits.header, where, true);
        break;
      case 'section':
        check(
          block.text !== undefined || Array.isArray(block.fields),
          `${where}: section without text or fields`,
        );
        if (block.text !== undefined) checkTextObject(block.text, limits.sectionText, where);
        if (Array.isArray(block.fields)) {
          check(block.fields.length <= limits.sectionFields, `${where}: ${block.fields.length} fields`);
          for (const field of block.fields) checkTextObject(field, limits.field, `${where} field`);
        }
        if (block.accessory !== undefined) checkElement(block.accessory, where, actionIds);
        break;
      case 'context':
        check(
          Array.isArray(block.elements) && block.elements.length <= limits.contextElements,
          `${where}: context elements`,
        );
        for (const element of Array.isArray(block.elements) ? block.elements : [])
          checkTextObject(element, limits.sectionText, where);
        break;
      case 'actions':
        check(
          Array.isArray(block.elements) && block.elements.length <= limits.actionsElements,
          `${where}: actions elements`,
        );
        for (const element of Array.isArray(block.elements) ? block.elements : [])
          checkElement(element, where, actionIds);
        break;
      case 'input':
        checkTextObject(block.label, limits.label, `${where} label`, true);
        if (block.hint !== undefined) checkTextObject(block.hint, limits.hint, `${where} hint`, true);
        check(isRecord(block.element), `${where}: input without element`);
        checkElement(block.element, where, actionIds);
        break;
      case 'context_actions':
        check(
          Array.isArray(block.elements) &&
            block.elements.length >= 1 &&
            block.elements.length <= limits.contextActionsElements,
          `${where}: context_actions elements`,
        );
        for (const element of Array.isArray(block.elements) ? block.elements : []) {
          const ok = isRecord(element) && element.type === 'feedback_buttons';
          check(
            ok,
            `${where}: context_actions holds a ${isRecord(element) ? String(element.type) : 'non-object'}`,
          );
          if (!ok) continue;
          if (typeof element.action_id === 'string') {
            check(element.action_id.length <= limits.actionId, `${where}: action_id too long`);
            check(!actionIds.has(element.action_id), `${where}: action_id ${element.action_id} repeated`);
            actionIds.add(element.action_id);
          }
          for (const side of ['positive_button', 'negative_button'] as const) {
            const button = element[side];
            if (!isRecord(button)) {
              problems.push(`${where}: feedback_buttons without ${side}`);
              continue;
            }
            checkTextObject(button.text, limits.buttonText, `${where} ${side}`, true);
            check(
              typeof button.value === 'string' && button.value.length <= limits.buttonValue,
              `${where}: ${side} value missing or over ${limits.buttonValue}`,
            );
            if (button.accessibility_label !== undefined)
              check(
                typeof button.accessibility_label === 'string' &&
                  button.accessibility_label.length <= limits.accessibilityLabel,
                `${where}: ${side} accessibility_label over ${limits.accessibilityLabel}`,
              );
          }
        }
        break;
      case 'divider':
        break;
      default:
        problems.push(`${where}: unexpected block type ${String(block.type)}`);
    }
  }
  return problems;
}

/** A modal or App Home view: its own fields, then its blocks (up to 100). */
export function slackViewViolations(view: Json): string[] {
  if (!isRecord(view)) return ['view: not an object'];
  const problems: string[] = [];
  const check: Check = (ok, problem) => {
    if (!ok) problems.push(problem);
  };
  const checkTextObject = textObjectChecker(check);
  check(view.type === 'modal' || view.type === 'home', `view: unexpected type ${String(view.type)}`);
  if (view.type === 'modal') {
    checkTextObject(view.title, limits.modalTitle, 'modal title', true);
    if (view.submit !== undefined) checkTextObject(view.submit, limits.modalButton, 'modal submit', true);
    if (view.close !== undefined) checkTextObject(view.close, limits.modalButton, 'modal close', true);
    const hasInput = Array.isArray(view.blocks) && view.blocks.some((b) => isRecord(b) && b.type === 'input');
    check(!hasInput || view.submit !== undefined, 'modal: input blocks without a submit button');
  }
  if (view.private_metadata !== undefined)
    check(
      typeof view.private_metadata === 'string' && view.private_metadata.length <= limits.privateMetadata,
      `view: private_metadata over ${limits.privateMetadata}`,
    );
  if (view.callback_id !== undefined)
    check(
      typeof view.callback_id === 'string' && view.callback_id.length <= limits.callbackId,
      `view: callback_id over ${limits.callbackId}`,
    );
  return [...problems, ...slackLimitViolations(view, limits.modalBlocks)];
}
