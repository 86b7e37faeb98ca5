import { deflateSync } from 'node:zlib';

/*
 * Sample vetting documents of the demo contractors (outside production only, DESIGN D14): a
 * one-page PDF standing in for the 사업자등록증 and a small PNG standing in for the 전기공사업
 * 등록증, and small photos of finished plants. All say they are samples; they pass the same
 * content checks as uploaded files.
 */

/** A one-page A4 PDF with a few lines of ASCII text (Helvetica), offsets computed. */
export function samplePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${760 - index * 28} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of 8-bit rows (each row's first byte is its filter, 0), greyscale (0) or RGB (2). */
function encodePng(width: number, height: number, colorType: 0 | 2, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colorType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small greyscale PNG that looks like a certificate: a paper page with a border, a title bar and
 * ruled lines, and a round seal whose shade differs per contractor (`seed`).
 */
export function samplePng(seed: number, width = 240, height = 170): Buffer {
  const rows: Buffer[] = [];
  const sealX = width - 50;
  const sealY = height - 45;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1);
    for (let x = 0; x < width; x += 1) {
      let shade = 250;
      if (x < 6 || y < 6 || x >= width - 6 || y >= height - 6) shade = 90;
      else if (y >= 18 && y < 34 && x >= 40 && x < width - 40) shade = 60;
      else if (y >= 50 && y < height - 20 && (y - 50) % 14 === 0 && x >= 24 && x < width - 90) {
        shade = 150;
      } else if ((x - sealX) ** 2 + (y - sealY) ** 2 < 22 ** 2) shade = 100 + ((seed * 37) % 90);
      row[x + 1] = shade;
    }
    rows.push(row);
  }
  return encodePng(width, height, 0, rows);
}

/** The letters of 'SAMPLE', 5×7 pixels each, one row a string. */
const SAMPLE_GLYPHS = [
  ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
];

/** Whether the pixel (x, y) is part of 'SAMPLE' written at (left, top), `scale` pixels a dot. */
function inSampleText(x: number, y: number, left: number, top: number, scale: number): boolean {
  const column = Math.floor((x - left) / scale);
  const line = Math.floor((y - top) / scale);
  if (x < left || y < top || line >= 7) return false;
  const glyph = SAMPLE_GLYPHS[Math.floor(column / 6)];
  return glyph?.[line]?.[column % 6] === '1';
}

/**
 * A small colour PNG that looks like a photo of a finished plant: sky, ground and rows of blue
 * panels (how many and where differ per `seed`), with 'SAMPLE' written in its corner.
 */
export function samplePlantPhoto(seed: number, width = 240, height = 160): Buffer {
  const rows: Buffer[] = [];
  const horizon = 56 + (seed % 3) * 6;
  const panelRows = 2 + (seed % 2);
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      let rgb: [number, number, number] =
        y < horizon ? [150 + Math.round((y / horizon) * 60), 200, 240] : [120, 150, 90];
      const band = Math.floor((y - horizon - 12) / 30);
      const inBand = y >= horizon + 12 && band < panelRows && (y - horizon - 12) % 30 < 20;
      if (inBand && x >= 16 && x < width - 16) {
        // A panel: dark blue cells in a lighter frame.
        const cell = (x - 16) % 22 < 2 || (y - horizon - 12) % 30 < 2;
        rgb = cell ? [170, 180, 195] : [30, 50, 110 + ((seed * 23) % 60)];
      }
      if (x >= 6 && x < 126 && y >= 6 && y < 34) {
        rgb = inSampleText(x, y, 12, 10, 3) ? [255, 255, 255] : [40, 40, 40];
      }
      row.set(rgb, x * 3 + 1);
    }
    rows.push(row);
  }
  return encodePng(width, height, 2, rows);
}
