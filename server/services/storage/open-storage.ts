import { DirectoryStorage, type FileStorage } from './storage';

/**
 * The storage the configuration asks for: S3-compatible object storage with `s3Url`, else the
 * directory under `dataDir`. The AWS SDK is loaded only when it is used.
 */
export async function openStorage(config: { dataDir: string; s3Url?: string }): Promise<FileStorage> {
  if (!config.s3Url) return new DirectoryStorage(config.dataDir);
  const { S3Storage } = await import('./s3-storage');
  return S3Storage.fromUrl(config.s3Url);
}
