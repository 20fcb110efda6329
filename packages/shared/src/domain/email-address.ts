/**
 * One mailbox, however it is spelled (decision 27). Providers deliver `Kim.Lee+mom@gmail.com` to
 * `kimlee@gmail.com`, so a teen could name "a guardian" whose mail lands in their own inbox. The
 * comparison is deliberately broad: a `+tag` is dropped at every provider (most deliver them to the
 * base address), dots only where the provider ignores them.
 */

/** Domains whose mailboxes ignore dots in the local part, and the one domain each is an alias of. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** The address's mailbox in one canonical spelling; text without an `@` is only trimmed and lowercased. */
export function normalizeEmail(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** Whether two addresses reach the same mailbox. */
export const sameMailbox = (a: string, b: string): boolean => normalizeEmail(a) === normalizeEmail(b);
