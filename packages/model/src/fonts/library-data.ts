// Generated from the installed @fontsource / @fontsource-variable packages by
// packages/server/src/fonts/library-data-source.ts — do not edit by hand (docs/fonts.md).
import type { LibraryFont } from './library';

export const libraryFontData: readonly LibraryFont[] = [
  // @fontsource/abril-fatface 5.3.0
  {
    family: 'Abril Fatface',
    category: 'display',
    variations: ['n4'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/alegreya 5.3.0
  {
    family: 'Alegreya',
    category: 'serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/alfa-slab-one 5.3.0
  {
    family: 'Alfa Slab One',
    category: 'display',
    variations: ['n4'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/anton 5.3.0
  {
    family: 'Anton',
    category: 'sans-serif',
    variations: ['n4'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/archivo 5.3.0
  {
    family: 'Archivo',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/archivo-black 5.3.0
  {
    family: 'Archivo Black',
    category: 'sans-serif',
    variations: ['n4'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/barlow 5.3.0
  {
    family: 'Barlow',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/bebas-neue 5.3.0
  {
    family: 'Bebas Neue',
    category: 'sans-serif',
    variations: ['n4'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/bodoni-moda 5.3.0
  {
    family: 'Bodoni Moda',
    category: 'serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 400, max: 900, default: 400 },
      { tag: 'opsz', name: 'Optical size', min: 6, max: 96, default: 11 },
    ],
    subsets: ['math', 'symbols', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/caveat 5.3.0
  {
    family: 'Caveat',
    category: 'handwriting',
    variations: ['n4', 'n5', 'n6', 'n7'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'latin-ext', 'latin'],
    fallback: 'cursive',
  },
  // @fontsource/cormorant-garamond 5.3.0
  {
    family: 'Cormorant Garamond',
    category: 'serif',
    variations: ['n3', 'n4', 'n5', 'n6', 'n7', 'i3', 'i4', 'i5', 'i6', 'i7'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/crimson-pro 5.3.0
  {
    family: 'Crimson Pro',
    category: 'serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/dancing-script 5.3.0
  {
    family: 'Dancing Script',
    category: 'handwriting',
    variations: ['n4', 'n5', 'n6', 'n7'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'cursive',
  },
  // @fontsource/dm-mono 5.3.0
  {
    family: 'DM Mono',
    category: 'monospace',
    variations: ['n3', 'n4', 'n5', 'i3', 'i4', 'i5'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'monospace',
  },
  // @fontsource-variable/dm-sans 5.3.0
  {
    family: 'DM Sans',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'opsz', name: 'Optical size', min: 9, max: 40, default: 9 },
      { tag: 'wght', name: 'Weight', min: 100, max: 1000, default: 400 },
    ],
    subsets: ['latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/dm-serif-display 5.3.0
  {
    family: 'DM Serif Display',
    category: 'serif',
    variations: ['n4', 'i4'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/eb-garamond 5.3.0
  {
    family: 'EB Garamond',
    category: 'serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'n8', 'i4', 'i5', 'i6', 'i7', 'i8'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource-variable/fira-code 5.3.0
  {
    family: 'Fira Code',
    category: 'monospace',
    variations: ['n3', 'n4', 'n5', 'n6', 'n7'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 300, max: 700, default: 300 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'symbols2', 'latin-ext', 'latin'],
    fallback: 'monospace',
  },
  // @fontsource/fira-sans 5.3.0
  {
    family: 'Fira Sans',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/fraunces 5.3.0
  {
    family: 'Fraunces',
    category: 'serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'opsz', name: 'Optical Size', min: 9, max: 144, default: 9 },
      { tag: 'wght', name: 'Weight', min: 100, max: 900, default: 900 },
    ],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/gelasio 5.3.0
  {
    family: 'Gelasio',
    category: 'serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'i4', 'i5', 'i6', 'i7'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/ibm-plex-mono 5.3.0
  {
    family: 'IBM Plex Mono',
    category: 'monospace',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'monospace',
  },
  // @fontsource/ibm-plex-sans 5.3.0
  {
    family: 'IBM Plex Sans',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/inter 5.3.0
  {
    family: 'Inter',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'opsz', name: 'Optical size', min: 14, max: 32, default: 14 },
      { tag: 'wght', name: 'Weight', min: 100, max: 900, default: 400 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/jetbrains-mono 5.3.0
  {
    family: 'JetBrains Mono',
    category: 'monospace',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 100, max: 800, default: 400 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'monospace',
  },
  // @fontsource/karla 5.3.0
  {
    family: 'Karla',
    category: 'sans-serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/lato 5.3.0
  {
    family: 'Lato',
    category: 'sans-serif',
    variations: ['n1', 'n3', 'n4', 'n7', 'n9', 'i1', 'i3', 'i4', 'i7', 'i9'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/libre-baskerville 5.3.0
  {
    family: 'Libre Baskerville',
    category: 'serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'i4', 'i5', 'i6', 'i7'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/libre-caslon-text 5.3.0
  {
    family: 'Libre Caslon Text',
    category: 'serif',
    variations: ['n4', 'n7', 'i4'],
    axes: [],
    subsets: ['latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource-variable/literata 5.3.0
  {
    family: 'Literata',
    category: 'serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'opsz', name: 'Optical size', min: 7, max: 72, default: 12 },
      { tag: 'wght', name: 'Weight', min: 200, max: 900, default: 400 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/lora 5.3.0
  {
    family: 'Lora',
    category: 'serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'i4', 'i5', 'i6', 'i7'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'math', 'symbols', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource-variable/manrope 5.3.0
  {
    family: 'Manrope',
    category: 'sans-serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 200, max: 800, default: 200 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/merriweather 5.3.0
  {
    family: 'Merriweather',
    category: 'serif',
    variations: ['n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource-variable/montserrat 5.3.0
  {
    family: 'Montserrat',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 100, max: 900, default: 100 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/newsreader 5.3.0
  {
    family: 'Newsreader',
    category: 'serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 200, max: 800, default: 400 },
      { tag: 'opsz', name: 'Optical Size', min: 6, max: 72, default: 18 },
    ],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/open-sans 5.3.0
  {
    family: 'Open Sans',
    category: 'sans-serif',
    variations: ['n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'hebrew', 'math', 'symbols', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/oswald 5.3.0
  {
    family: 'Oswald',
    category: 'sans-serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 200, max: 700, default: 400 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/playfair-display 5.3.0
  {
    family: 'Playfair Display',
    category: 'serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 400, max: 900, default: 400 },
    ],
    subsets: ['cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/poppins 5.3.0
  {
    family: 'Poppins',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['devanagari', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/pt-serif 5.3.0
  {
    family: 'PT Serif',
    category: 'serif',
    variations: ['n4', 'n7', 'i4', 'i7'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/raleway 5.3.0
  {
    family: 'Raleway',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/recursive 5.3.0
  {
    family: 'Recursive',
    category: 'sans-serif',
    variations: ['n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 300, max: 1000, default: 300 },
      { tag: 'slnt', name: 'Slant', min: -15, max: 0, default: 0 },
    ],
    subsets: ['cyrillic-ext', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/roboto 5.3.0
  {
    family: 'Roboto',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'math', 'symbols', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/roboto-flex 5.3.0
  {
    family: 'Roboto Flex',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'],
    axes: [
      { tag: 'opsz', name: 'Optical Size', min: 8, max: 144, default: 14 },
      { tag: 'wght', name: 'Weight', min: 100, max: 1000, default: 400 },
      { tag: 'wdth', name: 'Width', min: 25, max: 151, default: 100 },
      { tag: 'slnt', name: 'Slant', min: -10, max: 0, default: 0 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/rubik 5.3.0
  {
    family: 'Rubik',
    category: 'sans-serif',
    variations: ['n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['arabic', 'cyrillic-ext', 'cyrillic', 'hebrew', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/source-serif-4 5.3.1
  {
    family: 'Source Serif 4',
    category: 'serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 200, max: 900, default: 400 },
      { tag: 'opsz', name: 'Optical Size', min: 8, max: 60, default: 20 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource-variable/space-grotesk 5.3.0
  {
    family: 'Space Grotesk',
    category: 'sans-serif',
    variations: ['n3', 'n4', 'n5', 'n6', 'n7'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 300, max: 700, default: 300 },
    ],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/space-mono 5.3.0
  {
    family: 'Space Mono',
    category: 'monospace',
    variations: ['n4', 'n7', 'i4', 'i7'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'monospace',
  },
  // @fontsource/spectral 5.3.0
  {
    family: 'Spectral',
    category: 'serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8'],
    axes: [],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'serif',
  },
  // @fontsource/syne 5.3.0
  {
    family: 'Syne',
    category: 'sans-serif',
    variations: ['n4', 'n5', 'n6', 'n7', 'n8'],
    axes: [],
    subsets: ['greek', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource-variable/unbounded 5.3.0
  {
    family: 'Unbounded',
    category: 'sans-serif',
    variations: ['n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'],
    axes: [
      { tag: 'wght', name: 'Weight', min: 200, max: 900, default: 400 },
    ],
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
  // @fontsource/work-sans 5.3.0
  {
    family: 'Work Sans',
    category: 'sans-serif',
    variations: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'],
    axes: [],
    subsets: ['vietnamese', 'latin-ext', 'latin'],
    fallback: 'sans-serif',
  },
];
