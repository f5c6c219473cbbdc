// The few members of @20minutes/s3rver (a maintained fork of s3rver, no bundled types) the storage tests use.
declare module '@20minutes/s3rver' {
  import type { Server } from 'http';
  import type { AddressInfo } from 'net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
