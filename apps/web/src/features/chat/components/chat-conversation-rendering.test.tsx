/**
 * How much of an open chat is drawn again (issue 12 review): a chat holds up to CHAT_HISTORY_LIMIT
 * messages, so typing must not draw them again, and a new message draws itself only. Each drawn text
 * message calls messageText once, which is what these tests count.
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets, ioCalls } from '../../../test/fake-socket.ts';
import { buildChatMessage } from '../chat-factories.ts';
import { messageText } from '../rules/message-text.ts';
import { messageField, openChat } from './render-chat-panel.tsx';

vi.mock('../rules/message-text.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../rules/message-text.ts')>();
  return { ...actual, messageText: vi.fn(actual.messageText) };
});

const drawn = () => vi.mocked(messageText).mock.calls.length;

beforeEach(() => {
  fakeSockets.length = 0;
  ioCalls.length = 0;
});

describe('drawing an open chat', () => {
  const history = () => Array.from({ length: 5 }, (_, i) => buildChatMessage({ text: `Message ${i + 1}` }));

  it('does not draw the messages again while the user types', async () => {
    const { user } = await openChat({ history: history() });
    await screen.findByText('Message 5');
    const before = drawn();
    await user.type(messageField(), 'Where is my container');
    expect(drawn()).toBe(before);
  });

  it('draws only the new message when one arrives', async () => {
    const { socket } = await openChat({ history: history() });
    await screen.findByText('Message 5');
    const before = drawn();
    act(() => socket.serverSends('message', buildChatMessage({ text: 'Message 6' })));
    expect(await screen.findByText('Message 6')).toBeInTheDocument();
    expect(drawn()).toBe(before + 1);
  });
});
