import { GENERAL_CHAT_KEY } from '@navia/domain/rules/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { fakeSockets, ioCalls } from '../../../test/fake-socket.ts';
import { ME } from '../chat-factories.ts';
import { messageField, openChat, renderChatPanel } from './render-chat-panel.tsx';

beforeEach(() => {
  fakeSockets.length = 0;
  ioCalls.length = 0;
});

const mentionList = () => screen.getByRole('listbox', { name: 'Mention someone' });
const activeOption = () => {
  const id = messageField().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the mention dropdown (hub §5)', () => {
  it("opens on '@' with the bot and the record's contacts, filtered case-insensitively by name", async () => {
    const { user } = await openChat();
    await user.type(messageField(), 'Hi @');
    const list = await waitFor(() => {
      const found = mentionList();
      expect(within(found).getAllByRole('option')).toHaveLength(3);
      return found;
    });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['HUBBI (bot)', 'Alex Morgan', 'Sam Lee']);
    await user.type(messageField(), 'ALE');
    expect(
      within(mentionList())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['HUBBI (bot)', 'Alex Morgan']);
  });

  it('moves with the arrows, wrapping around, and Enter chooses without sending', async () => {
    const { user, socket } = await openChat();
    await user.type(messageField(), '@');
    await waitFor(() => expect(within(mentionList()).getAllByRole('option')).toHaveLength(3));
    expect(activeOption()).toHaveTextContent('HUBBI (bot)');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Sam Lee');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('HUBBI (bot)');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Alex Morgan');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('@Alex Morgan')).toBeInTheDocument();
    expect(messageField()).toHaveValue('');
    expect(socket.sentEvents('message')).toHaveLength(0);

    await user.type(messageField(), 'please call me{Enter}');
    expect(socket.sentEvents('message')).toEqual([
      expect.objectContaining({
        chat: 'please call me',
        mention: { name: 'Alex Morgan', isBot: false },
        HubbiDisabled: true,
      }),
    ]);
  });

  it('closes on Escape, and Enter then sends', async () => {
    const { user, socket } = await openChat();
    await user.type(messageField(), 'cc @sa');
    await waitFor(() => expect(mentionList()).toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(messageField()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(socket.sentEvents('message')).toEqual([expect.objectContaining({ chat: 'cc @sa' })]);
  });

  it('clears a chosen mention', async () => {
    const { user, socket } = await openChat();
    await user.type(messageField(), '@hub');
    await waitFor(() => expect(activeOption()).toHaveTextContent('HUBBI (bot)'));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove the mention of HUBBI' }));
    expect(screen.queryByText('@HUBBI')).not.toBeInTheDocument();
    await user.type(messageField(), 'hello{Enter}');
    expect(socket.sentEvents('message')[0]).not.toHaveProperty('mention');
  });

  it("offers the group's support team in the general chat", async () => {
    const orgGroupId = '00000000-0000-4000-8000-00000000b0b0';
    const user = buildCurrentUser({
      _id: ME,
      orgGroupCode: {
        _id: orgGroupId,
        code: 'ACME',
        name: 'Acme Imports',
        country: 'AU',
        connectAccess: false,
        hubbiEnabled: true,
        generalSettings: {},
      },
    });
    const rendered = renderChatPanel({
      user,
      props: {
        handshake: { generalChatKey: GENERAL_CHAT_KEY },
        mentions: { kind: 'general', orgGroupId },
      },
      api: {
        [`GET /api/user/getSupportTeam/${orgGroupId}`]: {
          status: 200,
          body: {
            contacts: [
              {
                image: null,
                GS_FullName: 'Kim Park',
                GS_EmailAddress: 'k@x.example',
                Role: 'KAM',
                GS_MobilePhone: null,
              },
            ],
          },
        },
      },
    });
    const { socket } = await openChat({}, rendered);
    await rendered.user.type(messageField(), '@');
    await waitFor(() =>
      expect(within(mentionList()).getByRole('option', { name: 'Kim Park' })).toBeInTheDocument(),
    );
    await rendered.user.keyboard('{Escape}{Backspace}hi{Enter}');
    expect(socket.sentEvents('message')[0]).toMatchObject({ general: true });
  });
});
