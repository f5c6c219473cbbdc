import { downloadOriginsOf, frameAncestorsForPage, pageContentSecurityPolicy, referrerPolicyForPage, remoteOrigins } from '../security-headers';

describe('page security policy', () => {
  it('reads the remotes origins from absolute manifest URLs only, without paths or junk', () => {
    expect(
      remoteOrigins({
        applicant: '/remotes/applicant/remoteEntry.js',
        talent: 'https://CDN.example.com/remotes/talent/remoteEntry.js',
        i9_everify: 'https://cdn.example.com/remotes/i9/remoteEntry.js',
        content_admin: 'http://127.0.0.1:8081/remoteEntry.js',
        account_admin: "https://evil.test;script-src 'unsafe-inline'",
      }),
    ).toEqual(['https://cdn.example.com', 'http://127.0.0.1:8081']);
  });

  it('lets only the signing page be framed by our own pages', () => {
    expect(frameAncestorsForPage('/acme/hq/esign/AbC123')).toEqual(["'self'"]);
    expect(frameAncestorsForPage('/acme/hq/esign/AbC123?x=1')).toEqual(["'self'"]);
    for (const url of ['/acme/hq/login', '/acme/hq/documents', '/', '/acme/hq/esign/a/b']) {
      expect(frameAncestorsForPage(url)).toEqual(["'none'"]);
    }
  });

  it('sends no referrer from addresses carrying a credential', () => {
    for (const url of ['/acme/hq/esign/AbC', '/acme/hq/reset-password?token=x', '/acme/hq/sso?code=1&state=2', '/recruiter-tab?customer=acme&launch=t', '/acme/hq/satisfaction-survey?token=abc', '/acme/hq/AbC123_xyzXYZ987654321']) {
      expect(referrerPolicyForPage(url)).toBe('no-referrer');
    }
    for (const url of ['/acme/hq/login', '/acme/hq/my-profile?tab=token', '/', '/acme/hq/interview-satisfaction-survey']) {
      expect(referrerPolicyForPage(url)).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never allows inline or eval scripts, plugins or another base', () => {
    const csp = pageContentSecurityPolicy({ remoteOrigins: ['https://cdn.example.com'], frameAncestors: ["'none'"], websocketOrigin: 'wss://app.example.com' });
    const script = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(script).toBe("'self' https://cdn.example.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("connect-src 'self' wss://app.example.com https://cdn.example.com");
    expect(csp).toMatch(/frame-ancestors 'none'$/);
  });

  it('lets pages show and fetch files from the bucket when download links are presigned S3 links', () => {
    let started = false;
    const s3 = {
      signedUrl: (key: string) => {
        if (!started) {
          throw new Error('not started');
        }
        return `https://files.s3.us-east-1.amazonaws.com/${key}?X-Amz-Signature=abc`;
      },
    };
    const origins = downloadOriginsOf(s3);
    expect(origins()).toEqual([]);
    started = true;
    expect(origins()).toEqual(['https://files.s3.us-east-1.amazonaws.com']);
    expect(downloadOriginsOf({ signedUrl: (key: string) => `/api/v1/files/${key}?signature=x` })()).toEqual([]);
    const csp = pageContentSecurityPolicy({ remoteOrigins: [], frameAncestors: ["'none'"], websocketOrigin: null, downloadOrigins: origins() });
    for (const directive of ['img-src', 'connect-src', 'frame-src']) {
      expect(new RegExp(`${directive} [^;]*https://files\\.s3\\.us-east-1\\.amazonaws\\.com`).test(csp)).toBe(true);
    }
    expect(/script-src [^;]*amazonaws/.test(csp)).toBe(false);
  });
});
