/**
 * Block Kit as a browser shows it, near enough to judge a reply by eye: the app's own blocks
 * (header, section with text, fields and accessory, context, actions, context actions with
 * feedback buttons, divider, input) turned
 * into one self-contained HTML page styled like Slack's desktop client. mrkdwn is rendered the
 * way Slack does (bold, italic, strike, code, links, mentions, dates, quoted lines, a few emoji); text arrives
 * already escaped (`&lt;`), so it goes into the page as is. Used by `npm run render`
 * (bench/render.ts), never by `npm test`.
 */
import type { types } from '@slack/bolt';

type Block = types.KnownBlock | types.Block;
type TextObject = types.PlainTextElement | types.MrkdwnElement;

const emoji: Record<string, string> = {
  warning: '⚠️',
  mag: '🔍',
  hourglass: '⏳',
  white_check_mark: '✅',
  information_source: 'ℹ️',
  x: '❌',
};

/** Plain text is escaped here; mrkdwn is escaped already (Slack's own rule). */
const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Slack's mrkdwn → HTML: code first (nothing inside it is formatted), then links, then styles. */
export function mrkdwnToHtml(text: string): string {
  const codes: string[] = [];
  let html = text
    .replace(/```([\s\S]*?)```/g, (_m, code: string) => {
      codes.push(`<pre>${code}</pre>`);
      return `\uE000${codes.length - 1}\uE000`;
    })
    .replace(/`([^`\n]+)`/g, (_m, code: string) => {
      codes.push(`<code>${code}</code>`);
      return `\uE000${codes.length - 1}\uE000`;
    });
  html = html
    .replace(/<!date\^\d+\^[^|>]*\|([^>]*)>/g, '<span class="date">$1</span>')
    .replace(/<@([UW][A-Z0-9]+)>/g, '<span class="mention">@$1</span>')
    .replace(/<(https?:[^|>]+)\|([^>]+)>/g, '<a href="$1">$2</a>')
    .replace(/<(https?:[^|>]+)>/g, '<a href="$1">$1</a>')
    .replace(/(^|[\s(\uE000>])\*([^*\n]+)\*(?=$|[\s).,:;!?\uE000<])/g, '$1<b>$2</b>')
    .replace(/(^|[\s(\uE000>])_([^_\n]+)_(?=$|[\s).,:;!?\uE000<])/g, '$1<i>$2</i>')
    .replace(/(^|[\s(])~([^~\n]+)~(?=$|[\s).,:;!?])/g, '$1<s>$2</s>')
    .replace(/:([a-z_]+):/g, (whole, name: string) => emoji[name] ?? whole)
    // A line starting with `>` is quoted (text's own `>` arrives as `&gt;`).
    .replace(/^>(.*)(?:\n|$)/gm, '<span class="quote">$1</span>')
    .replace(/\n/g, '<br>');
  return html.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => codes[Number(i)] ?? '');
}

const textHtml = (text: TextObject | undefined): string =>
  text === undefined ? '' : text.type === 'mrkdwn' ? mrkdwnToHtml(text.text) : escapeHtml(text.text);

function elementHtml(element: unknown): string {
  const e = element as {
    type: string;
    text?: TextObject;
    style?: string;
    placeholder?: TextObject;
    initial_option?: { text: TextObject };
    image_url?: string;
    alt_text?: string;
  };
  switch (e.type) {
    case 'button':
      return `<span class="button ${e.style ?? ''}">${textHtml(e.text)}</span>`;
    case 'static_select':
    case 'external_select':
    case 'users_select':
    case 'conversations_select': {
      const shown = e.initial_option ? textHtml(e.initial_option.text) : textHtml(e.placeholder);
      const placeholder = e.initial_option ? '' : ' placeholder';
      return `<span class="select${placeholder}">${shown}<span class="caret">⌄</span></span>`;
    }
    case 'plain_text_input':
      return `<span class="input placeholder">${textHtml(e.placeholder)}</span>`;
    case 'image':
      return `<img class="thumb" src="${escapeHtml(e.image_url ?? '')}" alt="${escapeHtml(e.alt_text ?? '')}">`;
    case 'mrkdwn':
    case 'plain_text':
      return `<span>${textHtml(e as unknown as TextObject)}</span>`;
    case 'feedback_buttons': {
      const feedback = element as types.FeedbackButtons;
      const side = (button: types.FeedbackButtons['positive_button']) =>
        `<span class="feedback" title="${escapeHtml(button.accessibility_label ?? '')}">${textHtml(button.text)}</span>`;
      return `${side(feedback.positive_button)}${side(feedback.negative_button)}`;
    }
    default:
      return `<span class="unknown">[${escapeHtml(e.type)}]</span>`;
  }
}

export function blockHtml(block: Block): string {
  const b = block as Block & Record<string, unknown>;
  switch (b.type) {
    case 'header':
      return `<div class="header">${textHtml(b.text as TextObject)}</div>`;
    case 'divider':
      return '<hr>';
    case 'section': {
      const fields = (b.fields as TextObject[] | undefined) ?? [];
      const text = b.text ? `<div class="text">${textHtml(b.text as TextObject)}</div>` : '';
      const grid =
        fields.length > 0
          ? `<div class="fields">${fields.map((f) => `<div>${textHtml(f)}</div>`).join('')}</div>`
          : '';
      const accessory = b.accessory ? `<div class="accessory">${elementHtml(b.accessory)}</div>` : '';
      return `<div class="section"><div class="body">${text}${grid}</div>${accessory}</div>`;
    }
    case 'context':
      return `<div class="context">${((b.elements as unknown[]) ?? []).map(elementHtml).join(' ')}</div>`;
    case 'actions':
      return `<div class="actions">${((b.elements as unknown[]) ?? []).map(elementHtml).join('')}</div>`;
    case 'context_actions':
      return `<div class="contextactions">${((b.elements as unknown[]) ?? []).map(elementHtml).join('')}</div>`;
    case 'input': {
      const hint = b.hint ? `<div class="hint">${textHtml(b.hint as TextObject)}</div>` : '';
      return `<div class="inputblock"><div class="label">${textHtml(b.label as TextObject)}</div>${elementHtml(b.element)}${hint}</div>`;
    }
    default:
      return `<div class="unknown">[${escapeHtml(String(b.type))} block]</div>`;
  }
}

const style = `
body { margin: 0; background: #fff; font: 15px/1.46668 Lato, "Noto Sans", "Helvetica Neue", Arial, sans-serif; color: #1d1c1d; }
.message { display: flex; gap: 8px; padding: 12px 20px; width: 640px; }
.avatar { width: 36px; height: 36px; border-radius: 6px; background: #4a154b; color: #fff; font-weight: 900; display: flex; align-items: center; justify-content: center; flex: none; }
.name { font-weight: 900; } .app { font-size: 10px; background: #e8e8e8; color: #616061; padding: 1px 3px; border-radius: 2px; margin-left: 4px; font-weight: 700; }
.meta { color: #616061; font-size: 12px; margin-left: 6px; } .only { color: #616061; font-size: 13px; margin-bottom: 4px; }
.content { flex: 1; min-width: 0; }
.header { font-size: 18px; font-weight: 900; line-height: 1.33; margin: 6px 0 4px; }
.section { display: flex; gap: 12px; margin: 4px 0; } .section .body { flex: 1; }
.fields { display: grid; grid-template-columns: 1fr 1fr; gap: 8px 16px; margin-top: 4px; }
.quote { display: block; border-left: 4px solid #dddddd; padding-left: 12px; margin: 2px 0; }
.context { color: #616061; font-size: 13px; margin: 6px 0; } .context > span + span::before { content: ""; margin-left: 8px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.contextactions { display: flex; gap: 2px; margin: 4px 0; }
.feedback { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 24px; border-radius: 4px; font-size: 14px; filter: grayscale(1); opacity: .75; }
.button { display: inline-block; border: 1px solid #c6c6c6; border-radius: 4px; padding: 3px 12px; font-weight: 700; font-size: 14px; line-height: 26px; }
.button.primary { background: #007a5a; color: #fff; border-color: #007a5a; } .button.danger { color: #e01e5a; }
.select, .input { display: inline-flex; justify-content: space-between; gap: 12px; min-width: 180px; border: 1px solid #c6c6c6; border-radius: 4px; padding: 3px 10px; font-size: 14px; line-height: 26px; }
.placeholder { color: #868686; } .caret { color: #616061; }
code { font: 12px Monaco, Menlo, Consolas, monospace; color: #e01e5a; background: #f8f8f8; border: 1px solid #dddddd; border-radius: 3px; padding: 2px 3px; }
b code { font-weight: 700; font-size: 13px; }
pre { font: 12px Monaco, Menlo, monospace; background: #f8f8f8; border: 1px solid #ddd; border-radius: 4px; padding: 8px; }
a { color: #1264a3; text-decoration: none; } .mention { color: #1264a3; background: #e8f5fa; border-radius: 3px; padding: 0 2px; }
hr { border: 0; border-top: 1px solid #e8e8e8; margin: 12px 0; }
.inputblock { margin: 12px 0; } .label { font-weight: 700; margin-bottom: 6px; } .hint { color: #616061; font-size: 13px; margin-top: 4px; }
.view { width: 640px; padding: 16px 20px; } .viewtitle { font-size: 22px; font-weight: 900; margin-bottom: 8px; }
.caption { font: 12px monospace; color: #999; padding: 6px 20px 0; }
`;

export interface RenderedPage {
  /** Shown small above the message, to tell the pictures apart. */
  caption: string;
  blocks: readonly Block[];
  /** `message`: a bot message (ephemeral when `ephemeral`); `view`: a Home tab or modal. */
  surface?: 'message' | 'view';
  ephemeral?: boolean;
  title?: string;
}

/** One HTML page with the blocks as Slack would draw them. */
export function blockKitPage(page: RenderedPage): string {
  const body = page.blocks.map(blockHtml).join('\n');
  const inner =
    page.surface === 'view'
      ? `<div class="view">${page.title ? `<div class="viewtitle">${escapeHtml(page.title)}</div>` : ''}${body}</div>`
      : `<div class="message"><div class="avatar">CF</div><div class="content">
<div><span class="name">Controller Finder</span><span class="app">APP</span><span class="meta">10:42</span></div>
${page.ephemeral ? '<div class="only">👁 Only visible to you</div>' : ''}${body}</div></div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${style}</style></head>
<body><div class="caption">${escapeHtml(page.caption)}</div>${inner}</body></html>`;
}
