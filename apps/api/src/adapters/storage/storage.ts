import type { ProductImageType } from '@shop/contract/admin';

/** Where uploaded files live. Paths are relative to the public asset base URL, like the catalogue's own images. */
export interface FileStorage {
  /** Stores the bytes under a new random name and returns its path, e.g. 'uploads/<uuid>.webp'. */
  save(bytes: Buffer, contentType: ProductImageType): Promise<string>;
  /** Deletes a file this storage saved; any other path (the shipped catalogue images) is left alone. */
  remove(path: string): Promise<void>;
}
