import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { API_KEY_NAME_MAX, type ApiKeyWithSecret } from '@/api/schemas/api-keys';
import type { Scope } from '@/api/schemas/me';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { Radio, RadioGroup, SelectField, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { FormProblemAlerts } from '@/ui/problem-alert';
import { useKeyScopes } from '@/ui/key-scopes';
import { scopeAreas, scopesForAccess, type ScopeArea } from '@/ui/scope-areas';
import { useCreateApiKey } from '@/features/keys/api/api-key-mutations';
import { keysMessages } from '@/features/keys/messages/catalog';
import type en from '@/features/keys/messages/en';

type Key = PlainMessageKey<typeof en>;

const areaNames = scopeAreas.map((area) => area.area) as [ScopeArea, ...ScopeArea[]];
const accessChoices = ['none', 'read', 'write'] as const;
type AccessChoice = (typeof accessChoices)[number];
const presets = ['readOnly', 'full', 'custom'] as const;
type Preset = (typeof presets)[number];
/** Expiry choices: days from now on the server's clock, or none. */
const expiryChoices = { d7: 7, d30: 30, d90: 90, d365: 365, never: null } as const;
type ExpiryChoice = keyof typeof expiryChoices;

const createForm = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'keys.create.name.required' satisfies Key),
        z.maxLength(API_KEY_NAME_MAX, 'keys.create.name.tooLong' satisfies Key),
      ),
    preset: z.enum(presets),
    areas: z.record(z.enum(areaNames), z.enum(accessChoices)),
    expiry: z.enum(['d7', 'd30', 'd90', 'd365', 'never']),
  })
  .check(
    z.refine((form) => Object.values(form.areas).some((access) => access !== 'none'), {
      message: 'keys.create.areas.required' satisfies Key,
      path: ['areas'],
    }),
  );
type CreateForm = z.infer<typeof createForm>;
type Areas = CreateForm['areas'];

type AreaSpec = (typeof scopeAreas)[number];

/** The choices one area offers a key holding `held` (null: not known, all of them). */
function choicesOf(area: AreaSpec, held: readonly string[] | null): AccessChoice[] {
  if (held === null) return area.write.length > 0 ? ['none', 'read', 'write'] : ['none', 'read'];
  const out: AccessChoice[] = ['none'];
  if (area.read.every((scope) => held.includes(scope))) out.push('read');
  if (area.write.some((scope) => held.includes(scope))) out.push('write');
  return out;
}

/** A preset's choice per area: read-only reads what the key can read (not the keys); full takes all it holds. */
export function presetAreas(preset: Exclude<Preset, 'custom'>, held: readonly string[] | null): Areas {
  const entries = scopeAreas.map((area): [ScopeArea, AccessChoice] => {
    const choices = choicesOf(area, held);
    if (preset === 'readOnly')
      return [area.area, area.area !== 'apiKeys' && choices.includes('read') ? 'read' : 'none'];
    return [area.area, choices.includes('write') ? 'write' : choices.includes('read') ? 'read' : 'none'];
  });
  return Object.fromEntries(entries) as Areas;
}

/** The scopes the form's choices ask for, limited to what the signed-in key holds. */
export function scopesOfAreas(areas: Areas, held: readonly string[] | null): Scope[] {
  return [...new Set(scopeAreas.flatMap((area) => scopesForAccess(area, areas[area.area], held)))];
}

/**
 * "Create an API key": a name, what it may do (the presets "read only" and "everything your key may do", or a choice
 * per area of no access, read, or read and change: only what the signed-in key holds is offered), and when it
 * expires. The secret of the new key goes to `onCreated` (shown once by the page).
 */
export function ApiKeyCreateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: ApiKeyWithSecret) => void;
}) {
  const t = useMessages(keysMessages);
  const held = useKeyScopes();
  const create = useCreateApiKey();
  const form = useForm<CreateForm>({
    resolver: zodResolver(createForm),
    mode: 'onTouched',
    defaultValues: { name: '', preset: 'readOnly', areas: presetAreas('readOnly', held), expiry: 'd90' },
  });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, create.error, ['name']);
  const shownAreas = scopeAreas.filter((area) => choicesOf(area, held).length > 1);

  const onSubmit = form.handleSubmit((values) => {
    const expiresInDays = expiryChoices[values.expiry as ExpiryChoice];
    create.mutate(
      { name: values.name, scopes: scopesOfAreas(values.areas, held), expiresInDays },
      {
        onSuccess: (created) => {
          create.reset();
          form.reset();
          onCreated(created);
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      locked={create.isPending}
      title={t('keys.create.title')}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          create.reset();
        }
        onOpenChange(next);
      }}
    >
      <form className="form keys-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('keys.create.name')}
          hint={t('keys.create.name.hint')}
          error={errors.name?.message && t.keyOrText(errors.name.message)}
          autoComplete="off"
          {...form.register('name')}
        />
        <RadioGroup legend={t('keys.create.preset')}>
          {(['readOnly', 'full', 'custom'] as const).map((preset) => (
            <Radio
              key={preset}
              value={preset}
              label={t(`keys.create.preset.${preset}`)}
              hint={preset === 'custom' ? undefined : t(`keys.create.preset.${preset}.hint`)}
              {...form.register('preset', {
                onChange: () => {
                  if (preset !== 'custom') {
                    form.setValue('areas', presetAreas(preset, held), { shouldValidate: form.formState.isSubmitted });
                  }
                },
              })}
            />
          ))}
        </RadioGroup>
        <RadioGroup
          legend={t('keys.create.areas')}
          hint={t('keys.create.areas.hint')}
          error={errors.areas?.message && t.keyOrText(errors.areas.message)}
          className="keys-areas"
        >
          <div className="keys-areas__grid">
            {shownAreas.map((area) => (
              <SelectField
                key={area.area}
                label={t('keys.access.area', { area: area.area })}
                {...form.register(`areas.${area.area}`, {
                  onChange: () => form.setValue('preset', 'custom'),
                })}
              >
                {choicesOf(area, held).map((choice) => (
                  <option key={choice} value={choice}>
                    {t('keys.create.areaChoice', { choice })}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </RadioGroup>
        <SelectField label={t('keys.create.expiry')} hint={t('keys.create.expiry.hint')} {...form.register('expiry')}>
          {(Object.keys(expiryChoices) as ExpiryChoice[]).map((choice) => (
            <option key={choice} value={choice}>
              {t('keys.create.expiry.choice', { choice })}
            </option>
          ))}
        </SelectField>
        <FormProblemAlerts unplaced={unplaced} error={create.error} />
        <DialogActions>
          <DialogClose disabled={create.isPending}>{t('keys.create.cancel')}</DialogClose>
          <Button type="submit" variant="primary" guard={create}>
            {t('keys.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
