/**
 * Passwords of at least 8 characters that top the published breach-frequency lists (NIST 800-63B:
 * refuse values known to be commonly used), plus the obvious ones for a youth-sports site. Compared
 * lower-cased; a short list on purpose, because it ships in the sign-up forms as well as the server.
 */
export const WELL_KNOWN_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '111111111',
  '00000000', '87654321', '88888888', '99999999', '12341234', '11223344', '123qweasd', '1q2w3e4r',
  '1q2w3e4r5t', '1qaz2wsx', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', 'asdfghjkl',
  'asdfasdf', 'zxcvbnm1', 'zaq12wsx', 'abcd1234', 'abc12345', 'abcdefgh', 'aa123456', 'a1234567',
  'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'pa55word', 'passpass', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football',
  'football1', 'baseball', 'baseball1', 'basketball', 'softball', 'volleyball', 'superman',
  'batman123', 'starwars', 'whatever', 'trustno1', 'welcome1', 'welcome123', 'letmein1',
  'letmein123', 'changeme', 'computer', 'internet', 'michelle', 'jennifer', 'jordan23',
  'master123', 'monkey123', 'dragon123', 'shadow123', 'charlie1', 'liverpool', 'chelsea1',
  'arsenal1', 'mustang1', 'corvette', 'mercedes', 'blink182', 'q1w2e3r4', 'q1w2e3r4t5',
  'qazwsxedc', 'admin123', 'administrator', 'adminadmin', 'test1234', 'testtest', 'guest123',
  'sideline', 'sideline1', 'sideline123', 'scorekeeper', 'gamechanger', 'tournament',
]);

export function isWellKnownPassword(password: string): boolean {
  return WELL_KNOWN_PASSWORDS.has(password.toLowerCase());
}
