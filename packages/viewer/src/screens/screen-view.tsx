import { viewerMessages, viewerUiTexts } from '@folio/model';
import type { DomainErrorReason, Screen } from '../types';
import { LoginScreen } from './login-screen';
import { ProjectPasswordScreen } from './project-password-screen';
import { ServiceScreen } from './service-screen';
import type { ServiceScreenContent } from './service-screen';

// viewer-and-project.md §2 "Service screens": one text per domain error reason.
const domainErrorTitles: Record<DomainErrorReason, string> = {
  projectNotFound: viewerMessages.projectNotFound,
  domainNotFound: viewerMessages.domainNotFound,
  notPublished: viewerMessages.projectNotPublished,
  subscriptionExpired: viewerMessages.subscriptionExpired,
};

type ServiceScreenKind = Exclude<Screen, { kind: 'mag' | 'password' | 'login' }>;

/** What a service screen says (viewer-and-project.md §2, §8). */
export function serviceScreenContent(screen: ServiceScreenKind): ServiceScreenContent {
  switch (screen.kind) {
    case 'notFound':
      return { title: viewerMessages.pageNotFound, code: viewerUiTexts.notFoundCode, home: true };
    case 'suspended':
      return { title: viewerMessages.projectSuspended, support: true };
    case 'domainError':
      return { title: domainErrorTitles[screen.reason], support: true };
    case 'oldBrowser':
      return { title: viewerMessages.unsupportedBrowser };
  }
}

/** Whatever fills the window instead of the pages; nothing for the mag itself (the viewer draws it). */
export function ScreenView({ screen }: { screen: Screen }) {
  switch (screen.kind) {
    case 'mag':
      return null;
    case 'password':
      return <ProjectPasswordScreen />;
    case 'login':
      return <LoginScreen />;
    default:
      return <ServiceScreen {...serviceScreenContent(screen)} />;
  }
}
