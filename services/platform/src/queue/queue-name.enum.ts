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
}
