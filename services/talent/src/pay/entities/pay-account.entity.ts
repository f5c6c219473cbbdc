import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '@attest/platform';
import { moneyColumn } from './money-column';

/** An applicant's direct deposit account (applicant-side §3 "Pay"; its fields are decision 0038). */
@Entity('apl_pay_accounts')
@Index('ix_apl_pay_accounts_customer_applicant', ['customer_id', 'applicant_id'])
export class PayAccountEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 10 }) account_type: string;
  @Column({ type: 'varchar', length: 9 }) routing_number: string;
  /** AES-GCM at rest (payroll diversion fraud targets exactly this); answers show the last four digits only. */
  @Column({ type: 'text', transformer: encryptedColumn }) account_number: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) bank_name: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) institution_number: string | null;
  @Column({ type: 'varchar', length: 10 }) disbursement_type: string;
  @Column({ type: 'decimal', precision: 12, scale: 2, nullable: true, transformer: moneyColumn }) amount: number | null;
  /** The order the payroll fills the accounts in (the set's order as saved). */
  @Column({ type: 'int', default: 0 }) priority: number;
  @Column({ type: 'datetime' }) updated: Date;
}
