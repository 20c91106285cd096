/**
 * CC addresses as a person types them: separated by commas, semicolons or new lines, blanks ignored. The same rule
 * as the contract's `ccEmails` items (an address with one `@` and a dot after it, at most 254 characters), at most
 * `MAX_CC` of them.
 */
export const MAX_CC = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseCcList(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const isCcAddress = (address: string): boolean => address.length <= 254 && EMAIL.test(address);

/** The typed addresses that are not e-mail addresses. */
export function invalidCcAddresses(text: string): string[] {
  return parseCcList(text).filter((address) => !isCcAddress(address));
}

/** The same addresses, in any order and letter case. */
export function sameAddresses(a: readonly string[], b: readonly string[]): boolean {
  const norm = (list: readonly string[]) =>
    [...new Set(list.map((address) => address.toLowerCase()))].sort().join('\n');
  return norm(a) === norm(b);
}
