import type { PutObjectCommandInput, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Writable } from 'stream';

/**
 * A streaming write to S3 through lib-storage's Upload: one PutObject when the whole stream fits in one part,
 * else a multipart upload (parts of `partSize`, at most `queueSize` in flight).
 *
 * No half-written object: S3 publishes an object only when its PutObject or CompleteMultipartUpload succeeds, and
 * Complete is sent only after this stream has ended normally. 'finish' fires only after the object exists. On error
 * or destroy() the body is failed (so no final part is ever sent), the multipart upload is aborted
 * (AbortMultipartUpload, which deletes the uploaded parts) and 'close' follows that clean-up.
 */
export class S3WriteStream extends Writable {
  private readonly body = new PassThrough();
  private readonly upload: Upload;
  private readonly done: Promise<unknown>;
  private settled = false;

  constructor(client: S3Client, params: Omit<PutObjectCommandInput, 'Body'>, partSize: number, queueSize = 2) {
    super();
    this.upload = new Upload({ client, params: { ...params, Body: this.body }, partSize, queueSize, leavePartsOnError: false });
    this.done = this.upload.done().finally(() => {
      this.settled = true;
    });
    // A part or the final request failed while data was still being written: fail the stream.
    this.done.catch((err: Error) => {
      if (!this.destroyed && !this.writableFinished) {
        this.destroy(err);
      }
    });
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.body.write(chunk, encoding)) {
      callback();
    } else {
      this.body.once('drain', () => callback());
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.body.end();
    this.done.then(
      () => callback(),
      (err: Error) => callback(err),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.writableFinished || this.settled) {
      callback(error);
      return;
    }
    // Fail the body with an error (never a clean end): lib-storage then sends no last part and no Complete, and
    // aborts the multipart upload. Wait for that, so 'close' means "nothing is left under the key".
    this.body.destroy(error ?? new Error('S3 write aborted'));
    this.done.then(
      () => callback(error),
      () => callback(error),
    );
  }
}
