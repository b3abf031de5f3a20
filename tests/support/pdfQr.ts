/**
 * A QR code drawn in a PDF, read back as a scanner sees it: the first page rendered by poppler (`pdftoppm`, grey,
 * 144 dpi), the code found by its top-left finder square (a dark column seven modules tall, which no line of text
 * is), and each module's centre sampled. No QR decoder is installed, so the modules are compared with the code the
 * `qrcode` package makes of the expected text: the same modules are the same content.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import QRCode from "qrcode";

const DPI = 144;
const SCALE = DPI / 72;

type Grey = { width: number; height: number; dark: (x: number, y: number) => boolean };

function render(pdf: Uint8Array): Grey {
  const folder = mkdtempSync(path.join(tmpdir(), "pdf-qr-"));
  const file = path.join(folder, "document.pdf");
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-r", String(DPI), "-gray", "-f", "1", "-l", "1", file, path.join(folder, "page")]);
  const image = readFileSync(path.join(folder, "page-1.pgm"));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString("latin1"))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  return { width, height, dark: (x, y) => image[start + Math.round(y) * width + Math.round(x)]! < 128 };
}

/**
 * Whether the PDF's first page shows the QR code of `text`, `size` points square with its left edge at `left`
 * points (as `pdfLayout.qrCode` draws it: a four-module quiet border inside that square).
 */
export function pdfShowsQrOf(pdf: Uint8Array, text: string, left: number, size: number): boolean {
  const expected = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const cell = (size / (expected.size + 8)) * SCALE;
  const x0 = left * SCALE + 4 * cell;
  const grey = render(pdf);
  // The finder square's left column: the first dark run down the page at least 6.5 modules long.
  const column = x0 + cell / 2;
  let top = -1;
  for (let y = 0, run = 0; y < grey.height; y++) {
    run = grey.dark(column, y) ? run + 1 : 0;
    if (run >= 6.5 * cell) {
      top = y - run + 1;
      break;
    }
  }
  if (top < 0) return false;
  for (let row = 0; row < expected.size; row++)
    for (let col = 0; col < expected.size; col++)
      if (grey.dark(x0 + (col + 0.5) * cell, top + (row + 0.5) * cell) !== Boolean(expected.get(row, col)))
        return false;
  return true;
}
