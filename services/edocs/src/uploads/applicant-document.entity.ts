import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An uploaded applicant document (spec applicant-side §3 "Document upload"); the bytes are in platform storage. */
@Entity('apl_documents')
@Index('ix_apl_documents_applicant', ['customer_id', 'applicant_id', 'created'])
export class ApplicantDocumentEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) document_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  /** The user id of the upload path (/setdocs/{applicantId}/{userId}), when given. */
  @Column({ type: 'int', nullable: true }) user_id: number | null;
  @Column({ type: 'varchar', length: 64 }) doc_type: string;
  @Column({ type: 'int', nullable: true }) template_id: number | null;
  /** JSON list of signature request ids. */
  @Column({ type: 'text', nullable: true }) sig_request_ids: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) field_name: string | null;
  @Column({ type: 'varchar', length: 255 }) file_name: string;
  /** From the content, never from the browser's claim. */
  @Column({ type: 'varchar', length: 128 }) mime: string;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'varchar', length: 64 }) sha256: string;
  @Column({ type: 'varchar', length: 512 }) storage_key: string;
  /** YYYY-MM-DD kept as text: a calendar date with no time zone. */
  @Column({ type: 'varchar', length: 10, nullable: true }) expiration_date: string | null;
  @Column({ type: 'tinyint', default: 0 }) sync_ats: number;
  /** The staff user who uploaded on the applicant's behalf (null for the applicant). */
  @Column({ type: 'int', nullable: true }) uploaded_by: number | null;
  @Column({ type: 'datetime' }) created: Date;
}
