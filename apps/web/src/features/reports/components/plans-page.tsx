// STUB (issue 15): replaced by its owner; keep the export name.
export function PlansPage() {
  return <h1>REPORT PLANS</h1>;
}
