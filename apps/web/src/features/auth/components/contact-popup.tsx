import { Modal } from '@mantine/core';
import { ContactForm } from '../../../components/contact-form.tsx';

/** The ABOUT section's Get in touch popup (hub §2, §4 "Contact popup", §5). */
export function ContactPopup({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="GET IN TOUCH"
      centered
      size="md"
      styles={{ title: { fontWeight: 700 } }}
    >
      <ContactForm label="Get in touch" />
    </Modal>
  );
}
