import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A submitted value of a field that belongs neither to the applicant record nor to state props. Multi-values join with '||'. */
@Entity('edc_form_values')
@Index('ux_edc_form_values', ['applicant_id', 'template_id', 'field_id'], { unique: true })
export class FormValueEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) template_id: number;
  @Column({ type: 'int' }) field_id: number;
  @Column({ type: 'text', nullable: true }) value: string | null;
  @Column({ type: 'datetime' }) updated_at: Date;
}
