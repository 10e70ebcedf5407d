import { useState } from 'react';
import { dashboardTexts } from '@folio/model';
import { useDocumentTitle } from '../app/document-title';
import { CheckIcon, FolioMark } from '../app/icons';
import { AuthForm } from './auth-form';
import type { AuthMode } from './auth-problems';

/** `/` (and any app address) for a visitor who is not signed in: what Folio is, and sign in or sign up. */
export function WelcomeScreen() {
  const [mode, setMode] = useState<AuthMode>('signIn');
  useDocumentTitle(mode === 'signUp' ? dashboardTexts.signUp : dashboardTexts.signIn);
  return (
    <div className="fo-welcome">
      <header className="fo-welcome__top">
        <span className="fo-brand">
          <FolioMark />
          <span>{dashboardTexts.appName}</span>
        </span>
      </header>
      <main className="fo-welcome__main">
        <section className="fo-welcome__intro">
          <h1 className="fo-welcome__title">{dashboardTexts.welcomeTitle}</h1>
          <p className="fo-welcome__lead">{dashboardTexts.welcomeLead}</p>
          <ul className="fo-welcome__features">
            {dashboardTexts.welcomeFeatures.map((feature) => (
              <li key={feature}>
                <span className="fo-welcome__tick">
                  <CheckIcon />
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <WelcomeArt />
        </section>
        <section className="fo-welcome__panel">
          <AuthForm mode={mode} onModeChange={setMode} />
        </section>
      </main>
    </div>
  );
}

/** A few pages of a magazine, drawn: decoration only. */
function WelcomeArt() {
  return (
    <svg className="fo-welcome__art" viewBox="0 0 420 200" aria-hidden="true" focusable="false">
      <g transform="translate(10 24) rotate(-6 70 80)">
        <rect width="140" height="170" rx="10" fill="#fff" stroke="#d9dee6" />
        <rect x="14" y="14" width="112" height="74" rx="6" fill="#a8dadc" />
        <circle cx="46" cy="46" r="14" fill="#f1faee" />
        <path d="M14 88l36-30 26 20 22-14 28 24z" fill="#457b9d" />
        <rect x="14" y="102" width="90" height="9" rx="4" fill="#1d3557" />
        <rect x="14" y="120" width="112" height="6" rx="3" fill="#cbd3de" />
        <rect x="14" y="133" width="96" height="6" rx="3" fill="#cbd3de" />
      </g>
      <g transform="translate(140 8)">
        <rect width="140" height="180" rx="10" fill="#fff" stroke="#d9dee6" />
        <rect x="14" y="16" width="70" height="10" rx="5" fill="#1d3557" />
        <rect x="14" y="36" width="112" height="6" rx="3" fill="#cbd3de" />
        <rect x="14" y="48" width="100" height="6" rx="3" fill="#cbd3de" />
        <rect x="14" y="66" width="112" height="70" rx="6" fill="#e63946" opacity="0.85" />
        <rect x="14" y="148" width="54" height="18" rx="9" fill="#1d3557" />
      </g>
      <g transform="translate(272 26) rotate(6 70 80)">
        <rect width="140" height="170" rx="10" fill="#fff" stroke="#d9dee6" />
        <rect x="14" y="14" width="52" height="52" rx="26" fill="#f1c453" />
        <rect x="76" y="22" width="50" height="8" rx="4" fill="#1d3557" />
        <rect x="76" y="38" width="40" height="6" rx="3" fill="#cbd3de" />
        <rect x="14" y="80" width="112" height="60" rx="6" fill="#1d3557" />
        <path d="M60 98l22 12-22 12z" fill="#f1faee" />
      </g>
    </svg>
  );
}
