import type { RemoteManifest } from './remote-contract';

/** The shell's compatibility shim, built beside its files (scripts/mf/federation-compat.ts). */
export const FEDERATION_COMPAT_URL = '/federation-compat.js';

/**
 * Whether a remote entry needs the shim: one built before remotes brought their own federation
 * runtime declares no `federationRuntime` in its manifest and reads the runtime's functions from
 * globals a shell published (docs/compatibility.md, "The skew window").
 */
export function needsFederationCompat(manifest: RemoteManifest): boolean {
  return manifest.metaData?.fairway?.federationRuntime !== 'bundled';
}

let compat: Promise<void> | undefined;

/** Runs the shim once per page, before the first remote entry that needs it; a failed load is tried again. */
export function loadFederationCompat(doc: Document = document): Promise<void> {
  compat ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = FEDERATION_COMPAT_URL;
    script.onload = () => resolve();
    script.onerror = () => {
      compat = undefined;
      script.remove();
      reject(new Error(`${FEDERATION_COMPAT_URL} did not load`));
    };
    doc.head.append(script);
  });
  return compat;
}
