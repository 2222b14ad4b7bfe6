import { CLIENT_NAME_HEADER, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TEXTS, WEB_CLIENT_NAME } from '@portal/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenFileError, uploadImage } from '../../web/src/editor/image/uploadImage';

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

describe('the upload names the web client (the audit records its writes as a person\'s, D-129)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('EDITOR-044: the upload request carries the web client\'s name beside its CSRF header', async () => {
    const sent: { method?: string; url?: string; headers: Record<string, string> } = { headers: {} };
    class RecordingRequest {
      status = 200;
      responseText = JSON.stringify({ fileUrl: '/media/logo.png' });
      upload: { onprogress?: unknown } = {};
      withCredentials = false;
      onload?: () => void;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      send() {
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
    vi.stubGlobal('document', { cookie: 'csrftoken=token-1' });
    const target = { agentId: 'A1001', domainName: 'alice-insurance.example', imageType: 'logo' };
    await expect(uploadImage(new File([PNG_HEAD], 'logo.png'), target, () => undefined)).resolves.toBe('/media/logo.png');
    expect(sent.method).toBe('POST');
    expect(sent.headers).toMatchObject({ [CLIENT_NAME_HEADER]: WEB_CLIENT_NAME, 'x-csrftoken': 'token-1' });
  });
});
