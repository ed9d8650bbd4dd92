// STUB (issue 15): replaced by its owner; keep the export name.
export function ReportsPage() {
  return <h1>REPORTS</h1>;
}
