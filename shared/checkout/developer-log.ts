/** Where a checkout writes the hints for the merchant's developer: the console unless the host passes its own. */

export interface DeveloperLog {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}
