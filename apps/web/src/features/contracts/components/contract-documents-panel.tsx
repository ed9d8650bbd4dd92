/**
 * A contract's documents (connect §2 "documents", §7 uploadDocuments and GET /{id}/documents/{docId}):
 * each downloadable; files chosen with a file input are uploaded together. Refusals (type, size) show
 * the server's text; any other failure connect §8's 'AN ERROR OCCURRED, PLEASE TRY AGAIN LATER'.
 */
import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import { CONTRACT_DOCUMENT_MAX_BYTES, CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fileSizeText } from '../../../lib/file-size.ts';
import { useLocale } from '../../../lib/locale.ts';
import { contractDocumentUrl, useUploadContractDocuments } from '../api/contract-documents.ts';
import { formatContractDate } from '../rules/contract-dates.ts';
import classes from './contracts.module.css';

const MAX_MB = CONTRACT_DOCUMENT_MAX_BYTES / 1024 / 1024;

export function ContractDocumentsPanel({ contract }: { contract: Contract }) {
  const locale = useLocale();
  const upload = useUploadContractDocuments(contract._id);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    const tooLarge = files.find((f) => f.size > CONTRACT_DOCUMENT_MAX_BYTES);
    if (tooLarge) return setProblem(`${tooLarge.name} is larger than ${MAX_MB} MB.`);
    upload.mutate(files, {
      onSuccess: () => setFiles([]),
      onError: (error) =>
        setProblem(
          isApiError(error) && (error.status === 413 || error.status === 415 || error.status === 400)
            ? error.message
            : CONTRACT_TEXTS.uploadFailed,
        ),
    });
  };

  return (
    <DetailPanel title={`DOCUMENTS (${contract.documents.length})`}>
      <Stack gap="sm">
        {contract.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            NO DOCUMENTS YET
          </Text>
        ) : (
          <div className={classes.scrollX}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">FILE</Table.Th>
                  <Table.Th scope="col" ta="right">
                    SIZE
                  </Table.Th>
                  <Table.Th scope="col">UPLOADED</Table.Th>
                  <Table.Th scope="col">BY</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contract.documents.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>
                      <Anchor href={contractDocumentUrl(contract._id, d._id)} download={d.fileName} size="sm">
                        {d.fileName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right" className={classes.nowrap}>
                      {fileSizeText(d.size)}
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>{formatContractDate(d.uploadedAt, locale)}</Table.Td>
                    <Table.Td>{d.uploadedBy}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <FileInput
            label="ADD DOCUMENTS"
            description={`PDF, images, Office documents, CSV or text; at most ${MAX_MB} MB each`}
            placeholder="Choose files"
            multiple
            clearable
            value={files}
            onChange={(next) => {
              setFiles(next);
              setProblem(null);
            }}
            style={{ flex: '1 1 16rem' }}
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={files.length === 0}
            loading={upload.isPending}
            onClick={submit}
          >
            UPLOAD
          </Button>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {problem}
          </Alert>
        )}
      </Stack>
    </DetailPanel>
  );
}
