import { negotiateEncoding } from '../accept-encoding';
import { IMMUTABLE, REVALIDATE, cacheControlFor, isCompressible } from '../cache-policy';

describe('cacheControlFor', () => {
  it.each([
    '/main.49613bb5.js',
    '/588.5a8c7515.js',
    '/remotes/account-admin/main.a839f66a.js',
    '/remotes/applicant/104.3943625d.js?v=1',
  ])('keeps the content-hashed %s for a year', (url) => expect(cacheControlFor(url)).toBe(IMMUTABLE));

  it.each([
    '/index.html',
    '/',
    '/acme/hq/login',
    '/remotes/applicant/remoteEntry.js',
    '/remotes/applicant/mf-manifest.json',
    '/recruiter-tab',
    '/remotes/talent/',
    '/favicon.ico',
    '/main.js',
  ])('revalidates %s on every use', (url) => expect(cacheControlFor(url)).toBe(REVALIDATE));
});

describe('isCompressible', () => {
  it('compresses text, scripts, JSON and SVG but not images or archives', () => {
    expect(
      [
        'application/javascript; charset=utf-8',
        'text/html; charset=utf-8',
        'application/json',
        'text/css',
        'image/svg+xml',
      ].every(isCompressible),
    ).toBe(true);
    expect(
      ['image/png', 'application/pdf', 'application/zip', 'font/woff2', undefined].some(isCompressible),
    ).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['deflate', null],
    [' BR ; q=1 ', 'br'],
  ])('Accept-Encoding %p -> %p', (header, expected) => expect(negotiateEncoding(header)).toBe(expected));

  it('reads a header sent twice', () => expect(negotiateEncoding(['gzip', 'br'])).toBe('br'));
});
