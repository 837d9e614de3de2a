export interface PrerenderedRequest {
  path: string;
  headers: { cookie?: string };
  query: Record<string, unknown>;
}
export declare function createPrerenderedPage(options: {
  rootDir: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): (
  req: PrerenderedRequest,
  remotes: Record<string, string> | undefined,
) => Promise<{ html: string; css: string; config: { remote: string; module: string; buildLabel: string | null } } | null>;
export declare function createSignedInFrame(options: {
  rootDir: string;
}): (req: PrerenderedRequest) => { html: string; css: string } | null;
