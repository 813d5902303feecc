/** The message logged when local or session storage cannot be used (spec 001 §8, 002 §8). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Unable access local/session storage.';

export type StorageArea = 'local' | 'session';

/** A storage area that never throws: failures are logged and reads give `null`. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function area(kind: StorageArea): Storage | null {
  try {
    // Reading the property itself throws where storage is blocked (sandboxed frames, settings).
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Local or session storage behind a guard: a blocked or full storage logs the spec's message
 * and the caller goes on without it (a popup still shows, a flag is just not remembered).
 */
export function safeStorage(kind: StorageArea, log: (message: string) => void = console.warn): SafeStorage {
  const attempt = <T>(run: (storage: Storage) => T, fallback: T): T => {
    const storage = area(kind);
    try {
      if (!storage) throw new Error('storage unavailable');
      return run(storage);
    } catch {
      log(STORAGE_UNAVAILABLE_MESSAGE);
      return fallback;
    }
  };
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) => attempt((storage) => (storage.setItem(key, value), true), false),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}
