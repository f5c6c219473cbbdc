import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's location; URLs carry location_code (default 'hq'), data carries location_id. */
@Entity('locations')
@Index('ux_locations_customer_code', ['customer_id', 'location_code'], { unique: true })
export class LocationEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  location_id: number;

  @Column({ type: 'int' })
  customer_id: number;

  /** Lower-case, unique within the customer. */
  @Column({ type: 'varchar', length: 64 })
  location_code: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Free text, several lines (decision 0033). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  /** IANA identifier, one of TIME_ZONES. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  time_zone: string | null;
}
