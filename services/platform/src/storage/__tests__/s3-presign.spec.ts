import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from '../content-type';
import { MAX_PRESIGN_SECONDS, presignGetObject } from '../drivers/s3-presign';

// The driver presigns synchronously (StorageService.signedUrl is synchronous); these cases prove it signs exactly
// what the AWS SDK's own presigner signs for the same request, time and credentials.
describe('presignGetObject', () => {
  const now = Date.UTC(2026, 10, 25, 14, 30, 5, 789);
  const filename = 'Applicants – März (1).csv';
  const cases = [
    { name: 'path style, custom endpoint with port, session token', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, sessionToken: 'FQoG/Zm9v+YmFy==' },
    { name: 'virtual-hosted style on AWS, no session token', endpoint: undefined, forcePathStyle: false, sessionToken: undefined },
  ];

  it.each(cases)('matches the SDK presigner: $name', async ({ endpoint, forcePathStyle, sessionToken }) => {
    const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken };
    // WHEN_REQUIRED: the driver's setting for self-hosted stores; otherwise the SDK adds checksum parameters.
    const client = new S3Client({ region: 'eu-west-1', endpoint, forcePathStyle, credentials, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    const key = 'exports/7/a_b-1.csv';
    const sdk = await getSignedUrl(
      client,
      new GetObjectCommand({
        Bucket: 'attest-files',
        Key: key,
        ResponseCacheControl: 'private, no-store',
        ResponseContentDisposition: attachmentDisposition(filename),
        ResponseContentType: 'text/csv; charset=utf-8',
      }),
      { expiresIn: 600, signingDate: new Date(now) },
    );
    client.destroy();
    const ours = presignGetObject({
      endpoint: endpoint ?? 'https://s3.eu-west-1.amazonaws.com',
      forcePathStyle,
      bucket: 'attest-files',
      key,
      region: 'eu-west-1',
      credentials,
      expiresInSeconds: 600,
      now,
      responseHeaders: {
        'cache-control': 'private, no-store',
        'content-disposition': attachmentDisposition(filename),
        'content-type': 'text/csv; charset=utf-8',
      },
    });
    const parse = (url: string) => {
      const u = new URL(url);
      const params = Object.fromEntries(u.searchParams.entries());
      return { origin: u.origin, path: u.pathname, params };
    };
    expect(parse(ours)).toEqual(parse(sdk));
    expect(new URL(ours).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an expiry beyond the week S3 allows, or not a positive whole number', () => {
    const base = {
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      bucket: 'b-1',
      key: 'k',
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 's' },
      now,
    };
    expect(() => presignGetObject({ ...base, expiresInSeconds: MAX_PRESIGN_SECONDS + 1 })).toThrow(RangeError);
    expect(() => presignGetObject({ ...base, expiresInSeconds: 0 })).toThrow(RangeError);
    expect(() => presignGetObject({ ...base, expiresInSeconds: 1.5 })).toThrow(RangeError);
    expect(new URL(presignGetObject({ ...base, expiresInSeconds: MAX_PRESIGN_SECONDS })).searchParams.get('X-Amz-Expires')).toBe('604800');
  });
});
