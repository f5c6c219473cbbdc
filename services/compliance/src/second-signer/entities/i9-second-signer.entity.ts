import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuthRepContact } from '@attest/contracts';
import { encryptedColumn } from '@attest/platform';

/**
 * pending: chosen, no link sent yet (Section 1 unsigned, or "assign later"); invited: a link is out;
 * opened: the representative opened it; signed: they signed Section 2 (staff review it); reviewed: staff
 * accepted it; revoked: staff took Section 2 back (docs/decisions/0009).
 */
export const SECOND_SIGNER_STATUSES = ['pending', 'invited', 'opened', 'signed', 'reviewed', 'revoked'] as const;
export type SecondSignerStatus = (typeof SECOND_SIGNER_STATUSES)[number];

/**
 * The authorized representative (second signer) of one I-9: who examines the employee's documents in
 * person and completes Section 2 for the employer. One row per record, replaced when the representative
 * changes. Names and contacts are a third party's personal data: encrypted at rest, answered masked. The
 * link's token is stored only as its SHA-256; a new link replaces the hash, so the old link stops working.
 */
@Entity('i9_second_signers')
@Index('ux_i9_second_signers_record', ['customer_id', 'record_id'], { unique: true })
@Index('ux_i9_second_signers_token', ['token_hash'], { unique: true })
export class I9SecondSignerEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) first_name: string | null;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) last_name: string | null;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) email: string | null;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) mobile: string | null;
  /** Spec: Email '0', SMS '1', AssignLater '2'. */
  @Column({ type: 'varchar', length: 1 }) contact_method: AuthRepContact;
  @Column({ type: 'varchar', length: 16 }) status: SecondSignerStatus;
  /** sha256Hex of the link's token; null while no link is out. */
  @Column({ type: 'varchar', length: 64, nullable: true }) token_hash: string | null;
  @Column({ type: 'datetime', nullable: true }) token_expires_at: Date | null;
  /** When the link was used to sign Section 2 (it then answers 410 i9_second_signer_link_used). */
  @Column({ type: 'datetime', nullable: true }) used_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) invited_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) last_activity_at: Date | null;
  /** Who sent the last link: 'applicant' (their choice or their Section 1 signature) or 'user' (staff). */
  @Column({ type: 'varchar', length: 16, nullable: true }) invited_by_party: string | null;
  @Column({ type: 'int', nullable: true }) invited_by_id: number | null;
  /** Staff's reason when they sent Section 2 back (free text: encrypted). */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) review_note: string | null;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
