// Placeholder while issue 17 is built; its owner replaces it.
export function ConnectUserPage() {
  return null;
}
