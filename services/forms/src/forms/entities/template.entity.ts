import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A form template (spec applicant-side §3 "Form template and fields", staff-side §3 "Template (form)"). */
@Entity('edc_templates')
@Index('ix_edc_templates_customer', ['customer_id', 'active', 'sort_order'])
export class TemplateEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) template_id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** 1–19, see TEMPLATE_TYPE in @attest/contracts. */
  @Column({ type: 'int' }) template_type_id: number;
  @Column({ type: 'int', default: 0 }) template_sort_order: number;
  @Column({ type: 'varchar', length: 128, nullable: true }) external_id: string | null;
  @Column({ type: 'varchar', length: 255 }) name: string;
  /** `desc` is a reserved word in SQL, hence the column name. */
  @Column({ name: 'description', type: 'text', nullable: true }) desc: string | null;
  @Column({ type: 'tinyint', default: 0 }) second_sig_flag: number;
  @Column({ type: 'int', nullable: true }) second_sig_template_id: number | null;
  /** '' means 'dynamic'. */
  @Column({ type: 'varchar', length: 64, default: '' }) directive: string;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'tinyint', default: 0 }) hide_from_applicant: number;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'tinyint', default: 0 }) downloadable: number;
  @Column({ type: 'int', nullable: true }) blueprint_id: number | null;
  @Column({ type: 'varchar', length: 512, nullable: true }) edit_url: string | null;
  @Column({ type: 'tinyint', default: 0 }) require_fed_id: number;
  /** FormParams as a JSON string (the spec sends it as a string). */
  @Column({ type: 'text', nullable: true }) params: string | null;
  @Column({ type: 'tinyint', default: 0 }) isolated_signing: number;
  @Column({ type: 'tinyint', default: 0 }) validated: number;
  @Column({ type: 'text', nullable: true }) validation_info: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) category: string | null;
  /** Storage keys (platform storage) of the PDF and the paper-sign PDF. */
  @Column({ type: 'varchar', length: 512, nullable: true }) pdf_storage_key: string | null;
  @Column({ type: 'varchar', length: 512, nullable: true }) paper_sign_pdf_storage_key: string | null;
  /** FormLayoutSection[] as JSON, or null for sort_order rendering. */
  @Column({ type: 'text', nullable: true }) layout: string | null;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
