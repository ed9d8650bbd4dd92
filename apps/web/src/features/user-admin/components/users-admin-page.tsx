// STUB (issue 15): replaced by its owner; keep the export name.
export function UsersAdminPage() {
  return <h1>USERS</h1>;
}
