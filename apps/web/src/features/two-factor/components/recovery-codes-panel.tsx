/** The 10 recovery codes, shown once after the set-up or a new set: COPY, DOWNLOAD, then DONE. */
import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';

const fileText = (codes: readonly string[]) =>
  `NAVIA recovery codes\nEach code can be used once, instead of an authentication code.\n\n${codes.join('\n')}\n`;

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([fileText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'navia-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="SAVE YOUR RECOVERY CODES">
        They are shown only now. Each code signs you in once if you lose your authenticator app. Keep them
        somewhere safe, apart from your password.
      </Alert>
      <List
        aria-label="Recovery codes"
        listStyleType="none"
        ff="monospace"
        fz="md"
        style={{ columns: '2 10ch' }}
        spacing={4}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'COPIED' : 'COPY'}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => download(codes)}>
          DOWNLOAD
        </Button>
        <Button onClick={onDone}>I HAVE SAVED THEM</Button>
      </Group>
      <Text size="xs" c="dimmed">
        {codes.length} codes.
      </Text>
    </Stack>
  );
}
