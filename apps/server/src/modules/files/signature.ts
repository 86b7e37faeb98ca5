import { renderAsync } from '@resvg/resvg-js';

/**
 * The one content check of every upload (both consoles): the bytes decide the type, never the file
 * name or the declared content type.
 */

/** The types an upload may have, told by their signature. */
export type SignedType = 'application/pdf' | 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPdf(bytes: Buffer): boolean {
  // A PDF starts with '%PDF-' (ISO 32000-1, 7.5.2) and ends with an '%%EOF' marker near its end.
  if (bytes.length < 16 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return bytes
    .subarray(Math.max(0, bytes.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
}

/** The type the bytes' signature tells (PNG, JPEG or PDF), or null for anything else. */
export function signedTypeOf(bytes: Buffer): SignedType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return isPdf(bytes) ? 'application/pdf' : null;
}

/** The bytes' type when it is one of `accepted`, else null. */
export function acceptedTypeOf<T extends SignedType>(
  bytes: Buffer,
  accepted: readonly T[],
): T | null {
  const type = signedTypeOf(bytes);
  return type !== null && (accepted as readonly SignedType[]).includes(type) ? (type as T) : null;
}

/** Raster images shown in the app (banners, logos). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export type LogoType = (typeof IMAGE_TYPES)[number] | 'image/svg+xml';

/**
 * Things an SVG logo may not contain: scripts, event handlers, embedded documents, and references
 * to anything outside the file (only same-document `#id` references are allowed).
 */
const SVG_FORBIDDEN: RegExp[] = [
  /<\s*script/i,
  // Namespaced elements (`<svg:script>`, `<x:foreignObject>`) and CSS escapes (`u\72l(`) hide
  // what the patterns below look for.
  /<\s*[a-z][\w.-]*\s*:/i,
  /\\/,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|audio|video|image|use|a|animate|set|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /data\s*:/i,
  /<!\s*(ENTITY|DOCTYPE)/i,
  /<\?xml-stylesheet/i,
  /@import/i,
  /\b(xlink:)?href\s*=\s*["'](?!#)/i,
  /url\s*\(\s*["']?(?!#)/i,
];

/**
 * The text after any comments and white space that open it. Written as a scan, not a pattern: a
 * lazy `<!--[\s\S]*?-->` backtracks over every unclosed `<!--` and takes time quadratic in the
 * file (issue 34: a 160 KB logo of repeated `<!--` blocked the server for 5 s). Each character is
 * looked at a bounded number of times; an unclosed comment runs to the end.
 */
function afterLeadingComments(text: string): string {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
    if (!text.startsWith('<!--', at)) return text.slice(at);
    const end = text.indexOf('-->', at + 4);
    if (end < 0) return '';
    at = end + 3;
  }
}

/**
 * Whether an SVG is a plain drawing: parseable text with an `<svg>` root and nothing active. Every
 * pattern here is tried once per position and none nests a repetition, so the work is linear in
 * the file's length (the test feeds each pattern's worst input at the logo size limit).
 */
export function isSafeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\0')) return false;
  const start = afterLeadingComments(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const body = start.startsWith('<?xml')
    ? afterLeadingComments(start.slice(start.indexOf('?>') + 2))
    : start;
  if (!/^<svg[\s>]/i.test(body)) return false;
  return !SVG_FORBIDDEN.some((pattern) => pattern.test(text));
}

/** The longest side of a logo drawn from an SVG, in pixels. */
export const SVG_LOGO_MAX_SIDE = 512;

/** How long drawing one SVG logo may take before the upload is refused. */
const SVG_RENDER_TIMEOUT_MS = 10_000;

/**
 * An SVG logo becomes a PNG: it is drawn by a renderer that loads nothing from outside the file,
 * and the picture is stored instead of the markup, so nothing in the SVG (scripts, styles, links,
 * tricks the filter above does not know) ever reaches a browser. The drawing runs on the worker
 * threads of the runtime, never on the thread that answers requests, with a time limit. Null when
 * it cannot be drawn.
 */
export async function svgToPng(bytes: Buffer): Promise<Buffer | null> {
  const draw = async (fitTo: { mode: 'width' | 'height'; value: number }) =>
    renderAsync(
      bytes,
      { fitTo, font: { loadSystemFonts: false }, logLevel: 'off' },
      AbortSignal.timeout(SVG_RENDER_TIMEOUT_MS),
    );
  try {
    let image = await draw({ mode: 'width', value: SVG_LOGO_MAX_SIDE });
    // A drawing taller than wide is fitted to its height instead.
    if (image.height > SVG_LOGO_MAX_SIDE) {
      image = await draw({ mode: 'height', value: SVG_LOGO_MAX_SIDE });
    }
    if (!(image.width > 0 && image.height > 0)) return null;
    return Buffer.from(image.asPng());
  } catch {
    return null;
  }
}

/** The logo's type from its bytes, or null when it is none of PNG, JPEG or a safe SVG. */
export function logoTypeOf(bytes: Buffer): LogoType | null {
  return acceptedTypeOf(bytes, IMAGE_TYPES) ?? (isSafeSvg(bytes) ? 'image/svg+xml' : null);
}
