const formats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per locale and options, made once: a list formats the same kind of number on every
 * row, and making a formatter costs far more than using one (a first screen of prices or sizes made dozens).
 * Throws as the constructor does (an unknown currency code).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
