/** The named fields of a row as they are, for an answer that carries them under the same names. */
export function pick<T extends object, K extends keyof T>(row: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}
