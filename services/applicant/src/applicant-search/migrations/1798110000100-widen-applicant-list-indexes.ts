import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The staff applicant list at 1M applicants (`npm run bench`, decision 0020): the status and location indexes also
 * carry the other of the two columns, so the count of a status + location + registered-between filter is read from
 * the index alone, without a row look-up per match.
 */
const WIDENED: [TableIndex, TableIndex][] = [
  [
    new TableIndex({ name: 'ix_applicants_list_status', columnNames: ['customer_id', 'current_application_status', 'date_registered'] }),
    new TableIndex({ name: 'ix_applicants_list_status_loc', columnNames: ['customer_id', 'current_application_status', 'date_registered', 'location_id'] }),
  ],
  [
    new TableIndex({ name: 'ix_applicants_list_location', columnNames: ['customer_id', 'location_id', 'date_registered'] }),
    new TableIndex({ name: 'ix_applicants_list_location_st', columnNames: ['customer_id', 'location_id', 'date_registered', 'current_application_status'] }),
  ],
];

export class WidenApplicantListIndexes1798110000100 implements MigrationInterface {
  name = 'WidenApplicantListIndexes1798110000100';

  async up(q: QueryRunner): Promise<void> {
    for (const [before, after] of WIDENED) {
      await q.createIndex('applicants', after);
      await q.dropIndex('applicants', before.name!);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [before, after] of [...WIDENED].reverse()) {
      await q.createIndex('applicants', before);
      await q.dropIndex('applicants', after.name!);
    }
  }
}
