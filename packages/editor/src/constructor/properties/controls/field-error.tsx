/** A field's problem under it, announced as it appears; the value was not written. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="fo-prop__error" role="alert">
      {error}
    </p>
  );
}
