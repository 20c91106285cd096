import { vi } from 'vitest';

/**
 * The files a kit list's "Download CSV" handed to the browser (`saveFile`): call `captureSavedFiles()` in a
 * `beforeEach` (jsdom has no object URLs, so the blob and the name the customer would get are caught at the link's
 * click) and restore the mocks after. `csvOf` reads one back: its BOM apart and its records split on CRLF.
 */
export function captureSavedFiles(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** A saved CSV: whether it starts with the UTF-8 BOM, and its records (the last, empty one after the final CRLF dropped). */
export async function csvOf(blob: Blob): Promise<{ bom: boolean; records: string[] }> {
  const bytes = await new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder().decode(bom ? bytes.slice(3) : bytes);
  const records = text.split('\r\n');
  if (records.at(-1) === '') records.pop();
  return { bom, records };
}
