/**
 * Slack's Block Kit limits, checked on any message or view the app produces. Returns the
 * list of violations (empty when the payload is one Slack would accept).
 */
type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: Json): string | undefined =>
  isRecord(value) && typeof value.text === 'string' ? value.text : undefined;

export function slackLimitViolations(payload: { blocks?: Json; text?: Json }, maxBlocks = 50): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const blocks = Array.isArray(payload.blocks) ? payload.blocks : [];
  check(blocks.length <= maxBlocks, `${blocks.length} blocks (max ${maxBlocks})`);
  const checkTextObject = (value: Json, max: number, where: string) => {
    const body = text(value);
    check(body !== undefined && body.length > 0, `${where}: empty or missing text`);
    check((body ?? '').length <= max, `${where}: text ${body?.length} > ${max}`);
  };
  const checkOption = (option: Json, where: string) => {
    checkTextObject(isRecord(option) ? option.text : undefined, 75, `${where} option text`);
    const value = isRecord(option) ? option.value : undefined;
    check(typeof value === 'string' && value.length <= 75, `${where}: option value ${String(value)} over 75`);
  };
  const checkElement = (element: Json, where: string) => {
    if (!isRecord(element)) return;
    if (typeof element.action_id === 'string')
      check(element.action_id.length <= 255, `${where}: action_id > 255`);
    if (element.type === 'button') {
      checkTextObject(element.text, 75, `${where} button`);
      if (typeof element.value === 'string')
        check(element.value.length <= 2000, `${where}: button value > 2000`);
    }
    if (Array.isArray(element.options)) {
      check(element.options.length <= 100, `${where}: ${element.options.length} options`);
      for (const option of element.options) checkOption(option, where);
    }
    if (element.initial_option !== undefined) checkOption(element.initial_option, `${where} initial`);
    if (element.placeholder !== undefined) checkTextObject(element.placeholder, 150, `${where} placeholder`);
  };
  for (const [index, block] of blocks.entries()) {
    const where = `block ${index}`;
    if (!isRecord(block)) {
      problems.push(`${where}: not an object`);
      continue;
    }
    if (typeof block.block_id === 'string') check(block.block_id.length <= 255, `${where}: block_id > 255`);
    switch (block.type) {
      case 'header':
        checkTextObject(block.text, 150, where);
        break;
      case 'section':
        check(
          block.text !== undefined || Array.isArray(block.fields),
          `${where}: section without text or fields`,
        );
        if (block.text !== undefined) checkTextObject(block.text, 3000, where);
        if (Array.isArray(block.fields)) {
          check(block.fields.length <= 10, `${where}: ${block.fields.length} fields`);
          for (const field of block.fields) checkTextObject(field, 2000, `${where} field`);
        }
        if (block.accessory !== undefined) checkElement(block.accessory, where);
        break;
      case 'context':
        check(Array.isArray(block.elements) && block.elements.length <= 10, `${where}: context elements`);
        for (const element of Array.isArray(block.elements) ? block.elements : [])
          checkTextObject(element, 3000, where);
        break;
      case 'actions':
        check(Array.isArray(block.elements) && block.elements.length <= 25, `${where}: actions elements`);
        for (const element of Array.isArray(block.elements) ? block.elements : [])
          checkElement(element, where);
        break;
      case 'input':
        checkTextObject(block.label, 2000, `${where} label`);
        checkElement(block.element, where);
        break;
      case 'divider':
        break;
      default:
        problems.push(`${where}: unexpected block type ${String(block.type)}`);
    }
  }
  return problems;
}
