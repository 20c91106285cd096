/**
 * Money in its ISO 4217 currency, in the given locale (`149,00 kr`, `SEK 149.00`, `12,50 €`, `€12.50`):
 * the symbol's place and spacing are Intl's. An unknown code still shows the amount and the code. Here, beside the
 * contract, because the panel's screens (`src/ui/format/money.ts`) and the mock's invoice PDF write an amount the
 * same way: a PDF and the screen it was downloaded from show the same figures in the same words.
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function formatMoney(
  amount: number | null | undefined,
  currencyCode: string | null | undefined,
  locale: string,
): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  const code = (currencyCode ?? '').toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return numberFormat(locale, { style: 'currency', currency: code }).format(amount);
    } catch {
      // Fall through: Intl rejects codes it does not know.
    }
  }
  const number = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return code ? `${number}\u00a0${code}` : number;
}
