/**
 * STATE-type fields: the first 2 characters of the name are the state code and the text after the 3rd
 * character is the property (the 3rd is a separator, e.g. 'CA_allowances'). Null when the name is too short.
 */
export function parseStateFieldName(name: string): { state: string; prop: string } | null {
  if (name.length < 4) {
    return null;
  }
  return { state: name.slice(0, 2), prop: name.slice(3) };
}
