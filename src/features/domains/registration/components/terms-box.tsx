import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { useMessages } from '@/i18n';
import { Checkbox, RadioGroup } from '@/ui/fields';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';

/** "I accept the terms", said at the box when an order is tried without it (nothing is sent then). */
export function TermsBox({
  accepted,
  refused,
  onChange,
  ref,
}: {
  accepted: boolean;
  refused: boolean;
  onChange: (accepted: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const t = useMessages(domainRegistrationMessages);
  return (
    <RadioGroup
      legend={t('domainRegistration.terms.legend')}
      error={refused ? t('domainRegistration.terms.required') : undefined}
    >
      <Checkbox
        ref={ref}
        label={t.rich('domainRegistration.terms.accept', {
          terms: (
            <Link to="/terms" target="_blank" rel="noopener">
              {t('domainRegistration.terms.link')}
              <span className="visually-hidden"> {t('domainRegistration.terms.newTab')}</span>
            </Link>
          ),
        })}
        checked={accepted}
        aria-invalid={refused ? true : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </RadioGroup>
  );
}
