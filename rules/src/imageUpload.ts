import type { FieldErrors } from './domains';

/** The gateway's plain upload route (decision D-108): POST with the file as multipart, the section in the query. */
export const IMAGE_UPLOAD_PATH = '/uploads/image';
/** Where uploaded media is served: the provider's path, which the portal's gateway also serves (decision D-108). */
export const MEDIA_PATH_PREFIX = '/media/uploads/';

/** The largest image the portal uploads: 5 MB (decision D-108). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * busboy's `fileSize` for an image upload, in the gateway and the provider's sandbox alike (issue #24 §5): busboy
 * reports `limit` as soon as a file REACHES its fileSize, so it is one byte past the largest allowed image, and an
 * image of exactly 5 MB passes both.
 */
export const IMAGE_UPLOAD_PARSER_LIMIT = IMAGE_UPLOAD_MAX_BYTES + 1;
/** How many first bytes decide a file's type (VALID-022): enough for every signature below. */
export const IMAGE_SNIFF_BYTES = 16;

/** VALID-022: the types recognised from a file's first bytes. */
export type UploadFileType = 'webp' | 'png' | 'gif' | 'jpeg' | 'pdf';

export const UPLOAD_CONTENT_TYPES: Record<UploadFileType, string> = {
  webp: 'image/webp',
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** VALID-013 (the standard rule `image`): the recognised types that are pictures; a PDF is recognised but no image. */
export const IMAGE_FILE_TYPES: readonly UploadFileType[] = ['webp', 'png', 'gif', 'jpeg'];

export const IMAGE_UPLOAD_TEXTS = {
  /** VALID-022: the first bytes are none of the recognised types. */
  unrecognised: 'That file is not a WebP, PNG, GIF or JPEG image, whatever its name says.',
  /** VALID-013: Laravel's `image` rule. */
  notImage: 'The file must be an image (WebP, PNG, GIF or JPEG).',
  tooLarge: 'The image may not be larger than 5 MB.',
  empty: 'The file is empty.',
  required: 'Choose an image to upload.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** VALID-022: the type the first bytes show (magic numbers), or null for anything else; the name plays no part. */
export function sniffUploadType(bytes: Uint8Array): UploadFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'gif';
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

/** The extension a type is stored and served with (image_ext of API-058). */
export function uploadExtension(type: UploadFileType): string {
  return type === 'jpeg' ? 'jpg' : type;
}

/** VALID-013 + VALID-022 on the detected type; null when the file may be uploaded as an image. */
export function imageTypeError(type: UploadFileType | null | undefined): string | null {
  if (!type) return IMAGE_UPLOAD_TEXTS.unrecognised;
  if (!IMAGE_FILE_TYPES.includes(type)) return IMAGE_UPLOAD_TEXTS.notImage;
  return null;
}

/** The size rule: not empty, at most IMAGE_UPLOAD_MAX_BYTES. */
export function imageSizeError(size: number): string | null {
  if (size <= 0) return IMAGE_UPLOAD_TEXTS.empty;
  if (size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_UPLOAD_TEXTS.tooLarge;
  return null;
}

/** A file chosen in the browser (or received by the gateway): its first bytes and its size, as `{file: [messages]}`. */
export function validateImageFile(firstBytes: Uint8Array, size: number): FieldErrors {
  const message = imageSizeError(size) ?? imageTypeError(sniffUploadType(firstBytes));
  return message ? { file: [message] } : {};
}

/** The section's image_type sent with API-058: the section key (agent-image, banner-image, ...) or a team photo. */
export const IMAGE_TYPE_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

/** A media URL the upstream may answer: its own origin or a root-relative path, under MEDIA_PATH_PREFIX; else null. */
export function mediaPathOf(fileUrl: string, upstreamOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(fileUrl, upstreamOrigin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(upstreamOrigin).origin) return null;
  if (url.search || url.hash) return null;
  if (!/^\/media\/uploads\/[A-Za-z0-9_-]{1,80}\.(png|jpg|gif|webp)$/.test(url.pathname)) return null;
  return url.pathname;
}
