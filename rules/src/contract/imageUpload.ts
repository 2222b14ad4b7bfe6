import { z } from 'zod';
import { restCall } from './call';

/** The five parts of API-058's multipart body, in the order they are sent (the file last, so it streams). */
export const IMAGE_UPLOAD_PARTS = ['domain_name', 'image_type', 'image_ext', 'content_type', 'file'] as const;

// Image upload (API-058, EDITOR-044, decision D-108). The body is multipart/form-data, not JSON: the gateway streams
// it with RestClient.sendStream; the sandbox parses it with busboy.
export const imageUploadCalls = {
  /** API-058: the stored file's address (an absolute URL on the provider's host or a root-relative path). */
  upload: restCall({
    api: 'API-058',
    method: 'POST',
    path: 'api/agents/{agentId}/image_upload/',
    format: 'multipart',
    answer: z.object({ fileUrl: z.string().min(1) }),
    status: 201,
  }),
  /** The uploaded file as API-058's fileUrl serves it: bytes, passed through by the gateway's /media route. */
  media: restCall({
    api: 'API-058',
    method: 'GET',
    path: 'media/uploads/{fileName}',
    format: 'media',
    answer: z.unknown(),
  }),
};
