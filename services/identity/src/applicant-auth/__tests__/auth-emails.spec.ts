import { activationEmail, confirmationEmail, guestLink, passwordResetEmail } from '../auth-emails';

const link = { publicUrl: 'https://attest.example/', customerCode: 'acme', locationCode: 'hq', token: 'abc_DEF-123' };

describe('auth emails', () => {
  it('builds guest links under /{customerCode}/{locationCode}/', () => {
    expect(guestLink('confirmation', link)).toBe('https://attest.example/acme/hq/confirmation?token=abc_DEF-123');
    expect(guestLink('reset-password', { ...link, locationCode: 'west side' })).toBe(
      'https://attest.example/acme/west%20side/reset-password?token=abc_DEF-123',
    );
  });

  it('puts the link in both text and html, escaping names in html', () => {
    const mail = confirmationEmail({ ...link, firstName: '<b>Ann</b>', customerName: 'Acme & Co' });
    expect(mail.subject).toBe('Confirm your email for Acme & Co');
    expect(mail.text).toContain('https://attest.example/acme/hq/confirmation?token=abc_DEF-123');
    expect(mail.text).toContain('Hello <b>Ann</b>,');
    expect(mail.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://attest.example/acme/hq/confirmation?token=abc_DEF-123"');
  });

  it('sends the reset link to the reset-password page', () => {
    const mail = passwordResetEmail({ ...link, firstName: 'Ann', customerName: 'Acme' });
    expect(mail.text).toContain('/acme/hq/reset-password?token=abc_DEF-123');
    expect(mail.text).toContain('60 minutes');
  });

  it('sends the invitation link to the activate page', () => {
    const mail = activationEmail({ ...link, locationCode: 'west', firstName: 'Ann', customerName: 'Acme' });
    expect(mail.subject).toBe('Activate your account with Acme');
    expect(mail.text).toContain('https://attest.example/acme/west/activate?token=abc_DEF-123');
    expect(mail.html).toContain('href="https://attest.example/acme/west/activate?token=abc_DEF-123"');
  });
});
