import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { readStoredZip, storeZip, type ZipEntry } from '../store-zip';

async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storeZip(entries)) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

describe('storeZip', () => {
  it('writes stored entries that read back byte for byte, loading each entry only when reached', async () => {
    const loaded: string[] = [];
    const image = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    const zip = await zipOf([
      { name: 'i9-7.pdf', data: Buffer.from('%PDF-1.4 test') },
      { name: 'images/A0-front.jpg', data: async () => (loaded.push('A0'), image) },
      { name: 'Résumé.txt', data: Buffer.alloc(0) },
    ]);
    expect(loaded).toEqual(['A0']);
    const entries = readStoredZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['i9-7.pdf', 'images/A0-front.jpg', 'Résumé.txt']);
    expect(entries.every((e) => e.crcOk)).toBe(true);
    expect(entries[1].data.equals(image)).toBe(true);
  });

  it('is a ZIP the system unzip accepts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-zip-'));
    const file = path.join(dir, 'a.zip');
    fs.writeFileSync(file, await zipOf([{ name: 'a/b.txt', data: Buffer.from('hello') }, { name: 'c.bin', data: Buffer.alloc(70_000, 7) }]));
    const listing = execFileSync('unzip', ['-t', file]).toString();
    expect(listing).toContain('No errors detected');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses names that would unpack outside the folder', async () => {
    for (const name of ['../x', '/etc/passwd', 'a\\b', 'a//b', '', 'a/./b']) {
      await expect(zipOf([{ name, data: Buffer.from('x') }])).rejects.toThrow(RangeError);
    }
  });
});
