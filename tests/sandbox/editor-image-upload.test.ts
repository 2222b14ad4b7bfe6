import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TEXTS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const M2 = 'alice-insurance.example';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const PARTS = { domain_name: M2, image_type: 'agent-image', image_ext: 'png', content_type: 'image/png' };

/** API-058 as the gateway sends it: multipart with the four fields and the file, the session and CSRF header. */
function upload(
  client: SandboxClient,
  file: Buffer | null,
  fields: Record<string, string> = PARTS,
  agentId = 'A1001',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file)]), 'upload.png');
  const headers: Record<string, string> = {
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  const csrf = client.cookies.get('csrftoken');
  if (csrf) headers['x-csrftoken'] = csrf;
  return fetch(new URL(`api/agents/${agentId}/image_upload/`, sandbox.url), { method: 'POST', headers, body: form });
}

describe('image upload (API-058)', () => {
  it('API-058: stores the file and serves it at fileUrl with its type and an immutable cache header', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await upload(alice, PNG);
    expect(res.status).toBe(201);
    const { fileUrl } = (await res.json()) as { fileUrl: string };
    const url = new URL(fileUrl);
    expect(url.origin).toBe(new URL(sandbox.url).origin);
    expect(url.pathname).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await fetch(fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('VALID-022: a text file claiming to be a PNG is a 400 on file, nothing stored', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await upload(alice, Buffer.from('just some text, not an image'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ file: [IMAGE_UPLOAD_TEXTS.unrecognised] });
  });

  it('VALID-013: a PDF is no image; a PNG sent as jpg names the mismatch', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const pdf = await upload(alice, Buffer.from('%PDF-1.7\n1 0 obj\n'));
    expect(await pdf.json()).toEqual({ file: [IMAGE_UPLOAD_TEXTS.notImage] });
    const jpg = await upload(alice, PNG, { ...PARTS, image_ext: 'jpg', content_type: 'image/jpeg' });
    expect(jpg.status).toBe(400);
    expect(Object.keys((await jpg.json()) as object).sort()).toEqual(['content_type', 'image_ext']);
  });

  it('API-058: every missing part is a 400 naming it', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await upload(alice, null, {});
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual([
      'content_type',
      'domain_name',
      'file',
      'image_ext',
      'image_type',
    ]);
  });

  it("D-51: a stranger (bob) may not upload for alice (403); alice may not upload to another agent's domain (400)", async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const refused = await upload(bob, PNG);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(FORBIDDEN);
    const alice = await signedIn(sandbox.url, 'alice');
    const other = await upload(alice, PNG, { ...PARTS, domain_name: 'nobody-owns-this.example' });
    expect(other.status).toBe(400);
    expect(Object.keys((await other.json()) as object)).toEqual(['domain_name']);
  });

  it('API-058 (issue #24 §5): an image of exactly 5 MB is stored whole; one byte more is the size text', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const image = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES);
    PNG.copy(image);
    const res = await upload(alice, image);
    expect(res.status).toBe(201);
    const { fileUrl } = (await res.json()) as { fileUrl: string };
    expect((await (await fetch(fileUrl)).arrayBuffer()).byteLength).toBe(IMAGE_UPLOAD_MAX_BYTES);
    const over = await upload(alice, Buffer.concat([image, Buffer.alloc(1)]));
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ file: [IMAGE_UPLOAD_TEXTS.tooLarge] });
  });

  it('API-058: a file nobody stored is a 404', async () => {
    expect((await fetch(new URL('media/uploads/000000000000000000000000.png', sandbox.url))).status).toBe(404);
  });
});
