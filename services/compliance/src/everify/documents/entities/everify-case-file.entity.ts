import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** upload: a document staff added to the case; fan / referral: a letter the product made; bundle: a ZIP asked for download. */
export type CaseFileKind = 'upload' | 'fan' | 'referral' | 'bundle';
/** queued: a job makes it; ready: the bytes are stored; failed: the job gave up (error holds the key). */
export type CaseFileState = 'queued' | 'ready' | 'failed';

/**
 * One file of an E-Verify case (issue 13): an uploaded document, a Further Action Notice or Referral Date
 * Confirmation in English or Spanish, or a ZIP of the case made on the queue. The bytes live in storage sealed
 * (documents/image-vault.ts); this row says whose, what and in which state. Never holds an SSN.
 */
@Entity('everify_case_files')
@Index('ix_everify_case_files_case', ['customer_id', 'case_id', 'kind'])
export class EverifyCaseFileEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) case_id: number;
  @Column({ type: 'varchar', length: 16 }) kind: CaseFileKind;
  /** en / es for the letters. */
  @Column({ type: 'varchar', length: 2, nullable: true }) lang: string | null;
  /** The download name (an upload's name is cleaned of paths and control characters). */
  @Column({ type: 'varchar', length: 200 }) file_name: string;
  /** From the bytes, not from the browser. */
  @Column({ type: 'varchar', length: 64 }) content_type: string;
  @Column({ type: 'int', nullable: true }) size: number | null;
  /** Of the file as made or uploaded (before sealing). */
  @Column({ type: 'varchar', length: 64, nullable: true }) sha256: string | null;
  /** Never answered; set once the bytes are stored. */
  @Column({ type: 'varchar', length: 255, nullable: true }) storage_key: string | null;
  @Column({ type: 'varchar', length: 16 }) state: CaseFileState;
  @Column({ type: 'varchar', length: 100, nullable: true }) job_id: string | null;
  /** The real-time event the job reports on ({progress}, then {url, filename} or {error}). */
  @Column({ type: 'varchar', length: 160, nullable: true }) event_name: string | null;
  /** Message key of a failure. */
  @Column({ type: 'varchar', length: 64, nullable: true }) error: string | null;
  @Column({ type: 'varchar', length: 16 }) created_by_party: string;
  @Column({ type: 'int' }) created_by_id: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime', nullable: true }) ready_at: Date | null;
}
