import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const ANIMATION_WAIT_LIMIT_MS = 1_000;

/**
 * axe-core's serious and critical violations on the page as it is, described for a readable failure.
 * Running finite animations (a card fading in, a dialog opening) end first, for at most a second: axe reads colours
 * mid-fade as low contrast. Endless and paused ones (a spinner, a viewer animation waiting for its trigger) are not
 * waited for.
 */
export async function seriousViolations(page: Page, scope?: string) {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    ANIMATION_WAIT_LIMIT_MS,
  );
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
