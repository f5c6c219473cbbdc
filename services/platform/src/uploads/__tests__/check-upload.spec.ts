import { Readable } from 'stream';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@attest/contracts';
import { checkUpload } from '../check-upload';
import { collectUpload } from '../collect-upload';
import { detectFileType } from '../detect-file-type';
import { docBytes, docxBytes, elfBytes, exeBytes, jpegBytes, pdfBytes, pngBytes, rtfBytes, txtBytes, zipBytes } from '../upload-samples';

describe('detectFileType', () => {
  it.each([
    ['pdf', pdfBytes()],
    ['png', pngBytes()],
    ['jpeg', jpegBytes()],
    ['doc', docBytes()],
    ['docx', docxBytes()],
    ['rtf', rtfBytes()],
    ['txt', txtBytes()],
  ])('recognises %s by content', (type, bytes) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it('does not take a ZIP without word/ entries for a Word document', () => {
    expect(detectFileType(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' }))).toBeNull();
    expect(detectFileType(zipBytes({ 'word/document.xml': '<w/>' }))).toBeNull();
  });

  it('refuses executables and binary data', () => {
    expect(detectFileType(exeBytes())).toBeNull();
    expect(detectFileType(elfBytes())).toBeNull();
    expect(detectFileType(Buffer.from('text with a NUL\0 byte'))).toBeNull();
    expect(detectFileType(Buffer.from([0x68, 0x69, 0xc3, 0x28]))).toBeNull(); // invalid UTF-8
    expect(detectFileType(Buffer.from('bell \x07 character'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('checkUpload', () => {
  it.each([
    ['resume.pdf', pdfBytes(), 'application/pdf'],
    ['photo.PNG', pngBytes(), 'image/png'],
    ['photo.jpg', jpegBytes(), 'image/jpeg'],
    ['photo.jpeg', jpegBytes(), 'image/jpeg'],
    ['letter.doc', docBytes(), 'application/msword'],
    ['letter.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['letter.rtf', rtfBytes(), 'application/rtf'],
    ['notes.txt', txtBytes(), 'text/plain'],
  ])('accepts %s with its mime', (fileName, bytes, mime) => {
    expect(checkUpload({ fileName, bytes })).toEqual(expect.objectContaining({ ok: true, mime, size: bytes.length }));
  });

  it('covers every accepted extension of the contract', () => {
    const samples: Record<string, Buffer> = { '.doc': docBytes(), '.docx': docxBytes(), '.pdf': pdfBytes(), '.txt': txtBytes(), '.rtf': rtfBytes(), '.jpg': jpegBytes(), '.png': pngBytes(), '.jpeg': jpegBytes() };
    for (const ext of UPLOAD_EXTENSIONS) {
      expect(checkUpload({ fileName: `f${ext}`, bytes: samples[ext] }).ok).toBe(true);
    }
  });

  it('refuses extensions outside the list', () => {
    expect(checkUpload({ fileName: 'setup.exe', bytes: exeBytes() })).toEqual({ ok: false, key: 'upload_type_not_accepted' });
    expect(checkUpload({ fileName: 'noextension', bytes: pdfBytes() })).toEqual({ ok: false, key: 'upload_type_not_accepted' });
    expect(checkUpload({ fileName: 'a.png', bytes: pngBytes(), accepted: ['.pdf'] })).toEqual({ ok: false, key: 'upload_type_not_accepted' });
  });

  it('refuses a Windows executable renamed .pdf and a Linux one renamed .docx or .txt', () => {
    expect(checkUpload({ fileName: 'invoice.pdf', bytes: exeBytes() })).toEqual({ ok: false, key: 'upload_content_mismatch' });
    expect(checkUpload({ fileName: 'invoice.pdf', bytes: elfBytes() })).toEqual({ ok: false, key: 'upload_content_mismatch' });
    expect(checkUpload({ fileName: 'invoice.docx', bytes: elfBytes() })).toEqual({ ok: false, key: 'upload_content_mismatch' });
    expect(checkUpload({ fileName: 'invoice.txt', bytes: exeBytes() })).toEqual({ ok: false, key: 'upload_content_mismatch' });
  });

  it('refuses content of another accepted kind (a PNG named .pdf, a PDF named .txt)', () => {
    expect(checkUpload({ fileName: 'a.pdf', bytes: pngBytes() })).toEqual({ ok: false, key: 'upload_content_mismatch' });
    expect(checkUpload({ fileName: 'a.txt', bytes: pdfBytes() })).toEqual({ ok: false, key: 'upload_content_mismatch' });
    expect(checkUpload({ fileName: 'a.jpg', bytes: pdfBytes() })).toEqual({ ok: false, key: 'upload_content_mismatch' });
  });

  it('refuses empty files', () => {
    expect(checkUpload({ fileName: 'a.pdf', bytes: Buffer.alloc(0) })).toEqual({ ok: false, key: 'upload_empty' });
  });

  it('refuses files over the limit, by length or by the reader having cut them', () => {
    expect(checkUpload({ fileName: 'a.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(10)]), maxBytes: 20 })).toEqual({ ok: false, key: 'upload_too_large' });
    expect(checkUpload({ fileName: 'a.pdf', bytes: Buffer.alloc(0), truncated: true })).toEqual({ ok: false, key: 'upload_too_large' });
  });
});

describe('collectUpload', () => {
  it('keeps a file at the limit whole', async () => {
    const chunk = pdfBytes();
    const got = await collectUpload(Readable.from([chunk, chunk]), chunk.length * 2);
    expect(got.truncated).toBe(false);
    expect(got.bytes.equals(Buffer.concat([chunk, chunk]))).toBe(true);
  });

  it('counts a 30 MB + 1 byte stream as too large without keeping its bytes', async () => {
    // One 1 MB chunk handed out again and again: nothing near 30 MB is ever allocated.
    const mb = Buffer.alloc(1024 * 1024, 0x41);
    function* chunks() {
      for (let i = 0; i < 30; i++) {
        yield mb;
      }
      yield Buffer.from('!');
    }
    const got = await collectUpload(Readable.from(chunks()));
    expect(got).toEqual({ bytes: Buffer.alloc(0), size: UPLOAD_MAX_BYTES + 1, truncated: true });
    expect(checkUpload({ fileName: 'big.txt', bytes: got.bytes, truncated: got.truncated })).toEqual({ ok: false, key: 'upload_too_large' });
  });

  it('reports the parser having cut the file', async () => {
    const stream = Object.assign(Readable.from([pdfBytes()]), { truncated: true });
    expect((await collectUpload(stream)).truncated).toBe(true);
  });
});
