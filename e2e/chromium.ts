// The e2e suite and the benchmarks drive the same Chromium the server renders with (packages/server/src/browser).
export { CHROMIUM_CANDIDATES, CHROMIUM_INSTALL_HINT, chromiumArgs, findChromium } from '../packages/server/src/browser/chromium';
