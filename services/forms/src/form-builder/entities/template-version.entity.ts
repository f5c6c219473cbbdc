import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A saved version of a template (issue 16, the form builder): the template row, its active fields with
 * codes and triggers, and its layout, as JSON (TemplateVersionSnapshot). Version numbers count from 1 per
 * template; the highest is the template's current version. A signature request keeps the version it was
 * sent with (edc_sig_request_templates.template_version).
 */
@Entity('edc_template_versions')
@Index('ux_edc_template_versions', ['customer_id', 'template_id', 'version'], { unique: true })
export class TemplateVersionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) template_id: number;
  @Column({ type: 'int' }) version: number;
  /** TemplateVersionSnapshot as JSON. */
  @Column({ type: 'text' }) snapshot: string;
  /** What made it: 'builder' (a save), 'field' (a per-field path) or 'send' (pinned when a request was sent). */
  @Column({ type: 'varchar', length: 16 }) source: string;
  @Column({ type: 'int', nullable: true }) created_by: number | null;
  @Column({ type: 'datetime' }) created_at: Date;
}
