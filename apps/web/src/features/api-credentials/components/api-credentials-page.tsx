// STUB (issue 15): replaced by its owner; keep the export name.
export function ApiCredentialsPage() {
  return <h1>API CREDENTIALS</h1>;
}
