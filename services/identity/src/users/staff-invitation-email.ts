import type { EmailContent, LinkInput } from '../applicant-auth/auth-emails';
import { guestLink } from '../applicant-auth/auth-emails';

export const STAFF_INVITATION_TTL_MINUTES = 7 * 24 * 60;
export const STAFF_INVITATION_TOKEN_KIND = 'staff_invitation';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The invitation a new staff user receives: the link opens accept-invitation, where they choose a password. */
export function staffInvitationEmail(l: LinkInput & { firstName: string; customerName: string; invitedBy: string }): EmailContent {
  const link = guestLink('accept-invitation', l);
  const lines = [
    `Hello ${l.firstName},`,
    `${l.invitedBy} invites you to work for ${l.customerName} in Attest. Open the link below within 7 days and choose a password.`,
  ];
  return {
    subject: `You are invited to ${l.customerName}`,
    text: [...lines, '', link, ''].join('\n'),
    html: lines.map((x) => `<p>${escapeHtml(x)}</p>`).join('') + `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
  };
}
