/**
 * The text a message shows. The server sanitises HTML messages (isHtml: a `message` its sender sent
 * with isHtml set, or an edit that made one HTML; the bot stores its answers as plain text) with a
 * strict allow-list, and the web still never inserts them as HTML: they are parsed into an inert
 * document (DOMParser runs no script and loads nothing) and shown as plain text, with their
 * paragraphs, line breaks and list items as line breaks. A flaw in either sanitiser can then not
 * become script in the page; what HTML adds to a chat message (emphasis, links) is not worth that.
 */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'TR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
]);

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') return '\n';
  if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return '';
  const inner = [...node.childNodes].map(textOf).join('');
  const prefix = node.tagName === 'LI' ? '• ' : '';
  return BLOCKS.has(node.tagName) ? `\n${prefix}${inner}\n` : inner;
}

export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return textOf(document.body)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function messageText(message: { text: string; isHtml: boolean }): string {
  return message.isHtml ? htmlToText(message.text) : message.text;
}
