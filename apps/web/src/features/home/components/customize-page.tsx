/** STUB (issue 13): replaced by the helper that owns this page. */
export function CustomizePage() {
  return <main>Coming soon.</main>;
}
