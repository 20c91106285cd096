import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { vpsRoutes } from '@/api/endpoints/vps';
import { isApiError, type ApiError } from '@/api/client';
import { MAX_SSH_PUBLIC_KEY_LENGTH, parseSshPublicKey, type SshKeyProblem } from '@/api/schemas/ssh-public-key';
import type { SshKey } from '@/api/schemas/vps-ssh-keys';
import type { Vps } from '@/api/schemas/vps';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button } from '@/ui/button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { TextAreaField, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useAddSshKey } from '@/features/vps/api/vps-mutations';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import type en from '@/features/vps/messages/sections/en';
import { keyName, vpsName } from '@/features/vps/vps-labels';

type Key = PlainMessageKey<typeof en>;

/** The parser's reasons in our words (its own `message` is the server's English). */
const problemMessages: Record<SshKeyProblem, Key> = {
  empty: 'vpsSections.sshKeys.problem.empty',
  too_long: 'vpsSections.sshKeys.problem.too_long',
  private_key: 'vpsSections.sshKeys.problem.private_key',
  rfc4716_format: 'vpsSections.sshKeys.problem.rfc4716_format',
  multiple_lines: 'vpsSections.sshKeys.problem.multiple_lines',
  malformed: 'vpsSections.sshKeys.problem.malformed',
  unsupported_type: 'vpsSections.sshKeys.problem.unsupported_type',
  invalid_base64: 'vpsSections.sshKeys.problem.invalid_base64',
  truncated: 'vpsSections.sshKeys.problem.truncated',
  type_mismatch: 'vpsSections.sshKeys.problem.type_mismatch',
  invalid_key_data: 'vpsSections.sshKeys.problem.invalid_key_data',
  rsa_too_short: 'vpsSections.sshKeys.problem.rsa_too_short',
  rsa_too_long: 'vpsSections.sshKeys.problem.rsa_too_long',
  trailing_data: 'vpsSections.sshKeys.problem.trailing_data',
};

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * The contract's `sshKeyCreateBody` rules with our words: the name, and the public key checked by the same
 * parser the server runs (src/api/schemas/ssh-public-key.ts), so a key the server would refuse never leaves.
 */
const sshKeyForm = z.object({
  name: z.string().check(
    z.refine((value: string) => value.trim().length > 0, 'vpsSections.sshKeys.add.name.required' satisfies Key),
    z.refine((value: string) => value.trim().length <= 64, 'vpsSections.sshKeys.add.name.tooLong' satisfies Key),
    z.refine(
      (value: string) => ![...value].some(isControlCharacter),
      'vpsSections.sshKeys.add.name.control' satisfies Key,
    ),
  ),
  publicKey: z.string().check(
    z.superRefine((value: string, ctx) => {
      const problem: SshKeyProblem | null =
        value.length > MAX_SSH_PUBLIC_KEY_LENGTH
          ? 'too_long'
          : (() => {
              const result = parseSshPublicKey(value);
              return result.ok ? null : result.problem;
            })();
      if (problem) ctx.addIssue({ code: 'custom', message: problemMessages[problem] });
    }),
  ),
});
type SshKeyForm = z.infer<typeof sshKeyForm>;

/** The existing key a 409 `ssh_key_exists` names (in `extensions`, or beside the Problem fields). */
function existingKeyOf(error: ApiError): { id: string; name: string | null } | null {
  const problem = error.problem;
  const source: Record<string, unknown> = { ...(problem ?? {}), ...(problem?.extensions ?? {}) };
  const id = source['sshKeyId'];
  const name = source['name'];
  return typeof id === 'string' ? { id, name: typeof name === 'string' ? name : null } : null;
}

export function VpsSshKeyAdd({
  server,
  existingKeys,
  onChoose,
}: {
  server: Vps;
  existingKeys: SshKey[];
  onChoose: (keyId: string) => void;
}) {
  const t = useMessages(vpsSectionsMessages);
  const id = useId();
  const name = vpsName(server);
  const add = useAddSshKey(server.id);
  const gate = useScopeGate(vpsRoutes.createSshKey);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<SshKeyForm>({
    resolver: zodResolver(sshKeyForm),
    mode: 'onChange',
    defaultValues: { name: '', publicKey: '' },
  });
  const { errors } = form.formState;
  const publicKey = useWatch({ control: form.control, name: 'publicKey' });
  const parsed = publicKey ? parseSshPublicKey(publicKey) : null;

  const { error } = add;
  const unplaced = useServerFieldErrors(form, error, ['name', 'publicKey']);

  const exists = isApiError(error) && error.status === 409 ? existingKeyOf(error) : null;
  const existing = exists ? existingKeys.find((key) => key.id === exists.id) : undefined;
  const existingName = existing ? keyName(existing, t('vpsSections.sshKeys.unnamed')) : (exists?.name ?? '');
  const showProblem = error != null && !(isApiError(error) && error.status === 400) && !exists;

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-card vps-key-add">
      <h3 id={`${id}-heading`}>{t('vpsSections.sshKeys.add.heading')}</h3>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!gate.allowed) return;
          setAdded(null);
          add.mutate(
            { name: values.name.trim(), publicKey: values.publicKey.trim() },
            {
              onSuccess: (key) => {
                form.reset();
                onChoose(key.id);
                setAdded(keyName(key, t('vpsSections.sshKeys.unnamed')));
              },
            },
          );
        })}
      >
        <TextField
          label={t('vpsSections.sshKeys.add.name')}
          hint={t('vpsSections.sshKeys.add.name.hint')}
          error={errors.name?.message && t.keyOrText(errors.name.message)}
          autoComplete="off"
          maxLength={200}
          {...form.register('name')}
        />
        <TextAreaField
          label={t('vpsSections.sshKeys.add.key')}
          hint={t('vpsSections.sshKeys.add.key.hint')}
          error={errors.publicKey?.message && t.keyOrText(errors.publicKey.message)}
          describedBy={`${id}-key-state`}
          mono
          rows={4}
          spellCheck={false}
          autoComplete="off"
          {...form.register('publicKey')}
        />
        {/* The parsed key's type, announced as it becomes valid (an invalid one says why under the field). */}
        <div id={`${id}-key-state`} aria-live="polite">
          {!errors.publicKey && parsed?.ok ? (
            <p className="vps-key-ok">
              {t('vpsSections.sshKeys.add.key.valid', { type: parsed.key.type, bits: parsed.key.bits })}
            </p>
          ) : null}
        </div>
        {unplaced && <ProblemAlert error={unplaced} showFieldErrors />}
        {showProblem && <ProblemAlert error={error} />}
        {exists && (
          <Notice tone="warning" role="alert">
            <p>{t('vpsSections.sshKeys.add.exists', { key: existingName })}</p>
            {existing && (
              <Button size="small" onClick={() => onChoose(existing.id)}>
                {t('vpsSections.sshKeys.add.chooseExisting', { key: existingName })}
              </Button>
            )}
          </Notice>
        )}
        <div>
          <GatedButton type="submit" gate={gate} variant="primary" guard={add}>
            {add.isPending ? t('common.working') : t('vpsSections.sshKeys.add.submit')}
          </GatedButton>
        </div>
        {added && (
          <Notice tone="success" role="status">
            {t('vpsSections.sshKeys.add.done', { key: added, name })}
          </Notice>
        )}
      </form>
    </section>
  );
}
