import { createLocalJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';
import type { KeysRepo, SigningKey } from '../repo/keys.ts';
import type { KeySource } from './tokens.ts';

/**
 * The stored keys, read again at most every `refreshMs`, so a running identity takes up a key
 * `pnpm keys rotate` made without a restart (and keeps publishing the retired one).
 */
export function storedKeys(repo: KeysRepo, refreshMs: number, now: () => Date): KeySource {
  let loaded: Promise<{ signing: SigningKey; published: JWK[] }> | undefined;
  let loadedAt = 0;
  return () => {
    const at = now().getTime();
    if (!loaded || at - loadedAt >= refreshMs) {
      loadedAt = at;
      loaded = repo.load(now());
      // A failed read is tried again on the next request, not kept.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
}

/** One fixed key (tests that sign their own tokens). */
export const fixedKey =
  (signing: SigningKey): KeySource =>
  async () => ({ signing, published: [signing.publicJwk] });

/** The published keys as a jose key set, for the kit's middleware on identity's own routes. */
export const localKeys =
  (keySource: KeySource): JWTVerifyGetKey =>
  async (header, token) =>
    createLocalJWKSet({ keys: (await keySource()).published })(header, token);
