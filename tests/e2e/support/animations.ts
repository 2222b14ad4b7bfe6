/**
 * Runs in the page (pass it to `page.evaluate` or `locator.evaluate`): resolves once no finite animation or
 * transition runs in `root`'s subtree, or in the whole document when `root` is null (issue #28: the state shown, not a
 * fixed wait). One that starts while another ends (a popup's flip restarts its slide-in) is waited for too; spinners
 * run forever and are left alone.
 */
export async function finiteAnimationsEnded(root: Element | null): Promise<void> {
  for (;;) {
    const running = (root ? root.getAnimations({ subtree: true }) : document.getAnimations()).filter(
      (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
    );
    if (running.length === 0) return;
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  }
}
