/** The emails applicant self-service sends (confirm, reset, invite); pure so the links can be unit tested. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface LinkInput {
  publicUrl: string;
  customerCode: string;
  locationCode: string;
  token: string;
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** `{publicUrl}/{customerCode}/{locationCode}/{page}?token=...` — the guest routes of the shell. */
export function guestLink(page: 'confirmation' | 'reset-password' | 'activate' | 'accept-invitation', l: LinkInput): string {
  const base = l.publicUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(l.customerCode)}/${encodeURIComponent(l.locationCode)}/${page}?token=${encodeURIComponent(l.token)}`;
}

function render(
  subject: string,
  greeting: string,
  lines: string[],
  link: string,
  linkLabel: string,
): EmailContent {
  return {
    subject,
    text: [greeting, '', ...lines, '', link, ''].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
  };
}

export function confirmationEmail(l: LinkInput & { firstName: string; customerName: string }): EmailContent {
  return render(
    `Confirm your email for ${l.customerName}`,
    `Hello ${l.firstName},`,
    ['Please confirm your email address to finish creating your account. The link is valid for 48 hours.'],
    guestLink('confirmation', l),
    'Confirm my email',
  );
}

export function passwordResetEmail(l: LinkInput & { firstName: string; customerName: string }): EmailContent {
  return render(
    `Reset your password for ${l.customerName}`,
    `Hello ${l.firstName},`,
    [
      'Someone asked to reset the password of your account. If it was you, open the link below within 60 minutes.',
      'If it was not you, ignore this email.',
    ],
    guestLink('reset-password', l),
    'Choose a new password',
  );
}

/** A staff invitation: the link opens the activate page, where the applicant chooses a password. */
export function activationEmail(l: LinkInput & { firstName: string; customerName: string }): EmailContent {
  return render(
    `Activate your account with ${l.customerName}`,
    `Hello ${l.firstName},`,
    [
      `${l.customerName} invites you to activate your applicant account. Open the link below within 7 days and choose a password.`,
    ],
    guestLink('activate', l),
    'Activate my account',
  );
}

export const CONFIRMATION_TTL_MINUTES = 48 * 60;
export const ACTIVATION_TTL_MINUTES = 7 * 24 * 60;
export const PASSWORD_RESET_TTL_MINUTES = 60;
