// STUB (issue 15): replaced by its owner; keep the export name.
export function MaintenanceAdminPage() {
  return <h1>MAINTENANCE</h1>;
}
