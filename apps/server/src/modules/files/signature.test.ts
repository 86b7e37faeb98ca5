import { describe, expect, it } from 'vitest';
import { acceptedTypeOf, IMAGE_TYPES, logoTypeOf, signedTypeOf } from './service.js';

const SAMPLE_FILES = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(32),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

describe('the one signature check of uploads', () => {
  it('tells PNG, JPEG and PDF by their bytes', () => {
    expect(signedTypeOf(SAMPLE_FILES.png)).toBe('image/png');
    expect(signedTypeOf(SAMPLE_FILES.jpeg)).toBe('image/jpeg');
    expect(signedTypeOf(SAMPLE_FILES.pdf)).toBe('application/pdf');
  });

  it('knows nothing else: text, SVG, a PDF without its end marker, empty bytes', () => {
    for (const bytes of [
      Buffer.from('hello'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'),
      Buffer.alloc(0),
    ]) {
      expect(signedTypeOf(bytes)).toBeNull();
    }
  });

  it('accepts only the types a route lists', () => {
    expect(acceptedTypeOf(SAMPLE_FILES.pdf, IMAGE_TYPES)).toBeNull();
    expect(acceptedTypeOf(SAMPLE_FILES.jpeg, IMAGE_TYPES)).toBe('image/jpeg');
    expect(acceptedTypeOf(SAMPLE_FILES.png, ['application/pdf'])).toBeNull();
  });

  it('takes a plain SVG as a logo on top of the images, never one with a script', () => {
    const plain = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    const active = Buffer.from('<svg><script>alert(1)</script></svg>');
    expect(logoTypeOf(SAMPLE_FILES.png)).toBe('image/png');
    expect(logoTypeOf(plain)).toBe('image/svg+xml');
    expect(logoTypeOf(active)).toBeNull();
    expect(logoTypeOf(SAMPLE_FILES.pdf)).toBeNull();
  });
});
