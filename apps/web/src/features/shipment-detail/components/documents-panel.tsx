import { UPLOAD_FIELDS } from '@navia/domain/contracts/shipment-detail';
import { RecordDocuments } from '../../../components/documents/record-documents.tsx';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { useDocuments, useUploadDocument } from '../api/documents.ts';

/** hub §2, §7: the record's e-documents, each downloadable, and an upload that can be cancelled. */
export function DocumentsPanel({ recordKey }: { recordKey: string }) {
  const documents = useDocuments(recordKey);
  const upload = useUploadDocument(recordKey);
  return (
    <DetailPanel title="DOCUMENTS">
      <RecordDocuments
        documents={documents}
        upload={upload}
        fields={{ [UPLOAD_FIELDS.recordKey]: recordKey }}
      />
    </DetailPanel>
  );
}
