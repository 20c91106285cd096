/**
 * Money in its ISO 4217 currency, in the given locale (`149,00 kr`, `SEK 149.00`): one function for the screens and
 * the mock's invoice PDF, so both write an amount alike (`src/api/schemas/money-format.ts`).
 */
export { formatMoney } from '@/api/schemas/money-format';
