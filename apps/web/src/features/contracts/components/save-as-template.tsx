/**
 * SAVE AS TEMPLATE on the new-contract form (connect §2 "contract templates"): the form's terms and
 * lines saved under a name. connect §9: the creation's callback (the templates read again, a toast)
 * fires 2 s after it.
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_CLOSE_MS } from '@navia/domain/constants';
import { MESSAGES } from '@navia/domain/errors';
import { TEMPLATE_CALLBACK_MS } from '@navia/domain/rules/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { useRefreshTemplates, useSaveTemplate } from '../api/contract-templates.ts';
import { type ContractFormValues, templateFormSchema } from '../rules/contract-form-values.ts';

/** The callback of a template's creation, TEMPLATE_CALLBACK_MS after it (connect §9). */
export function useTemplateCreatedCallback() {
  const refresh = useRefreshTemplates();
  return (name: string) =>
    setTimeout(() => {
      void refresh();
      notifications.show({ message: `TEMPLATE ${name} SAVED`, color: 'green', autoClose: TOAST_CLOSE_MS });
    }, TEMPLATE_CALLBACK_MS);
}

export function SaveAsTemplate({ form }: { form: UseFormReturn<ContractFormValues> }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveTemplate();
  const created = useTemplateCreatedCallback();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const submit = async () => {
    setProblem(null);
    setSaved(null);
    const parsed = templateFormSchema(null).safeParse({ ...form.getValues(), name });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue ? `${issue.path.join(' ')}: ${issue.message}`.trim() : MESSAGES.genericSubmit);
      return;
    }
    try {
      const template = await save.mutateAsync(parsed.data);
      created(template.name);
      setSaved(template.name);
      setOpen(false);
      setName('');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : MESSAGES.genericSubmit);
    }
  };

  return (
    <Stack gap={4}>
      {open ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            ref={field}
            size="xs"
            label="TEMPLATE NAME"
            maxLength={75}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void submit();
              }
            }}
          />
          <Button size="xs" onClick={() => void submit()} loading={save.isPending}>
            SAVE TEMPLATE
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={() => setOpen(false)}>
            CANCEL
          </Button>
        </Group>
      ) : (
        <Button variant="default" onClick={() => setOpen(true)}>
          SAVE AS TEMPLATE
        </Button>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" py={4}>
          {problem.toUpperCase()}
        </Alert>
      )}
      {saved && (
        <Alert color="green" variant="light" role="status" py={4}>
          {`TEMPLATE ${saved} SAVED`}
        </Alert>
      )}
    </Stack>
  );
}
