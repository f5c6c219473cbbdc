/** English texts of the keys of the employee's own choice of documents (decision 0019); Spanish in the server's seed. */
export const I9_DOCUMENT_CHOICE_MESSAGES_EN: Readonly<Record<string, string>> = {
  i9_choice_status_first: 'Choose your citizenship or immigration status in Section 1 and save it first.',
};
