import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { loadConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { createApp } from '../../http/create-app';
import { STORAGE, type StorageService } from '../storage.types';
import { StorageModule } from '../storage.module';

describe('FilesController (GET /api/v1/files/*)', () => {
  let app: NestFastifyApplication;
  let storage: StorageService;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-files-'));
    const config = { ...loadConfig({ ATTEST_VAR_DIR: root }), storageDir: root };
    @Module({ imports: [ConfigModule.forRoot(config), StorageModule.forRoot()] })
    class FilesTestModule {}
    app = await createApp(FilesTestModule, config, { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    storage = app.get<StorageService>(STORAGE);
    await storage.put('exports/7/abc123.csv', Buffer.from('id,name\n1,Zoë\n'));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('streams the file as an attachment with a type from the extension', async () => {
    const res = await get(storage.signedUrl('exports/7/abc123.csv', { ttlSeconds: 60, filename: 'Applicants – März.csv' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('id,name\n1,Zoë\n');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Applicants _ M_rz.csv"; filename*=UTF-8''Applicants%20%E2%80%93%20M%C3%A4rz.csv`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 403 link_expired_or_invalid for a tampered, expired or incomplete link', async () => {
    const url = storage.signedUrl('exports/7/abc123.csv', { ttlSeconds: 60, filename: 'a.csv' });
    const expected = { statusCode: 403, error: 'Forbidden', messageKey: 'link_expired_or_invalid' };
    for (const bad of [
      url.replace('filename=a.csv', 'filename=b.csv'),
      url.replace(/expires=\d+/, 'expires=1000'),
      url.replace('exports/7/', 'exports/8/'),
      url.split('&signature=')[0],
      '/api/v1/files/exports/7/abc123.csv',
    ]) {
      const res = await get(bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 403 });
      expect(res.json()).toEqual(expected);
    }
  });

  it('answers 403 for a traversal attempt and never leaves the storage root', async () => {
    const res = await get('/api/v1/files/exports/..%2F..%2Fetc/passwd?expires=99999999999&filename=p&signature=' + '0'.repeat(64));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ messageKey: 'link_expired_or_invalid' });
  });

  it('answers 404 file_not_found for a valid link to a missing file', async () => {
    const res = await get(storage.signedUrl('exports/7/gone.csv', { ttlSeconds: 60, filename: 'gone.csv' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', messageKey: 'file_not_found' });
  });
});
