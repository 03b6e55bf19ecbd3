/**
 * Build-time stand-ins for the browser storage the app's modules read when they load (the
 * session store reads `localStorage` at import). Imported first by prerender.tsx, which runs in
 * Node during `vite build`: an empty store is a signed-out visitor, as on a first visit.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis) || globalThis[name] === undefined) {
    Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
  }
}
