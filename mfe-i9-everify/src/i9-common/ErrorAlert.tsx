/** A message that went wrong (a refused save, a failed load), announced when it appears. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) {
    return null;
  }
  return (
    <p role="alert" className="i9-error">
      {message}
    </p>
  );
}
