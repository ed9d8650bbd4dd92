/**
 * A record's documents (hub §2, §7): the table of files, each downloadable from its DownloadUrl,
 * and an upload form (a file, its type; cancellable while it runs) that keeps the chosen file when
 * the upload fails and says why. Used by a shipment's DOCUMENTS panel and a booking's detail.
 */
import { Alert, Anchor, Button, FileInput, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  type EDocument,
  UPLOAD_FIELDS,
} from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { fileSizeText } from '../../lib/file-size.ts';
import { useLocale } from '../../lib/locale.ts';
import type { CancelSource } from '../../lib/upload-document.ts';
import { formatDate } from '../shipment-summary/format.ts';
import { HorizontalScroller } from '../shipment-summary/horizontal-scroller.tsx';

export type UploadRequest = { form: FormData | null; source: CancelSource | null };

export interface RecordDocumentsProps {
  documents: { data?: EDocument[] | undefined; isPending: boolean; isError: boolean };
  upload: {
    mutate: (request: UploadRequest, options?: { onSuccess?: () => void }) => void;
    isPending: boolean;
    error: Error | null;
    reset: () => void;
  };
  /** Text fields sent with each file besides its type (a shipment's record key). */
  fields?: Readonly<Record<string, string>>;
  /** Why no more documents may be added (a closed booking); the upload form is then not shown. */
  closedText?: string | null;
}

export function RecordDocuments({ documents, upload, fields = {}, closedText = null }: RecordDocumentsProps) {
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<string>('OTHER');
  const source = useRef<AbortController | null>(null);

  const submit = () => {
    if (!file) return;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(UPLOAD_FIELDS.documentType, documentType);
    form.append(UPLOAD_FIELDS.file, file, file.name);
    source.current = new AbortController();
    upload.mutate({ form, source: source.current }, { onSuccess: () => setFile(null) });
  };

  const failure = upload.error && !source.current?.signal.aborted ? upload.error : null;

  return (
    <Stack gap="sm">
      {documents.isPending && <Loader size="sm" aria-label="Loading documents" />}
      {documents.isError && (
        <Alert color="red" variant="light">
          {MESSAGES.otherError}
        </Alert>
      )}
      {documents.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          NO DOCUMENTS YET
        </Text>
      )}
      {documents.data && documents.data.length > 0 && (
        <HorizontalScroller label="documents">
          <Table verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">FILE</Table.Th>
                <Table.Th scope="col">TYPE</Table.Th>
                <Table.Th scope="col" ta="right">
                  SIZE
                </Table.Th>
                <Table.Th scope="col">UPLOADED</Table.Th>
                <Table.Th scope="col">BY</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.map((d) => (
                <Table.Tr key={d.DocumentId}>
                  <Table.Td>
                    <Anchor href={d.DownloadUrl} download={d.FileName} size="sm">
                      {d.FileName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{d.DocumentType}</Table.Td>
                  <Table.Td ta="right">{fileSizeText(d.Size)}</Table.Td>
                  <Table.Td>{formatDate(d.UploadedAt, locale)}</Table.Td>
                  <Table.Td>{d.UploadedBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </HorizontalScroller>
      )}
      {closedText ? (
        <Text size="sm" c="dimmed">
          {closedText}
        </Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          aria-label="Upload a document"
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label="DOCUMENT"
              placeholder="Choose a file"
              accept={DOCUMENT_ACCEPT}
              value={file}
              onChange={(value) => {
                setFile(value);
                upload.reset();
              }}
              clearable
              style={{ flex: '1 1 200px' }}
              description="PDF, image, DOCX, XLSX, CSV or text; up to 10 MB"
            />
            <Select
              label="TYPE"
              data={[...DOCUMENT_TYPES]}
              value={documentType}
              onChange={(value) => setDocumentType(value ?? 'OTHER')}
              allowDeselect={false}
              style={{ flex: '0 1 200px' }}
            />
            <Button
              type="submit"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
              disabled={!file}
            >
              UPLOAD
            </Button>
            {upload.isPending && (
              <Button variant="default" onClick={() => source.current?.abort()}>
                CANCEL
              </Button>
            )}
          </Group>
        </form>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(failure) ? failure.message : failure.message || DOCUMENT_MESSAGES.uploadFailed}
        </Alert>
      )}
    </Stack>
  );
}
