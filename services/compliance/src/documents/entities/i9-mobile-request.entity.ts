import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type MobileRequestStatus = 'pending' | 'verified' | 'locked';

/**
 * "Continue on your phone": the desktop asks for the pictures of one document to be taken on a phone
 * (decision 0010). The link's id and the upload token are random and stored only as SHA-256; the 6-digit
 * code is stored hashed with the id, so the table alone cannot check a guess.
 */
@Entity('i9_mobile_requests')
@Index('ux_i9_mobile_requests_id_hash', ['id_hash'], { unique: true })
@Index('ix_i9_mobile_requests_record', ['customer_id', 'record_id'])
export class I9MobileRequestEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'varchar', length: 64 }) id_hash: string;
  @Column({ type: 'varchar', length: 64 }) code_hash: string;
  @Column({ type: 'varchar', length: 1 }) list: string;
  @Column({ type: 'int' }) doc_index: number;
  @Column({ type: 'varchar', length: 16 }) status: MobileRequestStatus;
  /** Wrong codes so far; the 5th locks the request. */
  @Column({ type: 'int', default: 0 }) attempts: number;
  /** Who asked (the phone acts for them in the trail). */
  @Column({ type: 'varchar', length: 16 }) created_by_party: string;
  @Column({ type: 'int' }) created_by_id: number;
  @Column({ type: 'varchar', length: 200, nullable: true }) created_by_name: string | null;
  @Column({ type: 'int', nullable: true }) acting_user_id: number | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) token_hash: string | null;
  @Column({ type: 'datetime', nullable: true }) token_expires_at: Date | null;
  @Column({ type: 'datetime' }) expires_at: Date;
  @Column({ type: 'datetime', nullable: true }) verified_at: Date | null;
  @Column({ type: 'datetime' }) created_at: Date;
}
