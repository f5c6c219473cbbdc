import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An applicant's referral of someone they know (applicant-side §3 "Referral"; status Pending 0, Sent 1, Viewed 2, SignedUp 3). */
@Entity('apl_referrals')
@Index('ix_apl_referrals_customer_created', ['customer_id', 'created'])
@Index('ix_apl_referrals_customer_applicant', ['customer_id', 'applicant_id'])
export class ReferralEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) ref_id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** The referring applicant. */
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'datetime' }) created: Date;
  @Column({ type: 'varchar', length: 100, nullable: true }) first_name: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) last_name: string | null;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) phone: string | null;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'int', default: 0 }) status: number;
  @Column({ type: 'datetime', nullable: true }) sent_at: Date | null;
  /** When the referred person first opened the invitation link. */
  @Column({ type: 'datetime', nullable: true }) viewed_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) accepted_at: Date | null;
  /** The applicant the referred person became, once they accepted. */
  @Column({ type: 'int', nullable: true }) referred_applicant_id: number | null;
}
