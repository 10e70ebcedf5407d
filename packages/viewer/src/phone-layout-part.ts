import { lazyPart } from './lazy-part';
import type * as PhonePagesModule from './phone-pages';

// The derived phone layout (phone-pages.ts) is a chunk of its own: only phones need it, and the first page's script
// has no room for it (docs/viewer.md "Parts loaded on use"). The server provides it at start (ssr.tsx); a client
// whose boot viewport is the phone's loads it before it hydrates (client.tsx), others when they turn to a phone size.

type PhonePages = typeof PhonePagesModule;

/** The part once it is here, for code outside React (page heights). */
export let loadedPhoneLayout: PhonePages | undefined;

export const phoneLayoutPart = lazyPart<PhonePages>(() => import('./phone-pages').then((part) => (loadedPhoneLayout = part)));

/** Gives the part at once (the server's render). */
export function providePhoneLayout(part: PhonePages): void {
  phoneLayoutPart.provide((loadedPhoneLayout = part));
}
