/** A message that went wrong (a refused save, a failed export), announced when it appears. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) {
    return null;
  }
  return (
    <p role="alert" className="aa-error">
      {message}
    </p>
  );
}
