import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A template in a package, in order. */
@Entity('edc_package_templates')
@Index('ux_edc_package_templates', ['package_id', 'template_id'], { unique: true })
export class PackageTemplateEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) package_id: number;
  @Column({ type: 'int' }) template_id: number;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}
