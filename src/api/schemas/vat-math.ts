/**
 * VAT arithmetic shared by the mock (which issues invoices) and the panel (which shows prices with VAT before money
 * moves), so that the price a consumer is shown is, to the öre, the line the invoice carries. Loads no schema.
 *
 * The rule (ledger "Money: VAT"): VAT is worked out **per line** from the line's net amount and rounded half away
 * from zero to the currency's minor unit (two decimals for every currency the panel sells in); an invoice's totals
 * are **sums of its rounded lines**, never a rate applied to a total.
 */

/** The currency's minor unit: every currency sold in (SEK, EUR, NOK, DKK) has two decimals. */
const MINOR_UNITS = 100;

/** Rounds to the minor unit, half away from zero, without float drift (1.005 → 1.01, -2.675 → -2.68). */
export function roundToMinor(value: number): number {
  const scaled = Math.abs(value) * MINOR_UNITS;
  const rounded = Math.round(Number(scaled.toPrecision(15)));
  return (Math.sign(value) * rounded) / MINOR_UNITS || 0;
}

/** VAT on one line's net amount at `ratePercent` (25 for 25 %), rounded to the minor unit. */
export function vatOfLine(net: number, ratePercent: number): number {
  return roundToMinor((net * ratePercent) / 100);
}

/** One line with its VAT: `gross = net + vat`, each rounded to the minor unit. */
export function lineWithVat(net: number, ratePercent: number): { net: number; vat: number; gross: number } {
  const roundedNet = roundToMinor(net);
  const vat = vatOfLine(roundedNet, ratePercent);
  return { net: roundedNet, vat, gross: roundToMinor(roundedNet + vat) };
}

/** Sums amounts in whole minor units (0.1 + 0.2 is 0.30, not 0.30000000000000004). */
export function sumMoney(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + Math.round(value * MINOR_UNITS), 0) / MINOR_UNITS;
}

/** Totals of lines already carrying their VAT: net, VAT and gross summed, and the VAT per rate (rates ascending). */
export function totalsOfLines(lines: readonly { net: number; vat: number; vatRate: number }[]): {
  net: number;
  vat: number;
  gross: number;
  vatByRate: { rate: number; net: number; vat: number }[];
} {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const net = sumMoney(lines.map((line) => line.net));
  const vat = sumMoney(lines.map((line) => line.vat));
  return {
    net,
    vat,
    gross: sumMoney([net, vat]),
    vatByRate: rates.map((rate) => {
      const at = lines.filter((line) => line.vatRate === rate);
      return { rate, net: sumMoney(at.map((line) => line.net)), vat: sumMoney(at.map((line) => line.vat)) };
    }),
  };
}
