/** The note types every customer starts with (created on the customer's first read of the list). */
export const DEFAULT_NOTE_TYPES: readonly { code: string; name: string; sort_order: number }[] = [
  { code: 'general', name: 'General', sort_order: 1 },
  { code: 'phone_call', name: 'Phone call', sort_order: 2 },
  { code: 'interview', name: 'Interview', sort_order: 3 },
  { code: 'compliance', name: 'Compliance', sort_order: 4 },
];

/** Longest note body accepted (characters). */
export const NOTE_MAX_LENGTH = 4000;
