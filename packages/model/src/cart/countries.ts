// ecommerce.md §3 "Country list": ISO two-letter codes with English names, for the shipping form's country select.
// Only the English names are bundled (i18n-iso-countries' en.json, about 2.6 KB gzip), not the package's index with
// its alpha-3 and numeric tables.
import english from 'i18n-iso-countries/langs/en.json';

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. 'US'. */
  code: string;
  /** The English name (the list's first, official, name: i18n-iso-countries' default). */
  name: string;
}

let list: readonly Country[] | undefined;
let byCode: ReadonlyMap<string, string> | undefined;

/** Every country, by English name. */
export function countryList(): readonly Country[] {
  if (!list) {
    const names = english.countries as Record<string, string | readonly string[]>;
    list = Object.entries(names)
      .map(([code, name]) => ({ code, name: typeof name === 'string' ? name : (name[0] ?? code) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return list;
}

/** A country's English name, if the code is an ISO two-letter code. */
export function countryName(code: string): string | undefined {
  byCode ??= new Map(countryList().map((country) => [country.code, country.name]));
  return byCode.get(code.toUpperCase());
}

export function isCountryCode(code: string): boolean {
  return countryName(code) !== undefined;
}
