import { ssoSettingsSchema } from './staff-sign-in';

const check = (issuer: string) => ssoSettingsSchema.isValid({ staff: { issuer } });

describe('SSO settings issuer URL', () => {
  it('takes http(s) URLs with any host, a provider inside the network included', async () => {
    expect(await check('https://login.example.com/realms/acme')).toBe(true);
    expect(await check('http://localhost:8080')).toBe(true);
    expect(await check('http://oidc:9000/')).toBe(true);
  });

  it('refuses other schemes and text that is not a URL', async () => {
    expect(await check('ftp://example.com')).toBe(false);
    expect(await check('javascript:alert(1)')).toBe(false);
    expect(await check('not a url')).toBe(false);
  });
});
