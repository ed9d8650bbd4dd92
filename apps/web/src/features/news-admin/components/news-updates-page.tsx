// STUB (issue 15): replaced by its owner; keep the export name.
export function NewsUpdatesPage() {
  return <h1>NEWS UPDATES</h1>;
}
