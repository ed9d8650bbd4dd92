// Placeholder while issue 17 is built; its owner replaces it.
export function TrustedPartyPage() {
  return null;
}
