import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import { LocalDiskStorage } from '../drivers/local-disk-storage';
import { InvalidStorageKeyError, StorageObjectNotFoundError } from '../storage.types';

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-storage-'));
    storage = new LocalDiskStorage(root, 'test-secret');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts a buffer under its key and reads it back', async () => {
    await storage.put('exports/7/applicants.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
    expect(fs.readFileSync(path.join(root, 'exports/7/applicants.csv'), 'utf8')).toBe('a,b\n1,2\n');
    expect(await storage.exists('exports/7/applicants.csv')).toBe(true);
    expect(await readAll(await storage.read('exports/7/applicants.csv'))).toBe('a,b\n1,2\n');
  });

  it('puts a readable stream', async () => {
    await storage.put('pdf/3/form.pdf', Readable.from(['%PDF-', '1.7']));
    expect(await readAll(await storage.read('pdf/3/form.pdf'))).toBe('%PDF-1.7');
  });

  it('a streaming write appears under its key only when finished', async () => {
    const stream = storage.createWriteStream('exports/7/big.csv');
    stream.write('id\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.exists('exports/7/big.csv')).toBe(false);
    await pipeline(Readable.from(['1\n', '2\n']), stream);
    expect(await readAll(await storage.read('exports/7/big.csv'))).toBe('id\n1\n2\n');
    expect(fs.readdirSync(path.join(root, 'exports/7'))).toEqual(['big.csv']);
  });

  it('an aborted streaming write leaves nothing behind', async () => {
    const stream = storage.createWriteStream('exports/7/aborted.csv');
    await new Promise<void>((resolve) => stream.write('partial', () => resolve()));
    const failed = new Promise<Error>((resolve) => stream.once('error', resolve));
    const closed = new Promise((resolve) => stream.once('close', resolve));
    stream.destroy(new Error('export failed'));
    expect((await failed).message).toBe('export failed');
    await closed;
    expect(await storage.exists('exports/7/aborted.csv')).toBe(false);
    expect(fs.readdirSync(path.join(root, 'exports/7'))).toEqual([]);
  });

  it('reading a missing key rejects with StorageObjectNotFoundError; delete is idempotent', async () => {
    await expect(storage.read('exports/7/none.csv')).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    await storage.put('exports/7/x.csv', Buffer.from('x'));
    await storage.delete('exports/7/x.csv');
    await storage.delete('exports/7/x.csv');
    expect(await storage.exists('exports/7/x.csv')).toBe(false);
    await expect(storage.read('exports/7')).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it.each(['../outside.txt', 'exports/../../etc/passwd', '/etc/passwd', 'exports\\7\\a.csv', 'exports//a.csv', 'a/./b', '.hidden', 'exports/7/a.csv\u0000', ''])(
    'rejects the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.signedUrl(key, { ttlSeconds: 60, filename: 'a.csv' })).toThrow(InvalidStorageKeyError);
    },
  );
  it('wrote nothing outside the root during the traversal attempts', () => {
    expect(fs.existsSync(path.join(root, '..', 'outside.txt'))).toBe(false);
  });
});
