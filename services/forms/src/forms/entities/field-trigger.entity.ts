import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A value of a field that fires actions on other fields. */
@Entity('edc_field_triggers')
@Index('ix_edc_field_triggers_field', ['field_id'])
export class FieldTriggerEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) trigger_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) field_id: number;
  /** `trigger` is a reserved word in SQL, hence the column name. */
  @Column({ name: 'trigger_value', type: 'varchar', length: 255 }) trigger: string;
}
