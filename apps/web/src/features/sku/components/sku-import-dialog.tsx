/**
 * IMPORT CSV: choose a file, and the server checks every row without writing (a dry run): the rows
 * in error (row, field, message) and what the others would do (create, update, unchanged). IMPORT is
 * open only when no row is in error; it writes every row in one go, and the list refreshes. Staff
 * pick the OWNER first (the check compares the file with that owner's catalogue); changing it
 * checks the file again.
 */
import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { SkuImportResponse } from '@navia/domain/contracts/skus';
import { MESSAGES } from '@navia/domain/errors';
import { SKU_FIELDS } from '@navia/domain/rules/skus/sku-fields';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useImportSkus } from '../api/skus.ts';
import { ownerRefOf, SKU_OWNER_NOT_FOUND, SKU_OWNER_REQUIRED, type SkuOwnerRef } from '../rules/sku-owner.ts';
import { SkuOwnerPicker } from './sku-owner-picker.tsx';

type SkuImportDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Staff name the owner whose catalogue the file goes into. */
  chooseOwner?: boolean;
};

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.genericSubmit);

function ImportBody({ onClose, chooseOwner }: { onClose: () => void; chooseOwner: boolean }) {
  const mutation = useImportSkus();
  const [owner, setOwner] = useState<string | null>(null);
  const [ownerError, setOwnerError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [check, setCheck] = useState<SkuImportResponse | null>(null);
  const [done, setDone] = useState<SkuImportResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Only the latest check answers: an older one (another file or owner) is dropped.
  const latestCheck = useRef(0);
  const ownerRef = chooseOwner ? ownerRefOf(owner) : null;

  const runCheck = async (text: string, ref: SkuOwnerRef | null) => {
    const checkNo = ++latestCheck.current;
    setCheck(null);
    setDone(null);
    setFailure(null);
    if (chooseOwner && !ref) {
      setOwnerError(SKU_OWNER_REQUIRED);
      return;
    }
    try {
      const answer = await mutation.mutateAsync({ csv: text, dryRun: true, owner: ref });
      if (checkNo === latestCheck.current) setCheck(answer);
    } catch (error) {
      if (checkNo !== latestCheck.current) return;
      if (chooseOwner && isApiError(error) && error.code === 'NOT_FOUND') setOwnerError(SKU_OWNER_NOT_FOUND);
      else setFailure(errorText(error));
    }
  };

  const choose = async (chosen: File | null) => {
    latestCheck.current++;
    setFile(chosen);
    setCsv(null);
    setCheck(null);
    setDone(null);
    setFailure(null);
    if (!chosen) return;
    const text = await chosen.text();
    setCsv(text);
    await runCheck(text, ownerRef);
  };

  const pickOwner = (value: string | null) => {
    setOwner(value);
    setOwnerError(null);
    if (csv !== null) void runCheck(csv, ownerRefOf(value));
  };

  const runImport = async () => {
    if (!csv) return;
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync({ csv, dryRun: false, owner: ownerRef });
      if (answer.written) setDone(answer);
      else setCheck(answer);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const canImport = check !== null && check.errors.length === 0 && check.rows.length > 0 && !done;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A header row naming the columns ({SKU_FIELDS.slice(0, 5).join(', ')}, …; as EXPORT CSV writes them),
        then one row per SKU. A product number {chooseOwner ? 'the owner already has' : 'you already have'}{' '}
        updates that SKU.
      </Text>
      {chooseOwner && (
        <SkuOwnerPicker
          value={owner}
          onChange={pickOwner}
          error={ownerError ? ownerError.toUpperCase() : undefined}
        />
      )}
      <FileInput
        label="CSV FILE"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        value={file}
        onChange={(f) => void choose(f)}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
      />
      {mutation.isPending && !check && <Text size="sm">Checking the file…</Text>}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {check && !done && (
        <Stack gap="xs" aria-label="Import check">
          <Group gap="xs" role="status">
            <Badge color="green" variant="light">{`${check.created} TO CREATE`}</Badge>
            <Badge color="blue" variant="light">{`${check.updated} TO UPDATE`}</Badge>
            <Badge color="gray" variant="light">{`${check.unchanged} UNCHANGED`}</Badge>
            <Badge color={check.errors.length > 0 ? 'red' : 'gray'} variant="light">
              {`${check.errors.length} ${check.errors.length === 1 ? 'ERROR' : 'ERRORS'}`}
            </Badge>
          </Group>
          {check.errors.length > 0 && (
            <ScrollArea.Autosize mah={260}>
              <Table striped aria-label="Rows in error" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>ROW</Table.Th>
                    <Table.Th>FIELD</Table.Th>
                    <Table.Th>PROBLEM</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {check.errors.map((e) => (
                    <Table.Tr key={`${e.row}-${e.field}-${e.message}`}>
                      <Table.Td>{e.row}</Table.Td>
                      <Table.Td>{e.field}</Table.Td>
                      <Table.Td>{e.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          {check.errors.length > 0 && (
            <Text size="sm" c="red">
              Correct the rows in error and choose the file again: nothing is imported while a row is in
              error.
            </Text>
          )}
        </Stack>
      )}
      {done && (
        <Alert color="green" variant="light" role="status">
          {`IMPORTED: ${done.created} CREATED, ${done.updated} UPDATED, ${done.unchanged} UNCHANGED.`}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {done ? 'CLOSE' : 'CANCEL'}
        </Button>
        {!done && (
          <Button
            onClick={() => void runImport()}
            disabled={!canImport}
            loading={mutation.isPending && check !== null}
          >
            IMPORT
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function SkuImportDialog({ opened, onClose, chooseOwner = false }: SkuImportDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="IMPORT SKUS FROM CSV" size="lg">
      {opened && <ImportBody onClose={onClose} chooseOwner={chooseOwner} />}
    </Modal>
  );
}
