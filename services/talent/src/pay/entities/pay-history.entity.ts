import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from './money-column';

const money = { type: 'decimal', precision: 12, scale: 2, default: 0, transformer: moneyColumn } as const;
const hours = { type: 'decimal', precision: 8, scale: 2, nullable: true, transformer: moneyColumn } as const;

/**
 * One pay history record (applicant-side §3 "Pay"), written by the payroll import. Dates are kept as
 * 'YYYY-MM-DD' text so MariaDB and SQLite answer the same; details is the JSON list of lines.
 */
@Entity('apl_pay_history')
@Index('ix_apl_pay_history_applicant_date', ['customer_id', 'applicant_id', 'check_date'])
export class PayHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) pay_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) check_date: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) pay_type: string | null;
  @Column({ type: 'varchar', length: 30 }) check_number: string;
  @Column(money) gross_pay: number;
  @Column(money) total_taxes: number;
  @Column(money) total_deductions: number;
  @Column(money) total_benefits: number;
  @Column(money) net_pay: number;
  @Column(money) tax_fed: number;
  @Column(money) tax_ss: number;
  @Column(money) tax_medicare: number;
  @Column({ type: 'varchar', length: 50, nullable: true }) state_tax_name: string | null;
  @Column(money) state_tax: number;
  @Column({ type: 'varchar', length: 50, nullable: true }) local_tax_name: string | null;
  @Column(money) local_tax: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) start_date: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) end_date: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) brn: string | null;
  @Column(hours) sick_time: number | null;
  @Column(hours) covid_leave: number | null;
  @Column(hours) covid_positive_leave: number | null;
  @Column({ type: 'text', nullable: true }) details: string | null;
}
