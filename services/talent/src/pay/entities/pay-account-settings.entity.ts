import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An applicant's pay account settings (split pay type); no row means PERCENT. */
@Entity('apl_pay_account_settings')
@Index('ux_apl_pay_account_settings_applicant', ['customer_id', 'applicant_id'], { unique: true })
export class PayAccountSettingsEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 16 }) split_pay_type: string;
  @Column({ type: 'datetime' }) updated: Date;
}
