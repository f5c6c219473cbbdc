/** Every queue the platform knows. Kebab-case names are also the Redis key segment. */
export enum QueueName {
  Exports = 'exports',
  Transfers = 'transfers',
  AtsSync = 'ats-sync',
  Pdf = 'pdf',
}
