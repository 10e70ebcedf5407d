import { clampDevicePixelRatio, imageConstants, imageVariantUrl, isPipelineImageUrl, viewerUiTexts } from '@folio/model';

// widgets-and-authoring.md §2, §4: the image preview of a picture with preview_enabled. It opens (after the
// 100 ms wait the caller keeps), loads the full-size image over the overlay colour fading in for 300 ms, and
// closes on click, scroll or Escape, giving focus back to the picture. Loaded on first use: its own chunk.

const DEFAULT_OVERLAY = 'rgba(0, 0, 0, 0.9)';
let open: (() => void) | null = null;

/** The address to show: for our own images, the variant as wide as the window at the device's pixel ratio. */
function previewSource(src: string): string {
  if (!isPipelineImageUrl(src)) return src;
  return imageVariantUrl(src, { width: Math.round(window.innerWidth * clampDevicePixelRatio(window.devicePixelRatio || 1)) });
}

export function openImagePreview(picture: HTMLElement): void {
  const src = picture.dataset.previewSrc;
  if (!src || open) return;
  const overlay = document.createElement('div');
  overlay.className = 'folio-image-preview';
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', viewerUiTexts.imagePreview);
  overlay.tabIndex = -1;
  const fade = `opacity ${imageConstants.previewOverlayFadeMs}ms`;
  Object.assign(overlay.style, {
    position: 'fixed', inset: '0', zIndex: '2147483001', display: 'flex', alignItems: 'center', justifyContent: 'center',
    background: picture.dataset.previewOverlay || DEFAULT_OVERLAY, opacity: '0', transition: fade, cursor: 'zoom-out',
  });
  const image = document.createElement('img');
  image.alt = picture.querySelector('img')?.alt ?? '';
  Object.assign(image.style, { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });
  image.src = previewSource(src);
  overlay.append(image);
  document.body.append(overlay);
  requestAnimationFrame(() => (overlay.style.opacity = '1'));
  overlay.focus();

  const close = () => {
    open = null;
    removeEventListener('keydown', onKey, true);
    removeEventListener('wheel', close, true);
    removeEventListener('scroll', close, true);
    removeEventListener('touchmove', close, true);
    overlay.style.opacity = '0';
    setTimeout(() => overlay.remove(), imageConstants.previewOverlayFadeMs);
    picture.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    // While open, keys belong to the preview: Escape closes it, nothing turns the page behind it.
    event.stopPropagation();
    if (event.key === 'Escape' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      close();
    }
  };
  overlay.addEventListener('click', close);
  addEventListener('keydown', onKey, true);
  addEventListener('wheel', close, { capture: true, passive: true });
  addEventListener('scroll', close, { capture: true, passive: true });
  addEventListener('touchmove', close, { capture: true, passive: true });
  open = close;
}
