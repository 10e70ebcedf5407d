// The chrome's icons: decorative inline SVG (the buttons carry the names), stroked with currentColor.
const paths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  share: 'M12 15V4m0 0L8 8m4-4 4 4M5 13v6h14v-6',
  close: 'M6 6l12 12M18 6 6 18',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  down: 'M5 9l7 7 7-7',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="fo-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
