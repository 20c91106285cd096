/**
 * The one call of `qrcode` (1.5.4, its browser entry) the account page makes: the symbol's modules, drawn by the page
 * itself as SVG (no canvas, no data URL: the Content-Security-Policy's `img-src 'self'` refuses `data:`). Declared
 * here rather than with `@types/qrcode`, which brings Node's types into the browser's code.
 */
declare module 'qrcode' {
  export interface QRCodeSymbol {
    modules: { size: number; data: Uint8Array };
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QRCodeSymbol;
}
