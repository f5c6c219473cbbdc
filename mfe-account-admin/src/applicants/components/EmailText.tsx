import { Fragment } from 'react';

/**
 * An email that a narrow table column may wrap after its '@' and dots (never inside a word), so the column is not
 * squeezed to a few letters a line (use with the .aa-email cell class).
 */
export function EmailText({ email }: { email: string | null | undefined }) {
  const parts = (email ?? '').split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
