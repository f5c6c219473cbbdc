import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One record of the generic entity store (work history, education ... as configured); `data` holds the record's own fields as JSON. */
@Entity('apl_entity_records')
@Index('ix_apl_entity_records_applicant', ['customer_id', 'applicant_id', 'entity_type'])
export class EntityRecordEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 64 }) entity_type: string;
  @Column({ type: 'text' }) data: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) start_date: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) end_date: string | null;
  /** 0 is a soft delete. */
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
