import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_PATH, MESSAGES } from '@portal/rules';
import { imageUploadCalls, type RestCall } from '@portal/rules/contract';
import { AUTH_INFO, SESSION, setup, USERS } from '../helpers';
import { ownDomains } from './garbage';

const D = 'alpha.example';
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
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * API-058 is sent as multipart through the plain upload route (D-108), not GraphQL: a 2xx that is not JSON or not
 * `{fileUrl}` is ERR-048 with 502 and no address reaches the browser.
 */
describe('the image upload call refuses garbage answers', () => {
  const uploadCase: { call: RestCall; path: string } = {
    call: imageUploadCalls.upload,
    path: 'api/agents/A1/image_upload/',
  };
  const answers = [
    ['a non-JSON 201', '<html><body>502 Bad Gateway</body></html>', 'text/html'],
    ['a wrong-shaped 201', JSON.stringify({ url: '/media/uploads/a.png' }), 'application/json'],
    ['a blank fileUrl', JSON.stringify({ fileUrl: '' }), 'application/json'],
  ] as const;
  for (const [label, body, type] of answers) {
    it(`${uploadCase.call.api}: ${label} to ${uploadCase.call.method} ${uploadCase.path} is a 502 "${MESSAGES.imageUpload}"`, async () => {
      const gw = await setup();
      try {
        gw.reply('GET', AUTH_INFO, 200, USERS.agent);
        ownDomains(D)(gw); // the upload's domain is looked up first (decision D-162)
        gw.reply('GET', `api/domain/${D}/config/?include_pages=false`, 200, CONFIG);
        gw.reply('POST', uploadCase.path, 201, body, { headers: { 'content-type': type } });
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
        const res = await fetch(`${gw.url}${IMAGE_UPLOAD_PATH}?agentId=A1&domainName=${D}&imageType=agent-image`, {
          method: 'POST',
          headers: { cookie: SESSION.cookie, 'x-csrftoken': 'tok1' },
          body: form,
        });
        expect(gw.callsTo('POST', uploadCase.path)).toHaveLength(1);
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ message: MESSAGES.imageUpload });
      } finally {
        await gw.close();
      }
    });
  }
});

/** The media the upload serves is bytes, passed on only when the upstream says it is an image. */
describe('the uploaded media call refuses garbage answers', () => {
  const mediaCase: { call: RestCall; path: string } = {
    call: imageUploadCalls.media,
    path: 'media/uploads/abc.png',
  };
  it(`${mediaCase.call.api}: an HTML 200 to ${mediaCase.call.method} ${mediaCase.path} is a 404, not passed on`, async () => {
    const gw = await setup();
    try {
      gw.reply('GET', mediaCase.path, 200, '<html>hi</html>', { headers: { 'content-type': 'text/html' } });
      const res = await fetch(`${gw.url}/${mediaCase.path}`);
      expect(gw.callsTo('GET', mediaCase.path)).toHaveLength(1);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<html>');
    } finally {
      await gw.close();
    }
  });
});
