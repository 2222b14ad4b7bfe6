import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_PATH, IMAGE_UPLOAD_TEXTS } from '@portal/rules';
import { GraphQLSession, startOpsStack } from './opsStack';

// Issue #24 §5: the gateway and the provider (here the real sandbox) agree on the 5 MB limit: an image of exactly
// 5 MB is stored, one byte more gets the size text from the gateway and never reaches the provider whole.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const LOGIN = `mutation LimitLogin($input: LoginInput!) { login(input: $input) { viewer { userType } } }`;

let stack: Awaited<ReturnType<typeof startOpsStack>>;
let session: GraphQLSession;
beforeAll(async () => {
  stack = await startOpsStack();
  session = new GraphQLSession(stack.gateway.url);
  const login = await session.gql(LOGIN, { input: { username: 'alice', password: 'portal-demo' } });
  expect(login.body.errors).toBeUndefined();
});
afterAll(async () => {
  await stack?.close();
});

function upload(size: number): Promise<Response> {
  const image = Buffer.alloc(size);
  PNG.copy(image);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
  const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const query = 'agentId=A1001&domainName=alice-insurance.example&imageType=agent-image';
  return fetch(`${stack.gateway.url}${IMAGE_UPLOAD_PATH}?${query}`, {
    method: 'POST',
    headers: { cookie, 'x-csrftoken': session.cookies.get('csrftoken')! },
    body: form,
  });
}

describe('EDITOR-044 (issue #24 §5): the 5 MB limit through the gateway and the sandbox', () => {
  it('an image of exactly 5 MB is stored and served back whole', async () => {
    const res = await upload(IMAGE_UPLOAD_MAX_BYTES);
    expect(res.status).toBe(200);
    const { fileUrl } = (await res.json()) as { fileUrl: string };
    const served = await fetch(`${stack.gateway.url}${fileUrl}`);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(IMAGE_UPLOAD_MAX_BYTES);
  });

  it('one byte more is refused with the size text', async () => {
    const res = await upload(IMAGE_UPLOAD_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: IMAGE_UPLOAD_TEXTS.tooLarge, fields: { file: [IMAGE_UPLOAD_TEXTS.tooLarge] } });
  });
});
