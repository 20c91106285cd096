import { vi } from 'vitest';

/** A file `saveFile` handed to the browser: its name and contents. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches the files a screen saves (jsdom has no object URLs nor downloads): call in `beforeEach`, read `files`
 * (the array given, or a new one) after the download; `vi.restoreAllMocks()` in `afterEach` undoes it.
 */
export function captureSavedFiles(files: SavedFile[] = []): { files: SavedFile[] } {
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return { files };
}

/** A saved CSV's text: whether it starts with the UTF-8 BOM, and its records (CRLF lines) after it. */
export async function csvRecords(file: SavedFile | undefined): Promise<{ bom: boolean; records: string[] }> {
  if (!file) throw new Error('nothing saved');
  const bytes = await new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.blob);
  });
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder().decode(bom ? bytes.slice(3) : bytes);
  // Only the empty record after the final CRLF goes: an empty record anywhere else is a defect to see.
  const records = text.split('\r\n');
  if (records.at(-1) === '') records.pop();
  return { bom, records };
}
