import { isUniqueViolation } from '../unique-violation';

describe('isUniqueViolation', () => {
  it('recognises MySQL/MariaDB and SQLite duplicate keys, directly or wrapped by TypeORM', () => {
    expect(isUniqueViolation({ driverError: { code: 'ER_DUP_ENTRY', errno: 1062 } })).toBe(true);
    expect(isUniqueViolation({ code: 'ER_DUP_ENTRY' })).toBe(true);
    expect(isUniqueViolation({ driverError: { code: 'SQLITE_CONSTRAINT_UNIQUE' } })).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation({ driverError: { code: 'ER_NO_SUCH_TABLE', errno: 1146 } })).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
