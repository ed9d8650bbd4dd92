import { MantineProvider } from '@mantine/core';
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { CHAT_RENDER_BATCH, CHAT_TEXTS } from '@navia/domain/rules/chat';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildChatMessage, ME } from '../chat-factories.ts';
import type { PendingSend } from '../rules/chat-channel-state.ts';
import { ChatMessageList } from './chat-message-list.tsx';

const DAY = 86_400_000;

function renderList(
  messages: ChatMessage[],
  options: {
    hasOlder?: boolean;
    onLoadOlder?: () => void;
    pending?: PendingSend[];
    connected?: boolean;
    locale?: string;
  } = {},
) {
  return render(
    <MantineProvider env="test">
      <ChatMessageList
        messages={messages}
        pending={options.pending ?? []}
        connected={options.connected ?? true}
        userId={ME}
        locale={options.locale ?? 'en-GB'}
        tall={false}
        hasOlder={options.hasOlder ?? false}
        loadingOlder={false}
        onLoadOlder={options.onLoadOlder ?? (() => undefined)}
      />
    </MantineProvider>,
  );
}

const shownTexts = () => screen.queryAllByText(/^Message \d+$/).map((p) => p.textContent);

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
    expect(within(bot as HTMLElement).getByText(CHAT_TEXTS.botBadge)).toBeInTheDocument();
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
    expect(edited).toHaveTextContent(CHAT_TEXTS.edited);
    expect(screen.getByText('Jane Citizen: ETA 14/03?')).toBeInTheDocument();
  });

  it('shows an HTML message as text', () => {
    renderList([buildChatMessage({ isHtml: true, text: '<p>Line one</p><p>Line <em>two</em></p>' })]);
    expect(screen.getByText(/Line one\s+Line two/)).toBeInTheDocument();
    expect(document.querySelector('em')).toBeNull();
  });

  it('shows an HTML edit of a plain message as text, not as its markup', () => {
    const original = buildChatMessage({ from: ME, text: 'Plain first' });
    const edit = buildChatMessage({
      from: ME,
      isHtml: true,
      text: '<p>Line <em>two</em></p>',
      subtype: 'updated',
      messageBeingUpdated: original.messageId,
    });
    renderList([original, edit]);
    expect(screen.getByText('Line two', { selector: 'p' }).closest('li')).toHaveTextContent(
      CHAT_TEXTS.edited,
    );
    expect(screen.queryByText(/<em>/)).not.toBeInTheDocument();
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

  it("shows the time a message was sent in the reader's clock: 24-hour in en-GB, AM/PM in en-US", () => {
    const message = buildChatMessage({ text: 'On the hour', ts: '2026-03-12T14:05:00Z' });
    const sentAt = () => screen.getByText('On the hour').closest('li')?.querySelector('time')?.textContent;
    const { unmount } = renderList([message]);
    expect(sentAt()).toMatch(/^\d{2}:05$/);
    unmount();
    renderList([message], { locale: 'en-US' });
    expect(sentAt()).toMatch(/^\d{2}:05\s[AP]M$/);
  });

  it('names own messages and says how a message on its way is doing', () => {
    const pending: PendingSend = {
      clientMessageId: '00000000-0000-4000-8000-0000000000f1',
      event: 'message',
      payload: { clientMessageId: '00000000-0000-4000-8000-0000000000f1', chat: 'On its way' },
      text: 'On its way',
      queuedAt: new Date().toISOString(),
    };
    renderList([buildChatMessage({ from: ME, text: 'Mine' })], { pending: [pending], connected: false });
    expect(screen.getByText('Mine').closest('li')).toHaveTextContent(CHAT_TEXTS.you);
    const onItsWay = screen.getByText('On its way').closest('li');
    expect(onItsWay).toHaveTextContent(CHAT_TEXTS.you);
    expect(onItsWay).toHaveTextContent(CHAT_TEXTS.waitingForConnection);
  });
});

describe('a long chat (CHAT_RENDER_BATCH at a time)', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => buildChatMessage({ text: `Message ${i + 1}` }));

  it('draws only the newest messages at first, and shows older ones it holds without asking the server', async () => {
    const messages = many(CHAT_RENDER_BATCH + 50);
    const onLoadOlder = vi.fn();
    renderList(messages, { onLoadOlder });
    expect(shownTexts()).toHaveLength(CHAT_RENDER_BATCH);
    expect(shownTexts()[0]).toBe('Message 51');
    expect(shownTexts().at(-1)).toBe(`Message ${CHAT_RENDER_BATCH + 50}`);
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.loadOlder }));
    expect(shownTexts()).toHaveLength(CHAT_RENDER_BATCH + 50);
    expect(onLoadOlder).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.loadOlder })).not.toBeInTheDocument();
  });

  it('pages older messages in from the server when it has drawn all it holds', async () => {
    const onLoadOlder = vi.fn();
    renderList(many(3), { hasOlder: true, onLoadOlder });
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.loadOlder }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('counts an edit as part of the message it changes, not as a message drawn', () => {
    const messages = many(CHAT_RENDER_BATCH);
    const first = messages[0];
    if (!first) throw new Error('messages');
    const edit = buildChatMessage({
      text: 'Message 1',
      subtype: 'updated',
      messageBeingUpdated: first.messageId,
    });
    renderList([...messages, edit]);
    expect(shownTexts()).toHaveLength(CHAT_RENDER_BATCH);
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.loadOlder })).not.toBeInTheDocument();
  });
});
