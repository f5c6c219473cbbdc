import { checkUpload } from '../check-upload';
import { stripImageMetadata } from '../strip-image-metadata';
import { jpegBytes, pdfBytes, pngBytes } from '../upload-samples';

const segment = (marker: number, payload: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A little-endian EXIF block as a phone writes it: Orientation, then a GPS IFD pointer, and the GPS text after. */
function phoneExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt16LE(0x8825, 22);
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(tiff.length, 30);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS 40.7128N 74.0060W Pixel 8 Pro', 'latin1')]);
}

const SCAN = Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9]);
const JFIF = segment(0xe0, Buffer.concat([Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(9)]));
const QUANT = segment(0xdb, Buffer.alloc(65, 1));

function phoneJpeg(orientation: number): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    JFIF,
    segment(0xe1, phoneExif(orientation)),
    segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>CreatorTool Camera</x:xmpmeta>', 'latin1')),
    segment(0xed, Buffer.from('Photoshop 3.0\0 IPTC city=Newark', 'latin1')),
    segment(0xfe, Buffer.from('taken at 5th Avenue', 'latin1')),
    QUANT,
    SCAN,
  ]);
}

describe('stripImageMetadata', () => {
  it('removes EXIF, XMP, IPTC and comments from a JPEG and keeps the image data and the orientation alone', () => {
    const out = stripImageMetadata(phoneJpeg(6), 'jpeg');
    expect(out).not.toBeNull();
    const text = out!.toString('latin1');
    for (const leaked of ['GPS', 'Pixel', 'xmpmeta', 'Photoshop', 'Newark', '5th Avenue']) {
      expect(text).not.toContain(leaked);
    }
    // SOI, JFIF, then a 34-byte APP1 with only the Orientation (6: rotate 90°), then the rest untouched.
    expect(out!.subarray(0, 2 + JFIF.length)).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF]));
    const app1 = out!.subarray(2 + JFIF.length, 2 + JFIF.length + 36);
    expect([...app1.subarray(0, 4)]).toEqual([0xff, 0xe1, 0, 34]);
    expect(app1.toString('latin1', 4, 10)).toBe('Exif\0\0');
    expect(app1.readUInt16BE(10 + 10)).toBe(0x0112);
    expect(app1.readUInt16BE(10 + 18)).toBe(6);
    expect(out!.subarray(2 + JFIF.length + 36)).toEqual(Buffer.concat([QUANT, SCAN]));
  });

  it('writes no EXIF block at all when the photo is upright', () => {
    expect(stripImageMetadata(phoneJpeg(1), 'jpeg')).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, QUANT, SCAN]));
  });

  it('leaves a clean JPEG byte for byte', () => {
    expect(stripImageMetadata(jpegBytes(), 'jpeg')).toEqual(jpegBytes());
  });

  it('drops the text, EXIF and time chunks of a PNG and keeps the rest', () => {
    const png = pngBytes();
    const chunk = (type: string, data: string) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      return Buffer.concat([len, Buffer.from(type, 'latin1'), Buffer.from(data, 'latin1'), Buffer.alloc(4)]);
    };
    const iend = png.subarray(png.length - 12);
    const body = png.subarray(0, png.length - 12);
    const tagged = Buffer.concat([body, chunk('tEXt', 'Author\0Jane'), chunk('eXIf', 'MM\0*GPS'), chunk('tIME', '1234567'), iend]);
    expect(stripImageMetadata(tagged, 'png')).toEqual(png);
  });

  it('answers null for a JPEG or PNG whose segments cannot be walked, and leaves other kinds alone', () => {
    expect(stripImageMetadata(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00]), Buffer.from('Exif')]), 'jpeg')).toBeNull();
    expect(stripImageMetadata(Buffer.concat([pngBytes().subarray(0, 8), Buffer.from([0, 0, 9, 9])]), 'png')).toBeNull();
    expect(stripImageMetadata(pdfBytes(), 'pdf')).toEqual(pdfBytes());
  });

  it('is what checkUpload answers to store, and a broken photo is a content mismatch', () => {
    const checked = checkUpload({ fileName: 'licence.JPG', bytes: phoneJpeg(3) });
    expect(checked).toMatchObject({ ok: true, type: 'jpeg', size: 2 + JFIF.length + 36 + QUANT.length + SCAN.length });
    expect(checked.ok && checked.bytes.toString('latin1')).not.toContain('GPS');
    expect(checkUpload({ fileName: 'licence.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00]) })).toEqual({ ok: false, key: 'upload_content_mismatch' });
  });
});
