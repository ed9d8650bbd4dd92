/** STUB (issue 13): replaced by the helper that owns this page. */
export function InsightsPage() {
  return <main>Coming soon.</main>;
}
