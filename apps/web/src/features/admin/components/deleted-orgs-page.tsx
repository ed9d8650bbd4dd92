// STUB (issue 15): replaced by its owner; keep the export name.
export function DeletedOrgsPage() {
  return <h1>DELETED ORGANISATIONS</h1>;
}
