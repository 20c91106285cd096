/**
 * Bidirectional formatting characters (embeddings, overrides, isolates, and the ALM, LRM and RLM marks) taken out of
 * a name someone else chose (an attachment's, a file's): with U+202E RIGHT-TO-LEFT OVERRIDE, `invoice<RLO>fdp.txt`
 * reads as `invoicetxt.pdf`. Without them the name reads in the order its characters are written.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
