// The browser build of csv-parse (package export "./browser/esm/sync"), which the repo's "node" module
// resolution does not look up through the package's exports map.
declare module 'csv-parse/browser/esm/sync' {
  export function parse(input: string, options?: Record<string, unknown>): unknown[];
}
