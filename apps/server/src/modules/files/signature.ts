import { Resvg } from '@resvg/resvg-js';

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

/** Whether an SVG is a plain drawing: parseable text with an `<svg>` root and nothing active. */
export function isSafeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\0')) return false;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  const body = start.startsWith('<?xml') ? start.slice(start.indexOf('?>') + 2).trimStart() : start;
  const withoutComments = body.replace(/<!--[\s\S]*?-->/g, '').trimStart();
  if (!/^<svg[\s>]/i.test(withoutComments)) return false;
  return !SVG_FORBIDDEN.some((pattern) => pattern.test(text));
}

/** The longest side of a logo drawn from an SVG, in pixels. */
export const SVG_LOGO_MAX_SIDE = 512;

/**
 * An SVG logo becomes a PNG: it is drawn by a renderer that loads nothing from outside the file,
 * and the picture is stored instead of the markup, so nothing in the SVG (scripts, styles, links,
 * tricks the filter above does not know) ever reaches a browser. Null when it cannot be drawn.
 */
export function svgToPng(bytes: Buffer): Buffer | null {
  try {
    const probe = new Resvg(bytes, { font: { loadSystemFonts: false } });
    if (!(probe.width > 0 && probe.height > 0)) return null;
    const fitTo =
      probe.width >= probe.height
        ? ({ mode: 'width', value: SVG_LOGO_MAX_SIDE } as const)
        : ({ mode: 'height', value: SVG_LOGO_MAX_SIDE } as const);
    const png = new Resvg(bytes, { fitTo, logLevel: 'off' }).render().asPng();
    return Buffer.from(png);
  } catch {
    return null;
  }
}

/** The logo's type from its bytes, or null when it is none of PNG, JPEG or a safe SVG. */
export function logoTypeOf(bytes: Buffer): LogoType | null {
  return acceptedTypeOf(bytes, IMAGE_TYPES) ?? (isSafeSvg(bytes) ? 'image/svg+xml' : null);
}
