/** The chat channel's reducer for a hook, and the latest-value ref its socket handlers read. */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  type ChatAction,
  type ChatState,
  chatChannelReducer,
  initialChatState,
} from '../rules/chat-channel-state.ts';

/** The latest render's value, without resubscribing on every render. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The reducer with a synchronous read of the latest state, for socket handlers. */
export function useChatStore(): [ChatState, (action: ChatAction) => void, { readonly current: ChatState }] {
  const store = useRef(initialChatState);
  const [state, setState] = useState(initialChatState);
  const dispatch = useCallback((action: ChatAction) => {
    store.current = chatChannelReducer(store.current, action);
    setState(store.current);
  }, []);
  return [state, dispatch, store];
}
