import { ConfigError, loadConfig } from '../../config/app-config';

// STORAGE_DRIVER and the S3_* variables are checked by loadConfig at start: a mistake stops the process with a
// message naming the variable to fix (decision 0048).
describe('storage configuration', () => {
  const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'attest-files', S3_REGION: 'eu-west-1' };

  it('defaults to the local disk driver, with no S3 settings', () => {
    const config = loadConfig({ ATTEST_VAR_DIR: '/tmp/attest-config-test' });
    expect(config.storageDriver).toBe('local');
    expect(config.s3).toBeUndefined();
  });

  it('reads the S3 settings with their defaults (SSE-S3, 8 MiB parts, presigned downloads, virtual-hosted style)', () => {
    expect(loadConfig({ ATTEST_VAR_DIR: '/tmp/x', ...s3 })).toMatchObject({
      storageDriver: 's3',
      s3: {
        bucket: 'attest-files',
        region: 'eu-west-1',
        endpoint: undefined,
        forcePathStyle: false,
        sse: { type: 'AES256' },
        partSizeBytes: 8 * 1024 * 1024,
        downloads: 'presigned',
      },
    });
  });

  it('takes an endpoint, path style, a KMS key, a part size and API downloads', () => {
    const config = loadConfig({
      ATTEST_VAR_DIR: '/tmp/x',
      ...s3,
      S3_ENDPOINT: 'http://minio:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_KMS_KEY_ID: 'alias/attest',
      S3_PART_SIZE_MB: '16',
      S3_DOWNLOADS: 'api',
    });
    expect(config.s3).toEqual({
      bucket: 'attest-files',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      sse: { type: 'aws:kms', kmsKeyId: 'alias/attest' },
      partSizeBytes: 16 * 1024 * 1024,
      downloads: 'api',
    });
  });

  it('falls back to AWS_REGION', () => {
    expect(loadConfig({ ATTEST_VAR_DIR: '/tmp/x', STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', AWS_REGION: 'us-west-2' }).s3?.region).toBe('us-west-2');
  });

  it.each([
    [{ STORAGE_DRIVER: 'gcs' }, /STORAGE_DRIVER must be "local" or "s3"/],
    [{ STORAGE_DRIVER: 's3', S3_REGION: 'us-east-1' }, /needs S3_BUCKET/],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1' }, /needs S3_REGION/],
    [{ ...s3, S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET "Bad_Bucket" is not a valid bucket name/],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) origin/],
    [{ ...s3, S3_ENDPOINT: 'http://minio:9000/bucket' }, /S3_ENDPOINT must be an http\(s\) origin/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...s3, S3_SSE: 'none' }, /S3_SSE must be AES256 or aws:kms/],
    [{ ...s3, S3_SSE: 'AES256', S3_KMS_KEY_ID: 'k' }, /S3_KMS_KEY_ID is set but S3_SSE is AES256/],
    [{ ...s3, S3_PART_SIZE_MB: '4' }, /S3_PART_SIZE_MB must be a whole number from 5 to 5120/],
    [{ ...s3, S3_DOWNLOADS: 'proxy' }, /S3_DOWNLOADS must be "presigned" or "api"/],
  ])('refuses %j with a clear message', (env, message) => {
    const load = () => loadConfig({ ATTEST_VAR_DIR: '/tmp/x', ...(env as NodeJS.ProcessEnv) });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });
});
