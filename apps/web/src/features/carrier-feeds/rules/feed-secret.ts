/**
 * The GENERATE button of REGISTER FEED: a shared secret the carrier signs its events with
 * (HMAC-SHA256, decision 016). The contract asks for at least 32 characters; 48 url-safe ones carry
 * 288 random bits and survive being pasted into a URL, a header or a config file unchanged.
 */
export const GENERATED_SECRET_LENGTH = 48;

/** RFC 4648 §5 (base64url): 64 symbols, so one random byte masked to 6 bits picks one uniformly. */
const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A new random secret from the browser's cryptographic generator (crypto.getRandomValues). */
export function generateFeedSecret(length = GENERATED_SECRET_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => URL_SAFE_ALPHABET.charAt(byte & 63)).join('');
}
