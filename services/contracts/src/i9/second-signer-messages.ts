/**
 * English texts of the authorized representative's (second signer's) message keys: the compliance service's
 * answers about the guest link and the review, and the invitation it sends by email or text message
 * (services/compliance/src/second-signer). Spread into I9_MESSAGES_EN; Spanish in the server's seed
 * (i9-second-signer.es.ts). Parameters use i18next interpolation ({{name}}).
 */
export const SECOND_SIGNER_MESSAGES_EN: Readonly<Record<string, string>> = {
  i9_second_signer_link_unknown:
    'This link is not valid. Check that you opened the whole link from the message.',
  i9_second_signer_link_expired: 'This link has expired. Ask the employer to send you a new one.',
  i9_second_signer_link_used: 'This link has been used: Section 2 of this Form I-9 is already signed.',
  i9_second_signer_not_ready: 'The employee has not signed Section 1 yet: the link will work once they have.',
  i9_second_signer_already_signed: 'The authorized representative has already signed Section 2.',
  i9_second_signer_needs_contact: 'Choose email or text message to send the link.',
  i9_no_representative: 'No authorized representative has been chosen for this Form I-9.',
  i9_no_review_pending: 'There is no Section 2 waiting for review.',
  i9_second_signer_email_subject: 'Form I-9: please examine the documents of {{employee}} for {{employer}}',
  i9_second_signer_email_body:
    'Hello {{name}},\n\n{{employee}} named you to act for {{employer}}: meet them in person, examine their original identity and employment authorization documents, and complete and sign Section 2 of their Form I-9. Open the link below within {{days}} days.',
  i9_second_signer_sms:
    '{{employer}}: please complete Form I-9 Section 2 for {{employee}} within {{days}} days: {{link}}',
};
