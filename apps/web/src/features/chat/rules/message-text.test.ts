import { describe, expect, it } from 'vitest';
import { htmlToText, messageText } from './message-text.ts';

describe('message text', () => {
  it('shows an HTML message as text with its line breaks, running nothing', () => {
    const html =
      '<p>Your shipment <b>S01009240</b></p><p>arrives<br>on Friday</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
    expect(htmlToText(html)).toBe('Your shipment S01009240\n\narrives\non Friday');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('lists items on lines of their own', () => {
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul>')).toBe('• One\n\n• Two');
  });

  it('leaves plain text as it is, markup included', () => {
    expect(messageText({ text: '<b>not html</b>', isHtml: false })).toBe('<b>not html</b>');
  });
});
