/** http_ece ships no types; the tests use its decrypt to read what the stand-in push service received. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Params {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: Buffer;
  }
  const ece: { decrypt(body: Buffer, params: Params): Buffer };
  export default ece;
}
