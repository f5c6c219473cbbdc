import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A dynamic field of a template; the wire shape is DynamicField in @attest/contracts. */
@Entity('edc_fields')
@Index('ix_edc_fields_template', ['customer_id', 'template_id', 'sort_order'])
export class FieldEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) field_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) template_id: number;
  @Column({ type: 'int' }) datatype_id: number;
  @Column({ type: 'varchar', length: 128 }) code: string;
  /** Falls back to code when empty. */
  @Column({ type: 'varchar', length: 128, nullable: true }) name: string | null;
  @Column({ name: 'description', type: 'text', nullable: true }) desc: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) model_field: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) field_type: string | null;
  @Column({ type: 'tinyint', default: 0 }) required: number;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'tinyint', default: 0 }) exclude_from_doc: number;
  @Column({ type: 'tinyint', default: 0 }) allow_clear: number;
  /** FieldParams as JSON. */
  @Column({ type: 'text', nullable: true }) params: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) wfm_default_field: string | null;
  @Column({ type: 'int', nullable: true }) wfm_display_order: number | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) mask: string | null;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'tinyint', default: 0 }) disabled: number;
  /** 0: hidden until a trigger shows it. */
  @Column({ type: 'tinyint', default: 1 }) trigger_show: number;
  @Column({ type: 'varchar', length: 128, nullable: true }) translation_display_key: string | null;
  @Column({ type: 'int', nullable: true }) col_lg_width: number | null;
  @Column({ type: 'int', nullable: true }) col_md_width: number | null;
  @Column({ type: 'int', nullable: true }) col_sm_width: number | null;
}
