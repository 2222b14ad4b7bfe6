import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TEXTS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { chosenFileError } from '../../web/src/editor/image/uploadImage';

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('the image field checks a chosen file before it is sent (EDITOR-044)', () => {
  it('VALID-022: a PNG passes; a text file named .png is refused from its first bytes, whatever its type says', async () => {
    expect(await chosenFileError(new File([PNG_HEAD], 'me.png', { type: 'image/png' }))).toBeNull();
    const text = new File(['I am a text file'], 'me.png', { type: 'image/png' });
    expect(await chosenFileError(text)).toBe(IMAGE_UPLOAD_TEXTS.unrecognised);
  });

  it('VALID-013: a PDF is refused as no image; a file over 5 MB is refused with the size text', async () => {
    expect(await chosenFileError(new File(['%PDF-1.7\n'], 'a.pdf'))).toBe(IMAGE_UPLOAD_TEXTS.notImage);
    const big = new File([PNG_HEAD, new Uint8Array(IMAGE_UPLOAD_MAX_BYTES)], 'big.png');
    expect(await chosenFileError(big)).toBe('The image may not be larger than 5 MB.');
  });
});
