/**
 * The generic select modal of the shared booking dialogs (connect §2): 800 px wide by default,
 * 300 px when small; Escape does not close it unless asked (the close button and the caller's own
 * buttons do). Select an Organisation is one, 600 px wide when not small.
 */
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

const SELECT_MODAL_WIDTH = 800;
const SELECT_MODAL_SMALL_WIDTH = 300;

export interface SelectModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  small?: boolean;
  /** The width when not small; default 800 px (connect §2). */
  width?: number;
  /** Default false (connect §2). */
  closeOnEscape?: boolean;
}

export function SelectModal({
  opened,
  onClose,
  title,
  children,
  small = false,
  width = SELECT_MODAL_WIDTH,
  closeOnEscape = false,
}: SelectModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={small ? SELECT_MODAL_SMALL_WIDTH : width}
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}
