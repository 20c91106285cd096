import { Link } from '@tanstack/react-router';
import type { Invoice, PostalAddress } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { billingDocumentMessages } from '@/features/billing/messages/catalog';

function AddressLines({ address }: { address: PostalAddress | null }) {
  if (!address) return null;
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  const lines = [address.street, city, address.country].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="billing-party__line">
          {line}
        </span>
      ))}
    </>
  );
}

/**
 * Who sells and who is billed, as the invoice prints them: name, address, organisation number, VAT number, the F-tax
 * approval; the buyer's VAT number for a business. Left out when the server sent neither (an invoice from before
 * VAT); a missing number reads "—".
 */
export function InvoiceParties({ invoice }: { invoice: Invoice }) {
  const d = useMessages(billingDocumentMessages);
  const { seller, buyer } = invoice;
  if (!seller && !buyer) return null;
  const none = d('billingDocument.none');
  return (
    <section className="billing-section" aria-labelledby="billing-parties-heading">
      <h2 id="billing-parties-heading">{d('billingDocument.parties.heading')}</h2>
      <div className="billing-parties">
        {seller && (
          <section className="billing-party" aria-labelledby="billing-seller-heading">
            <h3 id="billing-seller-heading">{d('billingDocument.seller')}</h3>
            <p className="billing-party__address">
              <span className="billing-party__line billing-party__name">{seller.name ?? none}</span>
              <AddressLines address={seller.address} />
            </p>
            <dl className="billing-party__facts">
              <div>
                <dt>{d('billingDocument.organisationNumber')}</dt>
                <dd>{seller.organisationNumber ?? none}</dd>
              </div>
              <div>
                <dt>{d('billingDocument.vatNumber')}</dt>
                <dd>{seller.vatNumber ?? none}</dd>
              </div>
            </dl>
            {seller.fTax === true && <p className="billing-party__ftax">{d('billingDocument.fTax')}</p>}
          </section>
        )}
        {buyer && (
          <section className="billing-party" aria-labelledby="billing-buyer-heading">
            <h3 id="billing-buyer-heading">{d('billingDocument.buyer')}</h3>
            <p className="billing-party__address">
              <span className="billing-party__line billing-party__name">{buyer.name ?? none}</span>
              <AddressLines address={buyer.address} />
            </p>
            {(buyer.vatNumber !== null || buyer.customerType === 'business') && (
              <dl className="billing-party__facts">
                <div>
                  <dt>{d('billingDocument.vatNumber')}</dt>
                  <dd>{buyer.vatNumber ?? none}</dd>
                </div>
              </dl>
            )}
          </section>
        )}
      </div>
    </section>
  );
}

const isInvoiceId = (id: string | null): id is string => id !== null && /^inv_[A-Za-z0-9_-]+$/.test(id);

/** What a credit note credits (a link to the invoice), and an invoice's credit notes (links); nothing when neither. */
export function InvoiceCreditLinks({ invoice }: { invoice: Invoice }) {
  const d = useMessages(billingDocumentMessages);
  const credits = invoice.credits;
  const notes = invoice.creditNotes;
  if (!credits && notes.length === 0) return null;
  const name = (number: string | null, key: 'billingDocument.invoiceLink' | 'billingDocument.creditNoteLink') =>
    number ? d(key, { number }) : d('billingDocument.unnumbered');
  return (
    <section className="billing-section" aria-labelledby="billing-credits-heading">
      <h2 id="billing-credits-heading">{credits ? d('billingDocument.credits') : d('billingDocument.creditNotes')}</h2>
      <ul className="billing-credit-links">
        {credits && (
          <li>
            {isInvoiceId(credits.invoiceId) ? (
              <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: credits.invoiceId }}>
                {name(credits.invoiceNumber, 'billingDocument.invoiceLink')}
              </Link>
            ) : (
              name(credits.invoiceNumber, 'billingDocument.invoiceLink')
            )}
          </li>
        )}
        {!credits &&
          notes.map((note, index) => (
            <li key={note.invoiceId ?? index}>
              {isInvoiceId(note.invoiceId) ? (
                <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: note.invoiceId }}>
                  {name(note.invoiceNumber, 'billingDocument.creditNoteLink')}
                </Link>
              ) : (
                name(note.invoiceNumber, 'billingDocument.creditNoteLink')
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}
