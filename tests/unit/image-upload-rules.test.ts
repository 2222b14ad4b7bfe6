import { describe, expect, it } from 'vitest';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TEXTS,
  imageTypeError,
  mediaPathOf,
  sniffUploadType,
  validateImageFile,
} from '@portal/rules';

const bytes = (...values: number[]) => Uint8Array.from(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const GIF = new TextEncoder().encode('GIF89a\x01\x00');
const WEBP = new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ');
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const TEXT = new TextEncoder().encode('hello, I am a .png');

describe('VALID-022: the type from the first bytes', () => {
  it('VALID-022: a PNG header gives png; jpeg, gif, webp and pdf are recognised', () => {
    expect(sniffUploadType(PNG)).toBe('png');
    expect(sniffUploadType(JPEG)).toBe('jpeg');
    expect(sniffUploadType(GIF)).toBe('gif');
    expect(sniffUploadType(WEBP)).toBe('webp');
    expect(sniffUploadType(PDF)).toBe('pdf');
  });

  it('VALID-022: a .png-named text file is rejected; so is a RIFF that is not WebP and a truncated PNG header', () => {
    expect(sniffUploadType(TEXT)).toBeNull();
    expect(validateImageFile(TEXT, TEXT.length)).toEqual({ file: [IMAGE_UPLOAD_TEXTS.unrecognised] });
    expect(sniffUploadType(new TextEncoder().encode('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffUploadType(PNG.subarray(0, 6))).toBeNull();
  });
});

describe('VALID-013: the image rule and the size limit', () => {
  it('VALID-013: image rejects a .txt file and a PDF, accepts the four picture types', () => {
    expect(imageTypeError(sniffUploadType(TEXT))).toBe(IMAGE_UPLOAD_TEXTS.unrecognised);
    expect(imageTypeError('pdf')).toBe(IMAGE_UPLOAD_TEXTS.notImage);
    for (const type of ['png', 'jpeg', 'gif', 'webp'] as const) expect(imageTypeError(type)).toBeNull();
  });

  it('EDITOR-044: a file over 5 MB or an empty one is refused with a clear text', () => {
    expect(validateImageFile(PNG, IMAGE_UPLOAD_MAX_BYTES)).toEqual({});
    expect(validateImageFile(PNG, IMAGE_UPLOAD_MAX_BYTES + 1)).toEqual({ file: ['The image may not be larger than 5 MB.'] });
    expect(validateImageFile(PNG, 0)).toEqual({ file: [IMAGE_UPLOAD_TEXTS.empty] });
  });
});

describe("EDITOR-044: the upstream's fileUrl", () => {
  const upstream = 'http://127.0.0.1:4000/';
  it('EDITOR-044: an address on the upstream host or a root-relative path under /media/uploads/ becomes its path', () => {
    expect(mediaPathOf('http://127.0.0.1:4000/media/uploads/ab12.png', upstream)).toBe('/media/uploads/ab12.png');
    expect(mediaPathOf('/media/uploads/ab12.jpg', upstream)).toBe('/media/uploads/ab12.jpg');
  });
  it('EDITOR-044: another host, another folder, a query or an unknown extension is refused', () => {
    expect(mediaPathOf('https://evil.example/media/uploads/ab12.png', upstream)).toBeNull();
    expect(mediaPathOf('/static/ab12.png', upstream)).toBeNull();
    expect(mediaPathOf('/media/uploads/ab12.png?x=1', upstream)).toBeNull();
    expect(mediaPathOf('/media/uploads/ab12.svg', upstream)).toBeNull();
    expect(mediaPathOf('/media/uploads/../secret.png', upstream)).toBeNull();
  });
});
