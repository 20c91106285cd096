import { describe, expect, it } from 'vitest';
import type { TicketAttachment } from '@/api/schemas/tickets';
import { withoutBidiControls } from '@/ui/bidi';
import { attachmentDisplayName, attachmentSaveName } from './attachment-name';

const attachment = (over: Partial<TicketAttachment> = {}): TicketAttachment => ({
  id: 'tatt_1',
  filename: null,
  extension: null,
  mimeType: null,
  downloadUrl: '/api/v2/support/attachments/tatt_1',
  ...over,
});
const saved = (over: Partial<TicketAttachment>, filename: string | null, type: string | null = null) =>
  attachmentSaveName(attachment(over), { filename, type }, 'attachment');

describe('an attachment’s saved name', () => {
  it('is the header’s name as parsed, kept whole when it ends with the extension the API allowed', () => {
    expect(saved({ filename: 'invoice.html;.txt', extension: 'txt' }, 'invoice.html;.txt')).toBe('invoice.html;.txt');
    expect(saved({ filename: 'setup.exe;.zip', extension: 'zip' }, 'setup.exe;.zip')).toBe('setup.exe;.zip');
    expect(saved({ filename: '50% off.txt', extension: 'txt' }, '50% off.txt')).toBe('50% off.txt');
    expect(saved({ filename: 'räkning.pdf', extension: 'pdf' }, 'räkning.pdf')).toBe('räkning.pdf');
    expect(saved({ extension: 'jpeg' }, 'photo.JPG')).toBe('photo.JPG');
  });

  it('gets the allowed extension added when the header’s name ends otherwise', () => {
    expect(saved({ filename: 'setup.zip', extension: 'zip' }, 'setup.exe')).toBe('setup.exe.zip');
    expect(saved({ filename: 'invoice.txt', extension: 'txt' }, 'invoice.html')).toBe('invoice.html.txt');
    expect(saved({ filename: 'notes.txt', extension: 'txt' }, 'notes')).toBe('notes.txt');
    // The API's own name says the extension when its `extension` is missing; else the file's type does.
    expect(saved({ filename: 'report.pdf' }, 'report.exe')).toBe('report.exe.pdf');
    expect(saved({}, 'script.js', 'text/plain')).toBe('script.js.txt');
    expect(saved({}, 'script.js')).toBe('script.js.bin');
    // An extension the API does not take is none.
    expect(saved({ extension: 'exe' }, 'tool.exe')).toBe('tool.exe.bin');
  });

  it('falls back to the API’s filename, then to the word for an attachment', () => {
    expect(saved({ filename: 'räkning.pdf', extension: 'pdf' }, null)).toBe('räkning.pdf');
    expect(saved({ extension: 'png' }, null)).toBe('attachment.png');
    expect(saved({ filename: '   ', extension: 'png' }, '  ')).toBe('attachment.png');
  });

  it('holds no bidi control, control character or path separator', () => {
    expect(saved({ extension: 'txt' }, 'invoice\u202Efdp.txt')).toBe('invoicefdp.txt');
    expect(saved({ extension: 'txt' }, 'a\u2067b\u2069\u200F.txt')).toBe('ab.txt');
    expect(saved({ extension: 'txt' }, '../../etc/pass\nwd.txt')).toBe('.._.._etc_passwd.txt');
    expect(saved({ extension: 'pdf' }, 'C:\\x\\report.pdf...')).toBe('C:_x_report.pdf');
  });
});

describe('an attachment’s shown name', () => {
  it('is the API’s name with bidi controls taken out, so it reads as it is', () => {
    expect(attachmentDisplayName(attachment({ filename: 'invoice\u202Efdp.exe' }), 'Attachment')).toBe(
      'invoicefdp.exe',
    );
    expect(withoutBidiControls('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2068f\u061Cg\u200Eh')).toBe('abcdefgh');
  });

  it('is the word for an attachment, with the allowed extension, when the API gives no name', () => {
    expect(attachmentDisplayName(attachment({ extension: 'pdf' }), 'Attachment')).toBe('Attachment.pdf');
    expect(attachmentDisplayName(attachment({ filename: '\u202E', extension: 'exe' }), 'Attachment')).toBe(
      'Attachment',
    );
  });
});
