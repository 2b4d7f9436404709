import { PRODUCT_IMAGE_TYPES, type ProductImageType } from '@shop/contract/admin';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type a file's first bytes announce, or null when they are not JPEG, PNG or WebP: the client's word is not enough. */
export function detectImageType(bytes: Uint8Array): ProductImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Whether a declared MIME type is one the product uploader takes. */
export function isProductImageType(type: string): type is ProductImageType {
  return Object.hasOwn(PRODUCT_IMAGE_TYPES, type);
}
