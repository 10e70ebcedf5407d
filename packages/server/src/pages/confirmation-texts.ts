import { dashboardTexts, shopEditorTexts } from '@folio/model';

// Issue 11, finding 3: what the confirmation pages say when a link (a GET) asks for a change; ours, the spec words none.
// Each names the project (or template) so the person sees what the button changes.
const quoted = (name: string) => `“${name || dashboardTexts.untitled}”`;

export const confirmationTexts = {
  cancel: 'Cancel',
  connectStripeTitle: (project: string) => `Connect card payments to ${quoted(project)}?`,
  connectStripeBody: 'Buyers of this project will pay by card. You finish on Stripe’s page, then this window says so.',
  connectTestBody: 'This server takes payments in test mode: the test card provider connects at once and no card is charged.',
  connectStripeButton: shopEditorTexts.connectStripe,
  connectEcwidTitle: (project: string) => `Connect the hosted store to ${quoted(project)}?`,
  connectEcwidBody: (storeId: string) => `The project’s add-to-cart buttons will sell from the Ecwid store ${storeId}.`,
  connectEcwidButton: shopEditorTexts.connectEcwid,
  disconnectTitle: (provider: string, project: string) => `Disconnect ${provider} from ${quoted(project)}?`,
  disconnectBody: shopEditorTexts.disconnectWarning,
  disconnectButton: shopEditorTexts.confirmDisconnectButton,
  startWithTemplateTitle: (template: string) => `Start a new project from the template ${quoted(template)}?`,
  startWithTemplateBody: 'A new project is made with a copy of the template’s pages and opens in the constructor. The template stays as it is.',
  startWithTemplateButton: 'Start the project',
} as const;
