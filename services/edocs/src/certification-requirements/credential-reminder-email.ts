/** The email an applicant gets when a credential expires soon, has expired, or is still awaited (English; decision 0039). */
export function credentialReminderEmail(p: { firstName: string | null; credentialName: string; kind: 'expiring' | 'expired' | 'requested'; expirationDate: string | null }) {
  const what = {
    expiring: `Your ${p.credentialName} expires on ${p.expirationDate ?? ''}. Please upload a current one before then.`,
    expired: `Your ${p.credentialName} expired on ${p.expirationDate ?? ''}. Please upload a current one.`,
    requested: `Please upload your ${p.credentialName}.`,
  }[p.kind];
  const subject = { expiring: `Your ${p.credentialName} expires soon`, expired: `Your ${p.credentialName} has expired`, requested: `Please upload your ${p.credentialName}` }[p.kind];
  return { subject, text: [`Hello${p.firstName ? ` ${p.firstName}` : ''},`, what, 'Sign in and open Credentials to upload it.', ''].join('\n') };
}
