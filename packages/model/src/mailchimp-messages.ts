// The Mailchimp signup dialog's texts (viewer-and-project.md §2 names the signup link, not its wording: ours). A module
// of its own, apart from messages.ts, so that the viewer's first page does not carry them: only the signup's lazy chunk
// does (docs/viewer.md "Mailchimp signup"). Exported from @folio/model like every other message.

export const mailchimpTexts = {
  title: 'Subscribe',
  intro: 'Join the mailing list: enter your email address.',
  email: 'Email',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  close: 'Close',
  // The same wording as the link panel's e-mail checks (docs/editor-links.md "Checks and messages").
  emailMissing: 'Enter an email address.',
  emailInvalid: 'Enter an email address such as name@example.com.',
  // When Mailchimp's answer carries no message of its own.
  subscribed: 'Thank you for subscribing.',
  refused: 'The mailing list did not take this address. Check it and try again.',
  // No answer within the time allowed, or the request failed.
  unreachable: 'Could not reach the mailing list; try again.',
} as const;
