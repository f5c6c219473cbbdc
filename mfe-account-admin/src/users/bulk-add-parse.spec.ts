import { parseBulkUsers } from './bulk-add-parse';

describe('parseBulkUsers', () => {
  it('reads comma, semicolon and tab separated lines and skips blank ones', () => {
    const text = 'ann@example.com, Ann, Lee\n\nbob@example.com;Bob;Stone\r\ncat@example.com\tCat\tWu\n';
    expect(parseBulkUsers(text)).toEqual({
      rows: [
        { line: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' },
        { line: 3, email: 'bob@example.com', first_name: 'Bob', last_name: 'Stone' },
        { line: 4, email: 'cat@example.com', first_name: 'Cat', last_name: 'Wu' },
      ],
      unreadable: [],
    });
  });

  it('reports lines without the three values by their line number', () => {
    expect(parseBulkUsers('only@example.com\na@b.co, A, B, extra\nc@d.co, C, D').unreadable).toEqual([1, 2]);
  });
});
