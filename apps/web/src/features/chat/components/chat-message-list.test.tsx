import { MantineProvider } from '@mantine/core';
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildChatMessage, ME } from '../chat-factories.ts';
import { ChatMessageList } from './chat-message-list.tsx';

const DAY = 86_400_000;

function renderList(messages: ChatMessage[]) {
  return render(
    <MantineProvider env="test">
      <ChatMessageList
        messages={messages}
        pending={[]}
        connected
        userId={ME}
        tall={false}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => undefined}
      />
    </MantineProvider>,
  );
}

describe('the chat message list (hub §3)', () => {
  it('groups messages under Today, Yesterday and DD/MM headings', () => {
    const now = Date.now();
    const old = new Date(now - 5 * DAY);
    renderList([
      buildChatMessage({ text: 'Last week', ts: old.toISOString() }),
      buildChatMessage({ text: 'Yesterday morning', ts: new Date(now - DAY).toISOString() }),
      buildChatMessage({ text: 'Just now', ts: new Date(now).toISOString() }),
    ]);
    const label = `${String(old.getDate()).padStart(2, '0')}/${String(old.getMonth() + 1).padStart(2, '0')}`;
    expect(within(screen.getByRole('list', { name: label })).getByText('Last week')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Yesterday' })).getByText('Yesterday morning'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Today' })).getByText('Just now')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Chat messages' })).toHaveAttribute('aria-live', 'polite');
  });

  it('labels the bot, names staff with their role and shows the representative for no username', () => {
    renderList([
      buildChatMessage({ role: 'bot', username: 'HUBBI', from: null, text: 'I can help.' }),
      buildChatMessage({ role: 'staff', username: null, roleName: 'CUSTOMS AGENT', text: 'Cleared.' }),
    ]);
    const bot = screen.getByText('I can help.').closest('li');
    expect(bot).toHaveTextContent('HUBBI');
    expect(within(bot as HTMLElement).getByText('BOT')).toBeInTheDocument();
    const staff = screen.getByText('Cleared.').closest('li');
    expect(staff).toHaveTextContent(`${CHAT_TEXTS.representative}CUSTOMS AGENT`);
  });

  it('shows an edit in place of the original, marked edited, and quotes what a reply answers', () => {
    const original = buildChatMessage({ from: ME, text: 'ETA 12/03?' });
    const edit = buildChatMessage({
      from: ME,
      text: 'ETA 14/03?',
      subtype: 'updated',
      messageBeingUpdated: original.messageId,
    });
    const reply = buildChatMessage({
      username: 'Alex Morgan',
      type: 'reply',
      text: 'Yes, 14/03.',
      replyTo: { messageId: original.messageId, text: 'ETA 14/03?', username: 'Jane Citizen' },
    });
    renderList([original, edit, reply]);
    expect(screen.queryByText('ETA 12/03?')).not.toBeInTheDocument();
    const edited = screen.getByText('ETA 14/03?', { selector: 'p' }).closest('li');
    expect(edited).toHaveTextContent('(edited)');
    expect(screen.getByText('Jane Citizen: ETA 14/03?')).toBeInTheDocument();
  });

  it('shows an HTML message as text', () => {
    renderList([buildChatMessage({ isHtml: true, text: '<p>Line one</p><p>Line <em>two</em></p>' })]);
    expect(screen.getByText(/Line one\s+Line two/)).toBeInTheDocument();
    expect(document.querySelector('em')).toBeNull();
  });

  it('shows the render error for a message that cannot be drawn, and the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      ...buildChatMessage({ type: 'file' }),
      // A file message whose file has no name cannot be drawn.
      fileSource: { webUrl: '/x', name: null, contentType: 'x', size: 1 },
    } as unknown as ChatMessage;
    renderList([broken, buildChatMessage({ text: 'Still here' })]);
    expect(screen.getByText(CHAT_TEXTS.renderError)).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });
});
