const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The notice sent to the applicant on every direct deposit change, so a diversion by someone else
 * is noticed before payday. It names no account number, only the masked ones now on file.
 */
export function directDepositChangedEmail(p: { firstName: string | null; customerName: string; accounts: string[]; when: Date; byStaff: boolean }) {
  const lines = [
    `Hello${p.firstName ? ` ${p.firstName}` : ''},`,
    `Your direct deposit details at ${p.customerName} were changed on ${p.when.toUTCString()}.`,
    ...(p.byStaff ? [`The change was made for you by a member of staff at ${p.customerName}.`] : []),
    p.accounts.length ? `Accounts now on file: ${p.accounts.join(', ')}.` : 'No direct deposit account is on file now.',
    'If you did not make this change, contact your recruiter right away.',
  ];
  return {
    subject: 'Your direct deposit changed',
    text: [...lines, ''].join('\n'),
    html: lines.map((x) => `<p>${escapeHtml(x)}</p>`).join(''),
  };
}
