import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A template of a signature request: its order, whether the form is filled, the uploaded file. */
@Entity('edc_sig_request_templates')
@Index('ux_edc_sig_request_templates', ['sig_request_id', 'template_id'], { unique: true })
export class SigRequestTemplateEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) sig_request_id: number;
  @Column({ type: 'int' }) template_id: number;
  @Column({ type: 'int', default: 0 }) template_sort_order: number;
  @Column({ type: 'tinyint', default: 0 }) form_complete: number;
  /** Storage key of the uploaded file (paper-sign / file-upload templates). */
  @Column({ type: 'varchar', length: 512, nullable: true }) upload_key: string | null;
  @Column({ type: 'datetime', nullable: true }) uploaded_at: Date | null;
  /** enable_re_use_of_signed_forms: the (origin) request whose signed form this link re-uses. */
  @Column({ type: 'int', nullable: true }) reused_from_sig_request_id: number | null;
  /** The template version it was sent with (edc_template_versions); null: sent before versions, reads the live template. */
  @Column({ type: 'int', nullable: true }) template_version: number | null;
}
