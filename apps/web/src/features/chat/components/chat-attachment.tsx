/**
 * A file message (hub §5 "Chat attachments"): images (tif, jpg, jpeg, png) preview, loading, loaded
 * or failed with a retry (hub §8 'COULD NOT LOAD. CLICK HERE TO RETRY.'); other files show an icon
 * by type (msg, pdf, xls/xlsx, doc/docx, any other) and download. Every file also has its download
 * link: a browser that cannot show a TIFF still gets the file.
 */
import { Anchor, Button, Loader } from '@mantine/core';
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { type AttachmentPreview, attachmentPreviewOf, CHAT_TEXTS } from '@navia/domain/rules/chat';
import {
  IconDownload,
  IconFile,
  IconFileSpreadsheet,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconMail,
} from '@tabler/icons-react';
import { useState } from 'react';
import classes from './chat.module.css';

type FileSource = NonNullable<ChatMessage['fileSource']>;

const FILE_ICONS: Record<Exclude<AttachmentPreview, 'image'>, typeof IconFile> = {
  msg: IconMail,
  pdf: IconFileTypePdf,
  spreadsheet: IconFileSpreadsheet,
  word: IconFileTypeDoc,
  file: IconFile,
};

function DownloadLink({ file, icon: Icon }: { file: FileSource; icon: typeof IconFile }) {
  return (
    <Anchor href={file.webUrl} download={file.name} size="sm" className={classes.fileLink}>
      <Icon size={18} aria-hidden />
      <span>{file.name}</span>
      <IconDownload size={14} aria-hidden />
    </Anchor>
  );
}

type ImageState = 'loading' | 'loaded' | 'failed';

function ImagePreview({ file }: { file: FileSource }) {
  const [state, setState] = useState<ImageState>('loading');
  // A new element for each try: the browser asks for the image again.
  const [attempt, setAttempt] = useState(0);
  return (
    <div>
      {state !== 'failed' && (
        <img
          key={attempt}
          src={file.webUrl}
          alt={file.name}
          className={state === 'loaded' ? classes.image : classes.imageLoading}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
      {state === 'loading' && <Loader size="xs" aria-label={`Loading ${file.name}`} />}
      {state === 'failed' && (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        >
          {CHAT_TEXTS.attachmentFailed}
        </Button>
      )}
      <DownloadLink file={file} icon={IconFile} />
    </div>
  );
}

export function ChatAttachment({ file }: { file: FileSource }) {
  const preview = attachmentPreviewOf(file.name);
  if (preview === 'image') return <ImagePreview file={file} />;
  return <DownloadLink file={file} icon={FILE_ICONS[preview]} />;
}
