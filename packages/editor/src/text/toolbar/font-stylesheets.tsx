import { createPortal } from 'react-dom';

/**
 * Stylesheets of library faces in the page's head. Not React's stylesheet resources (a link with a precedence):
 * those hold back a Suspense boundary until they load, and the text editor's boundary would hide the text (and
 * take its focus) each time a face is chosen. A face drawn before its sheet arrives swaps in when it does.
 */
export function FontStylesheets({ hrefs }: { hrefs: readonly string[] }) {
  return createPortal(
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-folio-editing-fonts="" />
      ))}
    </>,
    document.head,
  );
}
