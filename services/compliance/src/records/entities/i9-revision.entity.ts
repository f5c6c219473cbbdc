import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '@attest/platform';

export const I9_SECTIONS = ['section1', 'section2', 'supplementB'] as const;
export type I9Section = (typeof I9_SECTIONS)[number];

/**
 * One version of one section of an I-9. A signed revision is never changed: a change after signing is
 * a new revision whose corrects_revision_id names the one it corrects. Only an unsigned draft (or a
 * pending correction) is updated in place. The payload (the section's JSON: names, date of birth, SSN,
 * A-Number, document numbers) is encrypted whole with the field cipher (docs/decisions/0008).
 */
@Entity('i9_revisions')
@Index('ux_i9_revisions_number', ['record_id', 'section', 'revision'], { unique: true })
@Index('ix_i9_revisions_record', ['customer_id', 'record_id'])
export class I9RevisionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'varchar', length: 16 }) section: I9Section;
  /** 1, 2, ... per record and section. */
  @Column({ type: 'int' }) revision: number;
  @Column({ type: 'text', transformer: encryptedColumn }) payload: string;
  @Column({ type: 'varchar', length: 16, nullable: true }) signed_by_party: string | null;
  @Column({ type: 'int', nullable: true }) signed_by_id: number | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) signed_by_name: string | null;
  @Column({ type: 'datetime', nullable: true }) signed_at: Date | null;
  @Column({ type: 'int', nullable: true }) corrects_revision_id: number | null;
  /** Where the last change (or the signature) came from. */
  @Column({ type: 'varchar', length: 45, nullable: true }) ip: string | null;
  @Column({ type: 'varchar', length: 16 }) created_by_party: string;
  @Column({ type: 'int' }) created_by_id: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
