import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** show | hide | enable | disable on a target (a field when action_target_type is 'field'). */
@Entity('edc_field_trigger_actions')
@Index('ix_edc_field_trigger_actions_trigger', ['trigger_id'])
export class FieldTriggerActionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) action_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) trigger_id: number;
  @Column({ type: 'varchar', length: 32, default: 'field' }) action_target_type: string;
  @Column({ type: 'int' }) action_target_id: number;
  @Column({ type: 'varchar', length: 16 }) action: string;
}
