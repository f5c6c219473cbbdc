// Integration tests boot a real Nest app on a fresh MariaDB database (migrations included): on a busy
// 2-core CI machine that alone can pass Jest's 5 s default. Tests that need more set their own.
jest.setTimeout(60_000);
