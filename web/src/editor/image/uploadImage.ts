import {
  CLIENT_NAME_HEADER,
  IMAGE_UPLOAD_PATH,
  IMAGE_UPLOAD_TEXTS,
  IMAGE_SNIFF_BYTES,
  MESSAGES,
  validateImageFile,
  WEB_CLIENT_NAME,
} from '@portal/rules';
import { csrfHeaders } from '../../relay/csrf';
import { requestHooks } from '../../relay/requestHooks';

export interface ImageTarget {
  agentId: string;
  domainName: string;
  /** API-058's image_type: the section key (agent-image, banner-image, ...). */
  imageType: string;
}

/** VALID-022, VALID-013 and the size limit in the browser, from the file's first bytes: the first message or null. */
export async function chosenFileError(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return validateImageFile(head, file.size).file?.[0] ?? null;
}

/** The gateway's answer text: its message for a refusal it explains (400, 413, 403), ERR-048 otherwise. */
function failureOf(xhr: XMLHttpRequest): string {
  if (xhr.status === 413) return IMAGE_UPLOAD_TEXTS.tooLarge;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; fields?: { file?: unknown[] } };
    const fieldText = body.fields?.file?.[0];
    if (xhr.status >= 400 && xhr.status < 500 && typeof fieldText === 'string') return fieldText;
    if ((xhr.status === 401 || xhr.status === 403) && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: a proxy's page
  }
  return MESSAGES.imageUpload; // ERR-048
}

/**
 * EDITOR-044: the file to the gateway's upload route as multipart, with XMLHttpRequest for its upload progress
 * (fetch reports none). Resolves with the fileUrl; rejects with the text to show by the field.
 */
export function uploadImage(
  file: File,
  target: ImageTarget,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ ...target });
    xhr.open('POST', `${IMAGE_UPLOAD_PATH}?${query.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // A plain route has no persisted id to tell the web client by: it names itself (the audit's person, D-129).
    xhr.setRequestHeader(CLIENT_NAME_HEADER, WEB_CLIENT_NAME);
    for (const [name, value] of Object.entries({ ...csrfHeaders(), ...requestHooks().choiceHeaders() })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        try {
          const { fileUrl } = JSON.parse(xhr.responseText) as { fileUrl?: unknown };
          if (typeof fileUrl === 'string' && fileUrl) {
            onProgress(1);
            resolve(fileUrl);
            return;
          }
        } catch {
          // fall through to ERR-048
        }
        reject(new Error(MESSAGES.imageUpload));
        return;
      }
      reject(new Error(failureOf(xhr)));
    };
    xhr.onerror = () => reject(new Error(MESSAGES.imageUpload));
    xhr.onabort = () => reject(new Error(MESSAGES.imageUpload));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
