import { defineCatalog } from '@/i18n';

/** The billing area's words, each language its own chunk, loaded by the billing routes with their data. */
export const billingMessages = defineCatalog('billing', {
  en: () => import('./en'),
  sv: () => import('./sv'),
});

/** An invoice as a document: its VAT, seller and buyer, credit notes, the PDF and the CSV exports (`document/`). */
export const billingDocumentMessages = defineCatalog('billingDocument', {
  en: () => import('./document/en'),
  sv: () => import('./document/sv'),
});
