import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff user's named filter of the applicant list (per customer; only its owner lists, uses or deletes it). */
@Entity('staff_saved_filters')
@Index('ux_staff_saved_filters_name', ['customer_id', 'user_id', 'list', 'name'], { unique: true })
export class SavedFilterEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) user_id: number;
  /** Which list the filter belongs to ('applicants' for now). */
  @Column({ type: 'varchar', length: 32 }) list: string;
  @Column({ type: 'varchar', length: 80 }) name: string;
  /** The validated filter as JSON. */
  @Column({ type: 'text' }) filter: string;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
