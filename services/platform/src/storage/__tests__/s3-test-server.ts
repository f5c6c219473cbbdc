import S3rver from '@20minutes/s3rver';
import type { IncomingHttpHeaders } from 'http';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A real S3-compatible server for the storage tests: @20minutes/s3rver (devDependency) in this process, on a free
 * loopback port, storing in a temporary folder, with signature checking on (its account is S3RVER / S3RVER).
 * Every request it receives is recorded as it arrived on the wire, so tests can see what the driver really sent.
 */
export class S3TestServer {
  static readonly accessKeyId = 'S3RVER';
  static readonly secretAccessKey = 'S3RVER';
  readonly requests: SeenRequest[] = [];
  endpoint = '';
  private server?: S3rver;
  private dir = '';

  constructor(readonly bucket = 'attest-test') {}

  async start(): Promise<this> {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-s3rver-'));
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: this.dir,
      silent: true,
      allowMismatchedSignatures: false,
      configureBuckets: [{ name: this.bucket }],
    });
    const { port } = await this.server.run();
    this.server.httpServer?.on('request', (req) => {
      this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    });
    this.endpoint = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Requests that touched one key (path style: /bucket/key). */
  requestsFor(key: string): SeenRequest[] {
    const prefix = `/${this.bucket}/${key}`;
    return this.requests.filter((r) => r.url === prefix || r.url.startsWith(`${prefix}?`));
  }

  /** The environment that selects this server through loadConfig (credentials through the SDK's provider chain). */
  env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    return {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PART_SIZE_MB: '5',
      ...extra,
    };
  }
}
