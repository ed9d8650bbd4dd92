import { MantineProvider } from '@mantine/core';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatAttachment } from './chat-attachment.tsx';

const file = (name: string) => ({ webUrl: `/files/${name}`, name, contentType: 'x', size: 100 });

function renderAttachment(name: string) {
  return render(
    <MantineProvider env="test">
      <ChatAttachment file={file(name)} />
    </MantineProvider>,
  );
}

describe('chat attachments (hub §5)', () => {
  it('previews an image: loading, then loaded', () => {
    renderAttachment('photo.jpg');
    expect(screen.getByLabelText('Loading photo.jpg')).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'photo.jpg', hidden: true }));
    expect(screen.queryByLabelText('Loading photo.jpg')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'photo.jpg' })).toHaveAttribute('src', '/files/photo.jpg');
  });

  it('offers a retry when an image fails to load, and loads it again', async () => {
    const user = userEvent.setup();
    renderAttachment('scan.tif');
    fireEvent.error(screen.getByRole('img', { name: 'scan.tif', hidden: true }));
    const retry = screen.getByRole('button', { name: CHAT_TEXTS.attachmentFailed });
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    await user.click(retry);
    expect(screen.getByLabelText('Loading scan.tif')).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'scan.tif', hidden: true }));
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.attachmentFailed })).not.toBeInTheDocument();
  });

  it.each(['report.pdf', 'rates.xlsx', 'letter.docx', 'mail.msg', 'data.csv'])(
    'offers %s for download',
    (name) => {
      renderAttachment(name);
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/files/${name}`);
      expect(link).toHaveAttribute('download', name);
      expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    },
  );
});
