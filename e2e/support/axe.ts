import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page and answers its serious and critical violations. Its source is evaluated through the
 * DevTools protocol rather than added as a <script>: the gateway's CSP (script-src 'self') rightly refuses inline
 * scripts, and the scan must run with the real CSP in force.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  // Colours are judged as painted: a modal still fading in blends with the page behind it (a false contrast finding).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.evaluate(axe.source);
  const findings = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}
