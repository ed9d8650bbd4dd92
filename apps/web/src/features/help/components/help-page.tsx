/** STUB (issue 13): replaced by the helper that owns this page. */
export function HelpPage() {
  return <main>Coming soon.</main>;
}
