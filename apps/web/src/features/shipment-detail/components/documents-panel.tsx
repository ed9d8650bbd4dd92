import { Alert, Anchor, Button, FileInput, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  UPLOAD_FIELDS,
} from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { formatDate } from '../../../components/shipment-summary/format.ts';
import { HorizontalScroller } from '../../../components/shipment-summary/horizontal-scroller.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocuments, useUploadDocument } from '../api/documents.ts';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** hub §2, §7: the record's e-documents, each downloadable, and an upload that can be cancelled. */
export function DocumentsPanel({ recordKey }: { recordKey: string }) {
  const documents = useDocuments(recordKey);
  const upload = useUploadDocument(recordKey);
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<string>('OTHER');
  const source = useRef<AbortController | null>(null);

  const submit = () => {
    if (!file) return;
    const form = new FormData();
    form.append(UPLOAD_FIELDS.recordKey, recordKey);
    form.append(UPLOAD_FIELDS.documentType, documentType);
    form.append(UPLOAD_FIELDS.file, file, file.name);
    source.current = new AbortController();
    upload.mutate({ form, source: source.current }, { onSuccess: () => setFile(null) });
  };

  const failure = upload.error && !source.current?.signal.aborted ? upload.error : null;

  return (
    <DetailPanel title="DOCUMENTS">
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
                    <Table.Td ta="right">{size(d.Size)}</Table.Td>
                    <Table.Td>{formatDate(d.UploadedAt)}</Table.Td>
                    <Table.Td>{d.UploadedBy}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </HorizontalScroller>
        )}
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
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(failure) ? failure.message : failure.message || DOCUMENT_MESSAGES.uploadFailed}
          </Alert>
        )}
      </Stack>
    </DetailPanel>
  );
}
