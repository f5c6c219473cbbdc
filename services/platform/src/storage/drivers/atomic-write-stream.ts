import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { Writable } from 'stream';

/**
 * Writes to a temporary file beside the target and renames it into place when the stream ends,
 * so readers never see a half-written file (the same guarantee an S3 upload gives). 'finish'
 * fires only after the rename; on error or destroy the temporary file is removed.
 */
export class AtomicWriteStream extends Writable {
  private readonly tmpPath: string;
  private file?: fs.WriteStream;

  constructor(private readonly targetPath: string) {
    super();
    this.tmpPath = path.join(path.dirname(targetPath), `.${path.basename(targetPath)}.${randomBytes(6).toString('hex')}.tmp`);
  }

  override _construct(callback: (error?: Error | null) => void): void {
    fs.promises
      .mkdir(path.dirname(this.targetPath), { recursive: true })
      .then(() => {
        const file = fs.createWriteStream(this.tmpPath, { flags: 'wx' });
        file.once('open', () => callback());
        file.once('error', (err) => (this.file ? this.destroy(err) : callback(err)));
        this.file = file;
      })
      .catch((err: Error) => callback(err));
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    (this.file as fs.WriteStream).write(chunk, encoding, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    (this.file as fs.WriteStream).end(() => {
      fs.promises.rename(this.tmpPath, this.targetPath).then(() => callback(), callback);
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const file = this.file;
    if (!file || this.writableFinished) {
      callback(error);
      return;
    }
    file.destroy();
    fs.promises.rm(this.tmpPath, { force: true }).then(
      () => callback(error),
      () => callback(error),
    );
  }
}
