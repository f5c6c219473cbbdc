import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The free-text term of the staff applicant list is a prefix match on first name, last name, email and mobile phone
 * (decision 0020): with an index (customer_id, column) on each (last name and email had one), the four ranges are
 * merged instead of reading all of a customer's applicants (`npm run bench`, 1M applicants).
 */
const INDEXES = [
  new TableIndex({ name: 'ix_applicants_term_first_name', columnNames: ['customer_id', 'first_name'] }),
  new TableIndex({ name: 'ix_applicants_term_mobile_phone', columnNames: ['customer_id', 'mobile_phone'] }),
];

export class AddApplicantTermIndexes1798110000000 implements MigrationInterface {
  name = 'AddApplicantTermIndexes1798110000000';

  async up(q: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await q.createIndex('applicants', index);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) {
      await q.dropIndex('applicants', index.name!);
    }
  }
}
