import { crc32 } from 'zlib';

/** One file of a ZIP: its name inside the archive and its bytes, loaded only when the archive reaches it. */
export interface ZipEntry {
  name: string;
  data: Buffer | (() => Promise<Buffer>);
  modified?: Date;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** General purpose flag bit 11: the name is UTF-8. */
const UTF8 = 0x0800;
const MAX_32 = 0xffffffff;

/** A name that unpacks inside the target folder: relative, no "..", no backslashes or control characters. */
function checkedName(name: string): Buffer {
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  const bad = !name || name.length > 255 || name.startsWith('/') || name.includes('\\') || control || name.split('/').some((s) => s === '' || s === '.' || s === '..');
  if (bad) {
    throw new RangeError(`Invalid ZIP entry name "${name}"`);
  }
  return Buffer.from(name, 'utf8');
}

/** MS-DOS date and time (2-second resolution, local fields taken as UTC). */
function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getUTCFullYear());
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/**
 * A ZIP archive of stored (uncompressed) entries, produced chunk by chunk so a download streams: one
 * entry's bytes are held at a time. Images and PDFs are compressed already, so storing loses little.
 * No ZIP64: an entry or archive over 4 GiB, or more than 65535 entries, is refused.
 */
export async function* storeZip(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = checkedName(entry.name);
    const data = typeof entry.data === 'function' ? await entry.data() : entry.data;
    const crc = crc32(data) >>> 0;
    const { time, date } = dosDateTime(entry.modified ?? new Date());
    if (data.length > MAX_32 || offset + data.length + 30 + name.length > MAX_32 || count === 0xffff) {
      throw new RangeError('The archive is too large for a ZIP without ZIP64');
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(CENTRAL, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(UTF8, 8);
    head.writeUInt16LE(0, 10);
    head.writeUInt16LE(time, 12);
    head.writeUInt16LE(date, 14);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(data.length, 20);
    head.writeUInt32LE(data.length, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    central.push(head, name);
    yield Buffer.concat([local, name]);
    yield data;
    offset += 30 + name.length + data.length;
    count += 1;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}

/** The entries of a ZIP read from its central directory (stored entries only): for tests and checks. */
export function readStoredZip(zip: Buffer): { name: string; data: Buffer; crcOk: boolean }[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) {
    throw new Error('Not a ZIP: no end of central directory');
  }
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const out: { name: string; data: Buffer; crcOk: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL) {
      throw new Error('Broken central directory');
    }
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    out.push({ name, data, crcOk: (crc32(data) >>> 0) === crc });
    at += 46 + nameLength + extra + comment;
  }
  return out;
}
