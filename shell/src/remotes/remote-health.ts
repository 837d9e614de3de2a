// Remotes whose last load failed; the loader re-registers them before a retry.
const failed = new Set<string>();

export function markRemoteFailed(name: string): void {
  failed.add(name);
}

export function takeRemoteFailure(name: string): boolean {
  return failed.delete(name);
}
