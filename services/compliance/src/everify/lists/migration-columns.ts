// The compliance column builders (one migration for MySQL/MariaDB and SQLite), for the migrations of everify/*/migrations.
export { flag, int, pk, str, text, when } from '../../shared/migration-columns';
