// STUB (issue 15): replaced by its owner; keep the export name.
export function UserPage() {
  return <h1>USER</h1>;
}
