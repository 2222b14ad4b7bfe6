import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_PATH, IMAGE_UPLOAD_TEXTS, MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, useGateway, USERS } from './helpers';

const gw = useGateway();

const D = 'alpha.example';
const CONFIG_PATH = `api/domain/${D}/config/?include_pages=false`;
const UPLOAD_PATH = 'api/agents/A1/image_upload/';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CONFIG = {
  core: {
    agent: { associate_id: 'A1', name: 'Alice', about: null, image: null, social: { facebook: null, linkedin: null, twitter: null, youtube: null } },
    office: {
      name: null,
      address: null,
      landmark: null,
      hours: null,
      phone: { business: null, on_microsite: false },
      preferred_phone: null,
      team: { members: [] },
    },
    feeds: { reviews: true, articles: true },
    qlp: { header: null, layout: null },
    meta: { branch: 'main', version: '2026.11.1' },
  },
  pages: null,
  productType: 'm2',
};

const SITE_CONFIG = { domain_transactions_enabled: true, editor_message: null };

/** API-036: the agent's domains, which an upload's domain is looked up in first (issue #24 §5, D-162). */
const AGENT_DOMAINS = 'api/agents/A1/domains/';

function arrange(user: object = USERS.agent, config: object = CONFIG): void {
  gw.reply('GET', AUTH_INFO, 200, user);
  gw.reply('GET', AGENT_DOMAINS, 200, [{ pk: 1, domain_name: D, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] }]);
  gw.reply('GET', CONFIG_PATH, 200, config);
}

interface Captured {
  headers: Record<string, string>;
  body: Promise<Buffer>;
}

/** The upload call, its streamed body collected as it arrives. */
function replyToUpload(status: number, answer: unknown): Captured[] {
  const captured: Captured[] = [];
  gw.pool.intercept({ method: 'POST', path: `/${UPLOAD_PATH}` }).reply((req) => {
    const stream = req.body as unknown as Readable;
    const body = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    })();
    captured.push({ headers: req.headers as Record<string, string>, body });
    return {
      statusCode: status,
      data: typeof answer === 'string' ? answer : JSON.stringify(answer),
      responseOptions: { headers: { 'content-type': typeof answer === 'string' ? 'text/html' : 'application/json' } },
    };
  });
  return captured;
}

function upload(
  file: Buffer,
  options: { name?: string; cookie?: string | null; csrf?: boolean; query?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), options.name ?? 'me.png');
  const headers: Record<string, string> = {};
  if (options.cookie !== null) headers.cookie = options.cookie ?? SESSION.cookie;
  if (options.csrf !== false) headers['x-csrftoken'] = 'tok1';
  const query = options.query ?? `agentId=A1&domainName=${D}&imageType=agent-image`;
  return fetch(`${gw.url}${IMAGE_UPLOAD_PATH}?${query}`, { method: 'POST', headers, body: form });
}

/** The multipart parts of a body, by name, in order. */
function partsOf(body: Buffer, contentType: string): { name: string; headers: string; data: Buffer }[] {
  const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
  const text = body.toString('latin1');
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const [head, ...rest] = raw.slice(2).split('\r\n\r\n');
      const data = rest.join('\r\n\r\n').slice(0, -2);
      return { name: /name="([^"]+)"/.exec(head!)![1]!, headers: head!, data: Buffer.from(data, 'latin1') };
    });
}

describe('image upload (EDITOR-044, API-058)', () => {
  it('API-058, EDITOR-044: the file goes upstream as multipart with the 5 parts and its bytes; the answer is the fileUrl', async () => {
    arrange();
    const captured = replyToUpload(201, { fileUrl: 'http://upstream.test/media/uploads/abc123.png' });
    const res = await upload(PNG);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fileUrl: '/media/uploads/abc123.png' });
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${AGENT_DOMAINS}`, `GET /${CONFIG_PATH}`]);
    expect(captured).toHaveLength(1);
    const { headers } = captured[0]!;
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers['x-csrftoken']).toBe('tok1');
    const parts = partsOf(await captured[0]!.body, headers['content-type']!);
    expect(parts.map((p) => p.name)).toEqual(['domain_name', 'image_type', 'image_ext', 'content_type', 'file']);
    expect(parts.slice(0, 4).map((p) => p.data.toString())).toEqual([D, 'agent-image', 'png', 'image/png']);
    expect(parts[4]!.headers).toContain('Content-Type: image/png');
    expect(parts[4]!.data.equals(PNG)).toBe(true);
  });

  it('EDITOR-044: nobody signed in gets 401 and no upload call', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await upload(PNG, { cookie: null });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe(MESSAGES.notAuthenticated);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('EDITOR-044: a user who may not edit that agent gets 403 and no upload call', async () => {
    gw.reply('GET', AUTH_INFO, 200, { ...USERS.agent, user: 'bob', associate_id: 'A2' });
    gw.reply('GET', 'api/site_config/', 200, { value: { ...SITE_CONFIG, demo_domains: [], demo_users: [] } });
    const res = await upload(PNG);
    expect(res.status).toBe(403);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/site_config/']);
  });

  it('EDITOR-044 (D-51): a demo user who may look at a demo domain may not upload to it', async () => {
    gw.reply('GET', AUTH_INFO, 200, { ...USERS.agent, user: 'demo', associate_id: 'A2' });
    gw.reply('GET', 'api/site_config/', 200, {
      value: { ...SITE_CONFIG, demo_domains: [D], demo_users: [{ title: 'Demo', associate_id: 'A2' }] },
    });
    const res = await upload(PNG);
    expect(res.status).toBe(403);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/site_config/']);
  });

  it("EDITOR-044: a domain whose config names another agent is refused (404) and no upload call", async () => {
    arrange(USERS.agent, { ...CONFIG, core: { ...CONFIG.core, agent: { ...CONFIG.core.agent, associate_id: 'A9' } } });
    const res = await upload(PNG);
    expect(res.status).toBe(404);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${AGENT_DOMAINS}`, `GET /${CONFIG_PATH}`]);
  });

  it('EDITOR-044 (D-62): an upload without the X-CSRFToken header is refused with 403 before any upstream call', async () => {
    const res = await upload(PNG, { csrf: false });
    expect(res.status).toBe(403);
    expect(gw.sent()).toEqual([]);
  });

  it('VALID-022: a text file named .png is refused from its first bytes, with no upload call', async () => {
    arrange();
    const res = await upload(Buffer.from('hello, this is not a picture at all\n'.repeat(4)), { name: 'photo.png' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: IMAGE_UPLOAD_TEXTS.unrecognised,
      fields: { file: [IMAGE_UPLOAD_TEXTS.unrecognised] },
    });
    expect(gw.sent().some((c) => c.includes('image_upload'))).toBe(false);
  });

  it('VALID-013: a PDF is recognised but is no image: refused, no upload call', async () => {
    arrange();
    const res = await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), { name: 'a.png' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(IMAGE_UPLOAD_TEXTS.notImage);
    expect(gw.sent().some((c) => c.includes('image_upload'))).toBe(false);
  });

  it('EDITOR-044: a file over 5 MB is refused with 413 and the size text, with no upload call', async () => {
    const big = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 64 * 1024);
    PNG.copy(big);
    // A browser's FormData upload declares its length: refused before the session is even asked.
    const boundary = 'xyz';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${gw.url}${IMAGE_UPLOAD_PATH}?agentId=A1&domainName=${D}&imageType=agent-image`, {
      method: 'POST',
      headers: { cookie: SESSION.cookie, 'x-csrftoken': 'tok1', 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(IMAGE_UPLOAD_TEXTS.tooLarge);
    expect(gw.sent()).toEqual([]);
  });

  it('EDITOR-044 (issue #24 §5): a 413 from image_upload is the size text, not "There was a problem uploading that image."', async () => {
    arrange();
    replyToUpload(413, '<html>Request Entity Too Large</html>');
    const res = await upload(PNG);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: IMAGE_UPLOAD_TEXTS.tooLarge, fields: { file: [IMAGE_UPLOAD_TEXTS.tooLarge] } });
  });

  it('ERR-048: a 500 from image_upload is a 502 with "There was a problem uploading that image."', async () => {
    arrange();
    replyToUpload(500, '<html>Server Error</html>');
    const res = await upload(PNG);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: MESSAGES.imageUpload });
    expect(MESSAGES.imageUpload).toBe('There was a problem uploading that image.');
  });

  it.each([
    ['another host', 'https://evil.example/media/uploads/abc.png'],
    ['a script URL', 'javascript:alert(1)'],
    ['a path outside the media folder', '/admin/abc.png'],
  ])('EDITOR-044: a fileUrl on %s is refused with ERR-048', async (_label, fileUrl) => {
    arrange();
    replyToUpload(201, { fileUrl });
    const res = await upload(PNG);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: MESSAGES.imageUpload });
  });

  it('EDITOR-044: a root-relative fileUrl under /media/uploads/ is passed on', async () => {
    arrange();
    replyToUpload(201, { fileUrl: '/media/uploads/x1.png' });
    const res = await upload(PNG);
    expect(await res.json()).toEqual({ fileUrl: '/media/uploads/x1.png' });
  });
});

describe('uploaded media (D-108)', () => {
  it('EDITOR-044: /media/uploads/{file} streams the upstream image with its type and an immutable cache header', async () => {
    gw.reply('GET', 'media/uploads/abc123.png', 200, PNG.toString('latin1'), { headers: { 'content-type': 'image/png' } });
    const res = await fetch(`${gw.url}/media/uploads/abc123.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gw.callsTo('GET', 'media/uploads/abc123.png')).toHaveLength(1);
  });

  it('EDITOR-044: an upstream answer that is not an image is a 404, and a bad name asks nothing upstream', async () => {
    gw.reply('GET', 'media/uploads/abc123.png', 200, '<script>x</script>', { headers: { 'content-type': 'text/html' } });
    expect((await fetch(`${gw.url}/media/uploads/abc123.png`)).status).toBe(404);
    expect((await fetch(`${gw.url}/media/uploads/..%2Fsecret.png`)).status).toBe(404);
    expect(gw.calls).toHaveLength(1);
  });
});

/**
 * The size limit while streaming: a body without a declared length (chunked) reaches the upstream as it arrives, and
 * past 5 MB the gateway cuts the upstream request off and answers 413. A real HTTP upstream (MockAgent never reads a
 * streamed body) records how much of the file it received and that the request never completed.
 */
describe('the size limit while streaming (EDITOR-044)', () => {
  it('EDITOR-044: a chunked upload past 5 MB is cut off upstream and answered 413, never stored', async () => {
    const { createServer } = await import('node:http');
    let received = 0;
    let completed = false;
    let aborted = false;
    const upstream = createServer((req, res) => {
      if (req.url === `/${AUTH_INFO}`) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(USERS.agent));
      if (req.url === `/${CONFIG_PATH}`) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CONFIG));
      if (req.url === `/${AGENT_DOMAINS}`) {
        const own = [{ pk: 1, domain_name: D, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] }];
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(own));
      }
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      req.on('aborted', () => (aborted = true));
      req.on('error', () => (aborted = true));
      req.on('end', () => {
        completed = true;
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ fileUrl: '/media/uploads/x.png' }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const port = (upstream.address() as { port: number }).port;
    const { Agent } = await import('undici');
    const real = await setup({ upstreamUrl: `http://127.0.0.1:${port}/`, dispatcher: new Agent() });
    try {
      const boundary = 'chunked';
      const chunk = Buffer.alloc(256 * 1024, 1);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`));
          controller.enqueue(PNG);
          for (let sent = 0; sent <= IMAGE_UPLOAD_MAX_BYTES + chunk.length; sent += chunk.length) controller.enqueue(chunk);
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
        },
      });
      const res = await fetch(`${real.url}${IMAGE_UPLOAD_PATH}?agentId=A1&domainName=${D}&imageType=agent-image`, {
        method: 'POST',
        headers: { cookie: SESSION.cookie, 'x-csrftoken': 'tok1', 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(IMAGE_UPLOAD_TEXTS.tooLarge);
      await expect.poll(() => aborted || completed).toBe(true);
      expect(completed).toBe(false);
      expect(received).toBeLessThanOrEqual(IMAGE_UPLOAD_MAX_BYTES + 64 * 1024);
    } finally {
      await real.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
