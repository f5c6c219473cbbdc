import { ssoCallbackUrl, ssoValuesOf, toSsoBody } from './sso-values';

const stored = {
  enable: true,
  issuer: 'https://id.example.com',
  client_id: 'portal',
  client_secret_set: true,
  disable_password_login: false,
  logout_url: null,
};

describe('sso-values', () => {
  it('starts the secret empty and sends it only when typed or removed; an empty logout URL is null', () => {
    const values = ssoValuesOf('staff', stored);
    expect(values.staff).toMatchObject({ client_secret: '', remove_secret: false, logout_url: '' });
    expect(toSsoBody('staff', values)).toEqual({
      staff: {
        enable: true,
        issuer: 'https://id.example.com',
        client_id: 'portal',
        disable_password_login: false,
        logout_url: null,
      },
    });
    expect(
      toSsoBody('staff', { staff: { ...values.staff!, client_secret: ' s3cret ' } }).staff?.client_secret,
    ).toBe(' s3cret ');
    expect(
      toSsoBody('staff', { staff: { ...values.staff!, remove_secret: true } }).staff?.client_secret,
    ).toBe('');
  });

  it('builds the callback URLs the server registers (sso.controller.ts)', () => {
    expect(ssoCallbackUrl('https://portal.example.com', 'acme', 'staff')).toBe(
      'https://portal.example.com/api/v1/sso/acme/callback',
    );
    expect(ssoCallbackUrl('https://portal.example.com', 'a b', 'applicant')).toBe(
      'https://portal.example.com/api/v1/sso/a%20b/applicant/callback',
    );
  });
});
