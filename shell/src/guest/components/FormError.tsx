/** A form-level error (the server's message), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) {
    return null;
  }
  return (
    <p className="shell-form-error" role="alert">
      {message}
    </p>
  );
}
