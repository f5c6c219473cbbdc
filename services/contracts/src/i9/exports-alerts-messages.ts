/**
 * English texts of the keys the I-9 export, the automatic EAD extension and the daily overdue digest answer
 * or send (services/compliance: submissions/submissions-export*, submissions/ead, alerts). Spread into
 * I9_MESSAGES_EN; Spanish in services/server/src/seed/translations/i9-exports-alerts.es.ts.
 */
export const I9_EXPORTS_ALERTS_MESSAGES_EN: Readonly<Record<string, string>> = {
  // POST /api/v1/submissions/{id}/ead
  i9_ead_not_an_ead: 'The List A or List C document on this Form I-9 is not an Employment Authorization Document (Form I-766).',
  i9_ead_card_mismatch: 'This is not the expiration date recorded for the card in Section 2.',
  i9_ead_reverified: 'The work authorization was reverified in Supplement B: record the new document there.',
  i9_invalid_receipt_number: 'Enter the receipt number as 3 letters and 10 digits, for example IOE0123456789.',
  // The automatic extension categories (staff-side §9), as the card shows them (8 CFR 274a.12): i9_ead_category_<code>.
  i9_ead_category_a03: 'A03: Refugee',
  i9_ead_category_a05: 'A05: Asylee',
  i9_ead_category_a07: 'A07: N-8 or N-9 nonimmigrant',
  i9_ead_category_a08: 'A08: Citizen of Micronesia, the Marshall Islands or Palau',
  i9_ead_category_a10: 'A10: Withholding of deportation or removal granted',
  i9_ead_category_a12: 'A12: Temporary Protected Status granted',
  i9_ead_category_c08: 'C08: Asylum application pending',
  i9_ead_category_c09: 'C09: Adjustment of status application pending',
  i9_ead_category_c10: 'C10: Suspension of deportation or cancellation of removal pending',
  i9_ead_category_c16: 'C16: Registry application pending',
  i9_ead_category_c19: 'C19: Temporary Protected Status applicant',
  i9_ead_category_c20: 'C20: Legalization application pending (Section 210)',
  i9_ead_category_c24: 'C24: LIFE Act legalization application pending',
  i9_ead_category_c31: 'C31: VAWA self-petitioner',
  // The daily digest to the staff who complete Section 2 (alerts/overdue-digest-email.ts).
  i9_alert_subject: 'Form I-9 records that need attention: {{count}}',
  i9_alert_greeting: 'Hello {{name}},',
  i9_alert_intro: 'These Form I-9 records in your locations need attention on {{day}}:',
  i9_alert_count_section1_overdue: 'Section 1 overdue: {{count}}',
  i9_alert_count_section2_overdue: 'Section 2 overdue: {{count}}',
  i9_alert_count_reverify_overdue: 'Reverification overdue: {{count}}',
  i9_alert_count_reverify_due_30: 'Reverification due within 30 days: {{count}}',
  i9_alert_line_section1_overdue: '{{name}}: Section 1 was due {{due}} (business days late: {{days}})',
  i9_alert_line_section2_overdue: '{{name}}: Section 2 was due {{due}} (business days late: {{days}})',
  i9_alert_line_reverify_overdue: '{{name}}: reverification was due {{due}}',
  i9_alert_line_reverify_due_30: '{{name}}: reverification due by {{due}} (days left: {{days}})',
  i9_alert_more: 'Not listed here: {{count}}. Open the I-9 list to see them all.',
  i9_alert_footer: 'You receive this because you complete Section 2 for these locations. Open a link to act on the record.',
};
