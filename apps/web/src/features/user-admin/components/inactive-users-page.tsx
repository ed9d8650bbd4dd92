// STUB (issue 15): replaced by its owner; keep the export name.
export function InactiveUsersPage() {
  return <h1>INACTIVE USERS</h1>;
}
