/**
 * The booking form's documents (issue 18): files chosen with their type, sent once the booking is
 * submitted (the booking's documents endpoint takes one file a time; rules/booking-documents). A
 * file over the size limit is refused here, with the server's words; the server checks every file's
 * bytes again.
 */
import { ActionIcon, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
} from '@navia/domain/contracts/shipment-detail';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { fileSizeText } from '../../../lib/file-size.ts';
import { BookingFormSection } from './booking-form-section.tsx';

export type ChosenDocument = { file: File; documentType: string };

export interface BookingDocumentsFieldsProps {
  value: readonly ChosenDocument[];
  onChange: (next: ChosenDocument[]) => void;
  disabled?: boolean;
}

export function BookingDocumentsFields({ value, onChange, disabled = false }: BookingDocumentsFieldsProps) {
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <BookingFormSection title="DOCUMENTS">
      <FileInput
        label="ADD DOCUMENTS"
        placeholder="Choose files"
        description="PDF, image, DOCX, XLSX, CSV or text; up to 10 MB each. They are sent with the booking."
        accept={DOCUMENT_ACCEPT}
        multiple
        value={[]}
        disabled={disabled}
        onChange={(files) => {
          const tooLarge = files.filter((f) => f.size > DOCUMENT_MAX_BYTES);
          setRefused(
            tooLarge.length > 0
              ? `${tooLarge.map((f) => f.name).join(', ')}: ${DOCUMENT_MESSAGES.tooLarge}`
              : null,
          );
          const taken = files.filter((f) => f.size <= DOCUMENT_MAX_BYTES);
          onChange([...value, ...taken.map((file) => ({ file, documentType: 'OTHER' }))]);
        }}
        error={refused}
      />
      {value.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Documents to send"
        >
          {value.map((chosen, index) => (
            <Group
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice.
              key={`${chosen.file.name}-${index}`}
              gap="xs"
              wrap="wrap"
              align="center"
            >
              <Text size="sm" style={{ flex: '1 1 180px', overflowWrap: 'anywhere' }}>
                {`${chosen.file.name} · ${fileSizeText(chosen.file.size)}`}
              </Text>
              <Select
                aria-label={`TYPE OF ${chosen.file.name}`}
                data={[...DOCUMENT_TYPES]}
                value={chosen.documentType}
                allowDeselect={false}
                disabled={disabled}
                style={{ flex: '0 1 200px' }}
                onChange={(type) =>
                  onChange(value.map((c, i) => (i === index ? { ...c, documentType: type ?? 'OTHER' } : c)))
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`REMOVE ${chosen.file.name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </BookingFormSection>
  );
}
