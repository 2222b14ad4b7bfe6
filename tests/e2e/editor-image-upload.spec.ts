import { expect, test, type Page } from './support/test';
import { IMAGE_UPLOAD_PATH, IMAGE_UPLOAD_TEXTS, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox, upstreamCalls } from './support/sandbox';
import { openAs } from './support/session';

test.beforeEach(async () => {
  await resetSandbox();
});

const M2 = 'alice-insurance.example';
const SECTION = `/agents/A1001/domains/${M2}/home/agent-image/edit/`;
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT_AS_PNG = { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('I am a text file, not a picture.\n') };

async function openSection(page: Page): Promise<void> {
  await openAs(page, 'alice', SECTION);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agent Image Editor for ${M2}`);
}

const fileInput = (page: Page) => page.getByLabel('Photo', { exact: true });

test('EDITOR-012 EDITOR-044 API-058: alice uploads a PNG, sees its preview and progress, saves it, and the image is served', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSection(page);
  await expectAccessible(page);
  const answered = page.waitForResponse((r) => r.url().includes(IMAGE_UPLOAD_PATH) && r.request().method() === 'POST');
  await fileInput(page).setInputFiles({ name: 'alice.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { fileUrl } = (await response.json()) as { fileUrl: string };
  expect(fileUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
  await expect(page.getByText('Uploaded. Save to submit the new image for review.')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
  expect(await upstreamCalls()).toContain(`POST /api/agents/A1001/image_upload/`);

  // The saved value is the uploaded file: after a reload the field shows it, served through the portal.
  await page.reload();
  const current = page.getByRole('img', { name: 'Current photo' });
  await expect(current).toHaveAttribute('src', fileUrl);
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const served = await page.request.get(fileUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
});

test('VALID-022 VALID-013: a file named .png that is really text is refused by the browser and by the gateway', async ({
  page,
}) => {
  await openSection(page);
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().includes(IMAGE_UPLOAD_PATH)) posted += 1;
  });
  await fileInput(page).setInputFiles(TEXT_AS_PNG);
  await expect(page.getByRole('alert').filter({ hasText: IMAGE_UPLOAD_TEXTS.unrecognised })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0);
  expect(posted).toBe(0);
  await expectAccessible(page);

  // A client that skips the browser's check meets the gateway's own, and nothing reaches the provider.
  const refused = await page.evaluate(
    async ({ path, domain }) => {
      const token = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const form = new FormData();
      form.append('file', new Blob(['I am a text file, not a picture.\n'], { type: 'image/png' }), 'me.png');
      const res = await fetch(`${path}?agentId=A1001&domainName=${domain}&imageType=agent-image`, {
        method: 'POST',
        headers: { 'x-csrftoken': decodeURIComponent(token) },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    },
    { path: IMAGE_UPLOAD_PATH, domain: M2 },
  );
  expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: IMAGE_UPLOAD_TEXTS.unrecognised }) });
  expect(await upstreamCalls()).not.toContain('POST /api/agents/A1001/image_upload/');
});

test('ERR-048: a failing image_upload shows "There was a problem uploading that image." by the field', async ({
  page,
}) => {
  await openSection(page);
  await injectFault({ method: 'POST', path: '/api/agents/A1001/image_upload/', status: 500 });
  await fileInput(page).setInputFiles({ name: 'alice.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.imageUpload })).toBeVisible();
  await expect(page.getByText('Uploaded. Save to submit the new image for review.')).toHaveCount(0);
});

test('EDITOR-044: the image is chosen by keyboard (the real file input takes focus and opens the chooser)', async ({
  page,
}) => {
  await openSection(page);
  const input = fileInput(page);
  await input.focus();
  await expect(input).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'alice.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded. Save to submit the new image for review.')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
});
