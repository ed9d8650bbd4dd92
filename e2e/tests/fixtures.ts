import { AxeBuilder } from '@axe-core/playwright';
import { test as base, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The accessibility guard (issue 10 part 5): axe-core checks every screen a test visits, and the test
 * fails on any serious or critical violation. Specs import `test` and `expect` from here instead of
 * from '@playwright/test'.
 *
 * The `page` fixture checks the screen it is on before each `page.goto` leaves it and once more when
 * the test ends (a test that already failed is not checked again). `checkAccessibility(page, name)`
 * checks a state a test opens by clicking (a dialog, a dropdown). Every check goes into the
 * `accessibility` attachment of the test; serious and critical violations of all of them are listed
 * together when the test ends, with the rule, its impact, the target selectors and the page.
 */

/** Impacts that fail the test; moderate and minor ones are only attached. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * axe's default rule set, plus label-content-name-mismatch (WCAG 2.5.3 label in name), which axe
 * still tags experimental and so leaves out unless asked.
 */
const EXTRA_RULES = ['label-content-name-mismatch'] as const;

type AccessibilityViolation = {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
};

type Check = { screen: string; violations: AccessibilityViolation[]; passes: number };

const guards = new WeakMap<Page, AccessibilityGuard>();

/** Waits for finished-able CSS transitions and animations (modals, menus opening) to end. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

class AccessibilityGuard {
  private readonly checks: Check[] = [];
  private lastChecked: string | null = null;

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    // A client-side navigation makes the screen worth checking again.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.lastChecked = null;
    });
  }

  /** Runs axe on the page as it is now, unless it is not the app or was checked unchanged. */
  async check(name?: string) {
    const url = this.page.url();
    if (this.page.isClosed() || !url.startsWith(this.origin)) return;
    if (!name && this.lastChecked === url) return;
    await settle(this.page);
    const scheme = await this.page.evaluate(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'unknown',
    );
    const path = url.slice(this.origin.length) || '/';
    const screen = `${name ? `${name} ` : ''}${path} (${scheme} theme)`;
    // resultTypes: the violations are collected in full; passing and incomplete rules keep one node
    // each (their count is all the attachment needs). On a 100-row tracking table this cut a check
    // from 5.4 to 4.2 s, 4.9 to 3.5 s on a tile's search.
    const results = await new AxeBuilder({ page: this.page })
      .options({
        rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      })
      .analyze();
    this.lastChecked = url;
    this.checks.push({
      screen,
      passes: results.passes.length,
      violations: results.violations.map((v) => ({
        screen,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((node) => node.target.map(String).join(' ')),
      })),
    });
  }

  failing(): AccessibilityViolation[] {
    return this.checks.flatMap((c) => c.violations.filter((v) => FAILING_IMPACTS.has(v.impact)));
  }

  async attachTo(testInfo: TestInfo) {
    if (this.checks.length === 0) return;
    await testInfo.attach('accessibility', {
      body: JSON.stringify(this.checks, null, 2),
      contentType: 'application/json',
    });
  }
}

/** A readable list of violations: one line per rule and screen, then its targets. */
function describeViolations(violations: readonly AccessibilityViolation[]): string {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.rule} on ${v.screen}: ${v.help}\n` +
        v.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}

/** Checks a state of the page a test opened by clicking (a dialog, a dropdown), under `name`. */
export async function checkAccessibility(page: Page, name: string) {
  const guard = guards.get(page);
  if (!guard) throw new Error('checkAccessibility needs the page fixture of e2e/tests/fixtures.ts');
  await guard.check(name);
}

export const test = base.extend({
  page: async ({ page, baseURL }, use, testInfo) => {
    const guard = new AccessibilityGuard(page, baseURL ?? '');
    guards.set(page, guard);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      await guard.check();
      return goto(url, options);
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) await guard.check();
    await guard.attachTo(testInfo);
    const failing = guard.failing();
    if (failing.length > 0)
      throw new Error(
        `${failing.length} serious or critical accessibility violation(s):\n${describeViolations(failing)}`,
      );
  },
});
