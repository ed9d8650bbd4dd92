// STUB (issue 15): replaced by its owner; keep the export name.
export function TwoFactorPage() {
  return <h1>TWO-FACTOR SIGN-IN</h1>;
}
