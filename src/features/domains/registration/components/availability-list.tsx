import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { AvailabilityResult } from '@/api/schemas/domain-registration';
import type { VatBasis } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { usePrice } from '@/ui/format/price';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';

/**
 * Search results: each name with whether it can be had (a word, never a colour alone), why not, its price per year
 * (the price helper: incl. or excl. VAT per the account) and a premium mark; an available name can be added to the
 * order (a toggle button that says its state). A status the panel does not know shows the server's reason and is
 * never offered.
 */
export function AvailabilityList({
  heading,
  results,
  basis,
  chosen,
  onToggle,
}: {
  heading: string;
  results: readonly AvailabilityResult[];
  basis: VatBasis;
  chosen: readonly string[];
  onToggle: (result: AvailabilityResult) => void;
}) {
  const t = useMessages(domainRegistrationMessages);
  const price = usePrice();
  const id = useId();
  return (
    <section className="domains-reg-results" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {results.length === 0 ? (
        <p className="muted">{t('domainRegistration.results.none')}</p>
      ) : (
        <ul className="domains-reg-results__list">
          {results.map((result) => {
            const available = result.status === 'available';
            const added = chosen.includes(result.name);
            return (
              <li key={result.name} className="domains-reg-result" data-status={result.status}>
                <span className="domains-reg-result__name">{result.name}</span>
                <span className={`domains-reg-result__status domains-reg-result__status--${available ? 'ok' : 'no'}`}>
                  {t('domainRegistration.result.status', { status: result.status })}
                </span>
                {result.premium && (
                  <span className="domains-reg-result__premium">{t('domainRegistration.result.premium')}</span>
                )}
                {available && result.amount !== null ? (
                  <span className="domains-reg-result__price">
                    {t('domainRegistration.result.perYear', {
                      price: price(result.amount, result.currencyCode, basis),
                    })}
                  </span>
                ) : (
                  <span className="domains-reg-result__why">
                    {result.status === 'unknown'
                      ? result.reason
                      : t('domainRegistration.result.why', { status: result.status })}
                    {result.status === 'taken' && (
                      <>
                        {' '}
                        <Link to="/domains/transfer" search={{ domain: result.name }}>
                          {t('domainRegistration.result.transferInstead')}
                        </Link>
                      </>
                    )}
                  </span>
                )}
                {available && (
                  <Button
                    size="small"
                    variant={added ? 'secondary' : 'primary'}
                    aria-pressed={added}
                    onClick={() => onToggle(result)}
                  >
                    {added
                      ? t('domainRegistration.result.remove', { name: result.name })
                      : t('domainRegistration.result.add', { name: result.name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
