/**
 * The seam between the chat feature (features/chat: a record's chat, hub §2 "Chat panels") and the
 * shipment detail screen that shows it. Features do not import each other, so the app layer
 * (app/routes.tsx) loads the record chat with the detail page and provides it here; the page places
 * it with `useRecordChat()`. Without a provider (a page rendered on its own, a test) the panel shows
 * its title only.
 */
import { type ComponentType, createContext, useContext } from 'react';

export type RecordChatProps = {
  /** The key the record was opened by (a ShipKey or an OrdKey): the chat's channel. */
  recordKey: string;
  /** The number shown for it. */
  recordNumber: string;
  isShipment: boolean;
  DataSource: string;
  /** The bot changed the record's favourite or priority mark (hub §9): the page reads it again. */
  onRecordMarksChanged?: () => void;
};

export const RecordChatContext = createContext<ComponentType<RecordChatProps> | null>(null);

/** The record chat the app layer provides, or null where it provides none. */
export function useRecordChat(): ComponentType<RecordChatProps> | null {
  return useContext(RecordChatContext);
}
