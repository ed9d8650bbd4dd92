import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { Component, type ReactNode } from 'react';
import classes from './chat.module.css';

/**
 * hub §8 "Reply render failure": a message that cannot be drawn shows 'There has been an error
 * rendering this message.' in its place; the rest of the chat stays.
 */
export class MessageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('chat: a message could not be rendered', error);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return <p className={`${classes.text} ${classes.secondary}`}>{CHAT_TEXTS.renderError}</p>;
    return this.props.children;
  }
}
