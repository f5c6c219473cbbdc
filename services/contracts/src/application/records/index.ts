export { RECORD_ROWS_MAX, CLIENT_ONLY_ROW_KEYS, type RecordRulesContext } from './record-rules';
export * from './license.schema';
export * from './emergency-contact.schema';
export * from './reference.schema';
export * from './sanitize-html';
