// STUB (issue 15): replaced by its owner; keep the export name.
export function OrgUsersPanel(_props: { orgGroupId: string }) {
  return <h1>USERS</h1>;
}
