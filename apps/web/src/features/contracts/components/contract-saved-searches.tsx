/**
 * SAVED SEARCHES of the contracts list: the shared saved-searches dialog over the searches marked
 * isContractsSearch (connect §5). Loaded on the first click (decision 013).
 */
import {
  SavedSearchesDialog,
  type SavedSearchesDialogProps,
} from '../../../components/saved-searches/saved-searches-dialog.tsx';

export type ContractSavedSearchesDialogProps = Omit<SavedSearchesDialogProps, 'kind'>;

export function ContractSavedSearchesDialog(props: ContractSavedSearchesDialogProps) {
  return <SavedSearchesDialog kind="contracts" {...props} />;
}
