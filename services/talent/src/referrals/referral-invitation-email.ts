const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The email a referred person receives: who referred them, to which company, and where to sign up. */
export function referralInvitationEmail(p: { firstName: string | null; referrer: string; customerName: string; link: string }) {
  const lines = [
    `Hello${p.firstName ? ` ${p.firstName}` : ''},`,
    `${p.referrer} thinks you would be a great fit at ${p.customerName} and invites you to apply. Open the link below to sign up.`,
  ];
  return {
    subject: `${p.referrer} invites you to apply at ${p.customerName}`,
    text: [...lines, '', p.link, ''].join('\n'),
    html: lines.map((x) => `<p>${escapeHtml(x)}</p>`).join('') + `<p><a href="${escapeHtml(p.link)}">Sign up</a></p>`,
  };
}
