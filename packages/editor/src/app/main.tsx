// The authors' entry: the dashboard and the constructor, client-rendered into the server's HTML shell. All CSS comes
// in here, never from the components (as in the viewer's entry).
import '@folio/viewer/viewer.css';
import './app.css';
import '../dashboard/dashboard.css';
import '../constructor/constructor.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { editorShellConstants } from '@folio/model';
import { App } from './app';
import { bootOfDocument } from './boot';
import { NoticesProvider } from './notices';
import { createQueryClient } from './queries';

const root = document.getElementById(editorShellConstants.rootElementId);
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <NoticesProvider>
          <App boot={bootOfDocument(document)} />
        </NoticesProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
