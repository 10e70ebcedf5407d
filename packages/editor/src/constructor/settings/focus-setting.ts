/**
 * Focuses a settings dialog's control by its name (data-setting) and brings it to the middle of its panel, so the
 * error under it shows too.
 */
export function focusSetting(root: HTMLElement | null, name: string): void {
  const control = root?.querySelector<HTMLElement>(`[data-setting="${name}"]`);
  control?.focus({ preventScroll: true });
  control?.scrollIntoView({ block: 'center' });
}
