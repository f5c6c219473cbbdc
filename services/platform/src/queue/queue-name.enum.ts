/** Every queue the platform knows. Kebab-case names are also the Redis key segment. */
export enum QueueName {
  Exports = 'exports',
  Transfers = 'transfers',
  AtsSync = 'ats-sync',
  Pdf = 'pdf',
  /** Record-retention purges (compliance: I-9 records past their retention date). */
  Retention = 'retention',
  /** Every call to E-Verify (compliance: submit, status refresh, photo, notify, refer, close; one case per job). */
  Everify = 'everify',
  /** Bulk imports (applicant: the bulk CSV upload creating applicants in batches). */
  Imports = 'imports',
  /** Emails sent on behalf of a job (identity: applicant invitations queued per row by the bulk upload). */
  Notifications = 'notifications',
  /** Staff schedules' runs and the exports retention (reporting: repeatable jobs, decision 0035). */
  Schedules = 'schedules',
}
