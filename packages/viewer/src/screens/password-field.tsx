import type { InputHTMLAttributes } from 'react';

/**
 * A labelled password field with its error line below (an alert, tied to the field when shown): the
 * project and page password forms and the sign-in form share it.
 */
export function PasswordField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <>
      <label className="fo-form__label" htmlFor={`${id}p`}>
        {label}
      </label>
      <input
        id={`${id}p`}
        className="fo-input"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}e` : undefined}
        {...input}
      />
      <p id={`${id}e`} className="fo-form__error" role="alert">
        {error}
      </p>
    </>
  );
}
