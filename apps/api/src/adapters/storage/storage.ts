import type { ProductImageType } from '@shop/contract/admin';
import type { ImageVariant } from './responsive-images';

/** Where uploaded files live. Paths are relative to the public asset base URL, like the catalogue's own images. */
export interface FileStorage {
  /**
   * Stores the bytes under a new random name, and its resized copies beside it (uploads/<uuid>-w640.avif …), and
   * returns the original's path, e.g. 'uploads/<uuid>.webp'.
   */
  save(bytes: Buffer, contentType: ProductImageType, variants: ImageVariant[]): Promise<string>;
  /** Deletes a file this storage saved, with its resized copies; any other path (the shipped images) is left alone. */
  remove(path: string): Promise<void>;
}
