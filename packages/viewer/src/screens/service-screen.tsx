import { viewerMessages, viewerUiTexts } from '@folio/model';

export interface ServiceScreenContent {
  title: string;
  /** A big code above the title (404). */
  code?: string;
  /** Show the support address (viewer-and-project.md §1: shown in some screens as {email}). */
  support?: boolean;
  /** Offer a link to the home page. */
  home?: boolean;
}

/** A service screen: a message in the middle of the window, with the support address or a way home. */
export function ServiceScreen({ title, code, support, home }: ServiceScreenContent) {
  const email = viewerUiTexts.supportEmail;
  return (
    <main className="fo-screen">
      <div className="fo-screen__box">
        {code && (
          <p className="fo-screen__code" aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className="fo-screen__title">{title}</h1>
        {support && (
          <p className="fo-screen__text">
            <a href={`mailto:${email}`}>{viewerMessages.supportContact(email)}</a>
          </p>
        )}
        {home && (
          <p className="fo-screen__text">
            <a href="/">{viewerUiTexts.goHome}</a>
          </p>
        )}
      </div>
    </main>
  );
}
