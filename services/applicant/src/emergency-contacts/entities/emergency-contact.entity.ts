import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Someone to call for the applicant in an emergency. */
@Entity('apl_emergency_contacts')
@Index('ix_apl_emergency_contacts_applicant', ['customer_id', 'applicant_id'])
export class EmergencyContactEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) contact_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) relationship: string | null;
  @Column({ type: 'varchar', length: 32 }) phone: string;
  @Column({ type: 'varchar', length: 254, nullable: true }) email: string | null;
  /** Soft removal: removed rows are kept for the audit trail but never answered. */
  @Column({ type: 'tinyint', default: 0 }) deleted: number;
}
