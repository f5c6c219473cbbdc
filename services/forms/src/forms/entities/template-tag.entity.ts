import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A tag on a template (tag entity type Template=0). */
@Entity('edc_template_tags')
@Index('ux_edc_template_tags', ['template_id', 'tag'], { unique: true })
export class TemplateTagEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) template_id: number;
  @Column({ type: 'varchar', length: 100 }) tag: string;
}
