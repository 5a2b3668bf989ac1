import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export * from './storage';

/** The storage the configuration asks for: local disk by default, S3 when STORAGE_DRIVER=s3. */
export function createStorage(config: Config['storage']): Storage {
  if (config.driver === 's3') return createS3Storage(config.s3);
  return createLocalStorage(config.localDir);
}

/** Where objects live, for the start-up log (no credentials). */
export function describeStorage(config: Config['storage']): string {
  if (config.driver === 's3')
    return `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${new URL(config.s3.endpoint).host}` : ''}`;
  return `local disk at ${config.localDir}`;
}
