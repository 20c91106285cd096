import { useEffect, useState } from 'react';

/** The dark modules of a QR symbol as one SVG path, a 1×1 square per module, offset by the quiet zone. */
export function qrPath(size: number, data: Uint8Array, margin: number): string {
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (data[row * size + col]) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return path;
}

const MARGIN = 4;

/**
 * A QR code of `text` (the authenticator's `otpauth://` address), drawn as SVG from the symbol's modules (`qrcode`,
 * loaded only when an authenticator is set up): black on white in both themes, as scanners expect. Until the code
 * is drawn the box keeps its size, so nothing below moves.
 */
export function TotpQrCode({ text, label }: { text: string; label: string }) {
  const [symbol, setSymbol] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      if (live) setSymbol({ text, size: modules.size, path: qrPath(modules.size, modules.data, MARGIN) });
    });
    return () => {
      live = false;
    };
  }, [text]);
  const shown = symbol?.text === text ? symbol : null;
  const side = (shown?.size ?? 21) + MARGIN * 2;
  return (
    <svg
      className="account-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      {shown && <path d={shown.path} fill="#000" />}
    </svg>
  );
}
