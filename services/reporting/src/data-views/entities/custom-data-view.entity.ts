import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A saved column set and applicant list filter (staff-side §2 "custom data views"); shared with the customer or not. */
@Entity('adm_custom_data_views')
@Index('ix_adm_custom_data_views_customer_user', ['customer_id', 'user_id'])
@Index('ix_adm_custom_data_views_customer_shared', ['customer_id', 'shared'])
export class CustomDataViewEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** The owner: the only one who changes or deletes it. */
  @Column({ type: 'int' }) user_id: number;
  @Column({ type: 'varchar', length: 80 }) name: string;
  /** JSON list of DATA_VIEW_COLUMNS. */
  @Column({ type: 'text' }) columns: string;
  /** JSON ApplicantListFilter. */
  @Column({ type: 'text' }) filter: string;
  @Column({ type: 'tinyint', default: 0 }) shared: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
