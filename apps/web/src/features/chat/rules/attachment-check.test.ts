import { CHAT_ATTACHMENT_MAX_BYTES } from '@navia/domain/rules/chat';
import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachment-check.ts';

describe('attachment pre-check (hub §5)', () => {
  it('accepts the listed types up to the size limit', () => {
    for (const name of ['a.jpeg', 'b.JPG', 'c.png', 'd.tif', 'e.pdf', 'f.csv', 'g.docx', 'h.doc'])
      expect(attachmentProblem({ name, size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', size: CHAT_ATTACHMENT_MAX_BYTES })).toBeNull();
  });

  it('takes a .tiff as the server does, not only a .tif', () => {
    expect(attachmentProblem({ name: 'scan.TIFF', size: 1000 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(attachmentProblem({ name: 'run.exe', size: 10 })).toMatch(/run\.exe cannot be sent/);
    expect(attachmentProblem({ name: 'noextension', size: 10 })).not.toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', size: CHAT_ATTACHMENT_MAX_BYTES + 1 })).toMatch(/10 MB/);
  });
});
