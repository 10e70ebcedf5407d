import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardTexts, type LoginBody, type SignupBody, type User } from '@folio/model';
import { queryKeys, useApi } from '../app/queries';
import { checkAuthForm, noProblems, problemsOfError, type AuthField, type AuthMode, type AuthProblems } from './auth-problems';

const EMPTY = { name: '', email: '', password: '' };

/**
 * Sign in and sign up (POST /api/auth/login, /api/auth/signup). The fields are checked with the server's schemas first;
 * each problem is told beside its field (and the first such field takes the focus), the server's refusal above the
 * button. Success stores the user: the app shows the screen of the address it is on.
 */
export function AuthForm({ mode, onModeChange }: { mode: AuthMode; onModeChange: (mode: AuthMode) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<AuthProblems>(noProblems);
  const [showPassword, setShowPassword] = useState(false);
  const signUp = mode === 'signUp';

  const submit = useMutation({
    mutationFn: (body: SignupBody | LoginBody): Promise<User> => ('name' in body ? api.signUp(body) : api.logIn(body)),
    onSuccess: (user) => {
      queryClient.removeQueries({ queryKey: queryKeys.projects });
      queryClient.setQueryData(queryKeys.me, user);
    },
    onError: (error) => showProblems(problemsOfError(error)),
  });

  function showProblems(found: AuthProblems) {
    setProblems(found);
    const first = (['name', 'email', 'password'] as const).find((field) => found.fields[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAuthForm(mode, values);
    if ('problems' in checked) return showProblems(checked.problems);
    setProblems(noProblems);
    submit.mutate(checked.body);
  }

  function switchMode() {
    setProblems(noProblems);
    submit.reset();
    onModeChange(signUp ? 'signIn' : 'signUp');
  }

  const field = (name: AuthField, label: string, input: { type: string; autoComplete: string }, hint?: string) => {
    const error = problems.fields[name];
    const describedBy = [hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className="fo-field">
        <label className="fo-field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="fo-input"
          name={name}
          {...input}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className="fo-field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="fo-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const busyText = signUp ? dashboardTexts.creatingAccount : dashboardTexts.signingIn;
  return (
    <form ref={form} className="fo-auth" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fo-auth__title">
        {signUp ? dashboardTexts.signUpTitle : dashboardTexts.signInTitle}
      </h2>
      {signUp && field('name', dashboardTexts.name, { type: 'text', autoComplete: 'name' })}
      {field('email', dashboardTexts.email, { type: 'email', autoComplete: 'email' })}
      {field('password', dashboardTexts.password, { type: showPassword ? 'text' : 'password', autoComplete: signUp ? 'new-password' : 'current-password' }, signUp ? dashboardTexts.passwordHint : undefined)}
      <label className="fo-check">
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
        {dashboardTexts.showPassword}
      </label>
      <div role="alert" className="fo-auth__alert">
        {problems.message && <p className="fo-form-error">{problems.message}</p>}
      </div>
      <button type="submit" className="fo-button fo-button--primary fo-button--wide" disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
        {submit.isPending ? busyText : signUp ? dashboardTexts.createAccount : dashboardTexts.signIn}
      </button>
      <p className="fo-auth__switch">
        {signUp ? dashboardTexts.haveAccount : dashboardTexts.noAccount}{' '}
        <button type="button" className="fo-link-button" onClick={switchMode}>
          {signUp ? dashboardTexts.signIn : dashboardTexts.signUp}
        </button>
      </p>
    </form>
  );
}
