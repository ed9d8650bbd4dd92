import { describe, expect, it } from 'vitest';
import { excerptOf, plainTextOf, sanitiseChatHtml } from './chat-text.ts';

describe('sanitiseChatHtml', () => {
  it.each([
    ['drops a script with its content', '<b>ok</b><script>alert(1)</script>', '<b>ok</b>'],
    ['drops an image with an error handler', 'x<img src="x" onerror="alert(1)">', 'x'],
    ['drops event handlers from allowed tags', '<p onclick="steal()" style="color:red">hi</p>', '<p>hi</p>'],
    [
      'removes a javascript: link target',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'removes an encoded javascript: link target',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'removes a data: link target',
      '<a href="data:text/html,<script>x</script>">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'keeps http, https and mailto links, forcing rel',
      '<a href="mailto:a@b.demo" rel="opener" target="_top">mail</a>',
      '<a href="mailto:a@b.demo" rel="noopener noreferrer">mail</a>',
    ],
    [
      'drops an iframe, style and svg',
      '<iframe src="https://x"></iframe><style>*{}</style><svg onload="x"></svg>t',
      't',
    ],
    [
      'keeps lists and emphasis',
      '<ul><li><em>a</em></li><li><strong>b</strong></li></ul>',
      '<ul><li><em>a</em></li><li><strong>b</strong></li></ul>',
    ],
  ])('%s', (_, html, expected) => {
    expect(sanitiseChatHtml(html)).toBe(expected);
  });
});

describe('plainTextOf', () => {
  it('reads HTML as text: tags dropped, paragraphs as lines, entities decoded', () => {
    expect(plainTextOf('<p>Tom &amp; Jerry</p><p>1 &lt; 2</p>', true)).toBe('Tom & Jerry\n1 < 2');
    expect(plainTextOf('<b>not html</b>', false)).toBe('<b>not html</b>');
  });

  it('cuts a long preview to one line', () => {
    expect(excerptOf('a\nb   c', 10)).toBe('a b c');
    expect(excerptOf('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
