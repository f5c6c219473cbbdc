import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The stored signed PDF of a request, with the SHA-256 of each template PDF used and of the final file. */
@Entity('edc_signed_documents')
@Index('ix_edc_signed_documents_req', ['customer_id', 'sig_request_id'])
@Index('ix_edc_signed_documents_sha', ['sha256'])
export class SignedDocumentEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) sig_request_id: number;
  @Column({ type: 'varchar', length: 512 }) storage_key: string;
  /** JSON `{ template_id, sha256 }[]`. */
  @Column({ type: 'text', nullable: true }) template_hashes: string | null;
  @Column({ type: 'varchar', length: 64 }) sha256: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) signer_name: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) signature_kind: string | null;
  @Column({ type: 'datetime' }) signed_at: Date;
  @Column({ type: 'datetime' }) created_at: Date;
}
