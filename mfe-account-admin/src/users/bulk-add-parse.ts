/** One line of the pasted list that could be read: `email, first name, last name`. */
export interface BulkRow {
  line: number;
  email: string;
  first_name: string;
  last_name: string;
}

export interface BulkParse {
  rows: BulkRow[];
  /** Line numbers (1-based) that do not have the three values. */
  unreadable: number[];
}

/**
 * Reads a pasted list, one person a line: `email, first name, last name`. Commas, semicolons or tabs
 * separate the values (a spreadsheet paste has tabs); blank lines are skipped.
 */
export function parseBulkUsers(text: string): BulkParse {
  const rows: BulkRow[] = [];
  const unreadable: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') {
      return;
    }
    const parts = raw.split(/[,;\t]/).map((p) => p.trim());
    const [email, first_name, last_name, ...rest] = parts;
    if (!email || !first_name || !last_name || rest.some((p) => p !== '')) {
      unreadable.push(i + 1);
      return;
    }
    rows.push({ line: i + 1, email, first_name, last_name });
  });
  return { rows, unreadable };
}
