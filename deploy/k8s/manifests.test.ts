// The Kubernetes manifests (deploy/k8s): both overlays render with `kubectl kustomize`, every
// object passes the Kubernetes schema (kubernetes-models), and the rules docs/kubernetes.md promises
// hold: probes, limits, replicas, PDBs, autoscaling, network isolation, secrets, remote map.
// Over 300 lines: one file per promise list, so a reader checks docs/kubernetes.md against one place.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

type Manifest = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; [key: string]: any };

const K8S = path.join(__dirname);
const OVERLAYS = ['dev', 'prod'] as const;
const BACKEND = ['gateway', 'auth', 'leagues', 'rounds', 'calendar', 'notifications'];
const SERVICES = ['auth', 'leagues', 'rounds', 'calendar', 'notifications'];
const FRONTEND = ['shell', 'mfe-auth', 'mfe-leagues', 'mfe-rounds', 'mfe-calendar'];
/** The remote map's variables, as scripts/mf/apps.mjs names them, and the app serving each. */
const REMOTE_ENV: Record<string, string> = {
  REMOTE_AUTH_URL: 'mfe-auth',
  REMOTE_LEAGUES_URL: 'mfe-leagues',
  REMOTE_ROUNDS_URL: 'mfe-rounds',
  REMOTE_CALENDAR_URL: 'mfe-calendar',
};

function render(overlay: string): Manifest[] {
  const out = execFileSync('kubectl', ['kustomize', path.join(K8S, 'overlays', overlay)], { encoding: 'utf8' });
  return parseAllDocuments(out).map((doc) => {
    if (doc.errors.length) throw doc.errors[0];
    return doc.toJSON() as Manifest;
  });
}

/** The kubernetes-models class for an object: `apps/v1` + `Deployment` -> kubernetes-models/apps/v1/Deployment. */
function modelOf(m: Manifest): { new (data: unknown): { validate(): void } } {
  const modulePath = `kubernetes-models/${m.apiVersion}/${m.kind}`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(modulePath)[m.kind];
}

/** kustomize wraps long base64 values over lines; the API server ignores those newlines
 * (Go's base64 decoder does), the schema's "byte" format does not. */
function unwrapBase64(secret: Manifest): Manifest {
  const data = Object.fromEntries(Object.entries(secret.data ?? {}).map(([k, v]) => [k, String(v).replace(/\n/g, '')]));
  return { ...secret, data };
}

const rendered = Object.fromEntries(OVERLAYS.map((o) => [o, render(o)])) as Record<(typeof OVERLAYS)[number], Manifest[]>;
const ofKind = (docs: Manifest[], kind: string) => docs.filter((d) => d.kind === kind);
const named = (docs: Manifest[], kind: string, name: string) => {
  const found = docs.find((d) => d.kind === kind && d.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};

type Selector = { matchLabels?: Record<string, string>; matchExpressions?: Array<{ key: string; operator: string; values?: string[] }> };
function selects(selector: Selector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]);
    if (operator === 'NotIn') return !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown operator ${operator}`);
  });
  return byLabels && byExpressions;
}

/** Every pod the overlay runs: Deployments, StatefulSets and Jobs, by name with their labels. */
function pods(docs: Manifest[]): Array<{ name: string; labels: Record<string, string> }> {
  return docs
    .filter((d) => ['Deployment', 'StatefulSet', 'Job'].includes(d.kind))
    .map((d) => ({ name: d.metadata.name, labels: d.spec.template.metadata.labels }));
}

/** Pods allowed to open a TCP connection to `port` on `target` under the overlay's NetworkPolicies
 * (both the target's ingress rules and the client's egress rules must allow it). */
function podsReaching(docs: Manifest[], target: { labels: Record<string, string> } | { cidrPort: true }, port: number): string[] {
  const policies = ofKind(docs, 'NetworkPolicy');
  const portMatches = (
    ports: Array<{ port: number | string }> | undefined,
    containerPorts: Array<{ name: string; containerPort: number }>,
  ) => !ports || ports.some((p) => p.port === port || containerPorts.some((c) => c.name === p.port && c.containerPort === port));
  const targetPorts = 'labels' in target ? containerPortsOf(docs, target.labels) : [];
  return pods(docs)
    .filter((client) => {
      const egress = policies.filter((p) => p.spec.policyTypes.includes('Egress') && selects(p.spec.podSelector, client.labels));
      const egressOk = egress.some((p) =>
        (p.spec.egress ?? []).some(
          (rule: any) =>
            portMatches(rule.ports, targetPorts) &&
            (!rule.to ||
              rule.to.some((peer: any) =>
                'labels' in target
                  ? peer.podSelector && !peer.namespaceSelector && selects(peer.podSelector, target.labels)
                  : Boolean(peer.ipBlock),
              )),
        ),
      );
      if (!egressOk) return false;
      if (!('labels' in target)) return true;
      const ingress = policies.filter((p) => p.spec.policyTypes.includes('Ingress') && selects(p.spec.podSelector, target.labels));
      return ingress.some((p) =>
        (p.spec.ingress ?? []).some(
          (rule: any) =>
            portMatches(rule.ports, targetPorts) &&
            (!rule.from ||
              rule.from.some((peer: any) => peer.podSelector && !peer.namespaceSelector && selects(peer.podSelector, client.labels))),
        ),
      );
    })
    .map((client) => client.name)
    .sort();
}

function containerPortsOf(docs: Manifest[], labels: Record<string, string>) {
  const workload = docs.find((d) => ['Deployment', 'StatefulSet'].includes(d.kind) && selects(d.spec.selector, labels));
  return (workload?.spec.template.spec.containers ?? []).flatMap((c: any) => c.ports ?? []);
}

describe.each(OVERLAYS)('deploy/k8s overlay %s', (overlay) => {
  const docs = rendered[overlay];
  const deployments = ofKind(docs, 'Deployment');

  test('every object passes the Kubernetes schema', () => {
    const problems: string[] = [];
    for (const m of docs) {
      try {
        new (modelOf(m))(m.kind === 'Secret' ? unwrapBase64(m) : m).validate();
      } catch (error) {
        problems.push(`${m.kind}/${m.metadata.name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('renders the gateway, each service, the shell and each remote, with a Service, PDB each and an HPA per back-end app', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...BACKEND, ...FRONTEND].sort());
    for (const d of deployments) {
      const labels = d.spec.template.metadata.labels;
      expect(ofKind(docs, 'Service').some((s) => selects({ matchLabels: s.spec.selector }, labels))).toBe(true);
      expect(
        ofKind(docs, 'PodDisruptionBudget')
          .filter((p) => selects(p.spec.selector, labels))
          .map((p) => p.metadata.name),
      ).toEqual([d.metadata.name]);
    }
    for (const name of BACKEND) {
      const hpa = named(docs, 'HorizontalPodAutoscaler', name);
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa.spec.metrics).toEqual([
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } } },
      ]);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    }
  });

  test('every container has requests and limits, readiness and liveness probes, a preStop pause and time to drain', () => {
    for (const d of deployments) {
      const spec = d.spec.template.spec;
      expect(spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(20);
      for (const c of spec.containers) {
        const where = `${d.metadata.name}/${c.name}`;
        expect([where, Object.keys(c.resources.requests).sort(), Object.keys(c.resources.limits).sort()]).toEqual([
          where,
          ['cpu', 'memory'],
          ['cpu', 'memory'],
        ]);
        expect([where, c.readinessProbe?.httpGet?.path, c.livenessProbe?.httpGet?.path]).toEqual(
          BACKEND.includes(d.metadata.name)
            ? [where, '/readyz', '/healthz']
            : [where, expect.stringMatching(/^\/(remotes|mf-manifest)\.json$/), expect.any(String)],
        );
        expect(c.lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
        // preStop + the server's 10 s drain fit inside the grace period.
        expect(spec.terminationGracePeriodSeconds).toBeGreaterThan(5 + (BACKEND.includes(d.metadata.name) ? 10 : 0));
      }
    }
  });

  test('rolling updates never take a ready pod away before its replacement is ready', () => {
    for (const d of deployments) expect([d.metadata.name, d.spec.strategy.rollingUpdate.maxUnavailable]).toEqual([d.metadata.name, 0]);
  });

  test('a migration Job per release; no server migrates at start', () => {
    const [job, ...others] = ofKind(docs, 'Job');
    expect(others).toEqual([]);
    const container = job.spec.template.spec.containers[0];
    expect(container.command.join(' ')).toMatch(/migrate/);
    // migrate-<release>: the release is the tag of the image it runs (dev: "dev").
    const tag = container.image.split(':').pop().replace(/\./g, '-');
    expect(job.metadata.name).toBe(`migrate-${tag}`);
    const config = ofKind(docs, 'ConfigMap').find((c) => c.metadata.name.startsWith('fairway-config-'))!;
    expect(config.data.MIGRATE_ON_START).toBe('false');
    // Servers bind loopback unless told otherwise; a pod is reached on its own address.
    expect(config.data.HOST).toBe('0.0.0.0');
    // Production requires SMTP_URL (fairway-secrets); dev runs in development mode (outbox).
    expect(config.data.NODE_ENV).toBe(overlay === 'prod' ? 'production' : 'development');
    // Only the ingress's (and shell's) pod range may name the client (X-Forwarded-For); every
    // front-end server reads the same list.
    expect(config.data.TRUST_PROXY).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+(,\d+\.\d+\.\d+\.\d+\/\d+)*$/);
    for (const name of ['shell', 'mfe-auth', 'mfe-leagues', 'mfe-rounds', 'mfe-calendar']) {
      const env = named(docs, 'Deployment', name).spec.template.spec.containers[0].env;
      expect(env).toContainEqual({
        name: 'TRUST_PROXY',
        valueFrom: { configMapKeyRef: { name: config.metadata.name, key: 'TRUST_PROXY', optional: true } },
      });
    }
    for (const name of BACKEND) {
      const spec = named(docs, 'Deployment', name).spec.template.spec.containers[0];
      expect(spec.envFrom).toContainEqual({ configMapRef: { name: config.metadata.name } });
    }
  });

  test('only the gateway reaches the services; only the services, the migrate Job and the shell reach MySQL; only the gateway reaches Redis', () => {
    for (const [i, service] of SERVICES.entries()) {
      expect([service, podsReaching(docs, { labels: named(docs, 'Deployment', service).spec.template.metadata.labels }, 4001 + i)]).toEqual(
        [service, ['gateway']],
      );
    }
    // The shell: its release channel lives in the database (docs/deploy.md).
    const mysqlClients = [...SERVICES, ofKind(docs, 'Job')[0].metadata.name, 'shell'].sort();
    if (overlay === 'dev') {
      expect(podsReaching(docs, { labels: named(docs, 'StatefulSet', 'mysql').spec.template.metadata.labels }, 3306)).toEqual(mysqlClients);
      expect(podsReaching(docs, { labels: named(docs, 'StatefulSet', 'redis').spec.template.metadata.labels }, 6379)).toEqual(['gateway']);
    } else {
      expect(podsReaching(docs, { cidrPort: true }, 3306)).toEqual(mysqlClients);
      expect(podsReaching(docs, { cidrPort: true }, 6379)).toEqual(['gateway']);
    }
    // The shell sends to nothing else: DNS, the gateway, MySQL, and the ingress controller (the
    // manifest of a build being released, on a RELEASE_ORIGINS host).
    const shellLabels = named(docs, 'Deployment', 'shell').spec.template.metadata.labels;
    const shellEgress = ofKind(docs, 'NetworkPolicy')
      .filter((p) => p.spec.policyTypes.includes('Egress') && selects(p.spec.podSelector, shellLabels))
      .flatMap((p) => p.spec.egress ?? [])
      .flatMap((rule: any) => {
        expect(rule.to?.length).toBeGreaterThan(0);
        const ports = rule.ports.map((x: any) => x.port).join(',');
        return rule.to.map((peer: any) => `${JSON.stringify(peer)} ${ports}`);
      });
    expect(shellEgress.sort()).toEqual(
      [
        `${JSON.stringify({ namespaceSelector: {}, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } })} 53,53`,
        `${JSON.stringify({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } })} 8080`,
        `${JSON.stringify(overlay === 'dev' ? { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'mysql' } } } : { ipBlock: { cidr: '10.20.0.0/24' } })} 3306`,
        `${JSON.stringify({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } })} 80,443`,
      ].sort(),
    );
    const defaultDeny = named(docs, 'NetworkPolicy', 'default-deny');
    expect(defaultDeny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  test('secrets come from fairway-secrets; prod commits none', () => {
    const refs = new Set<string>();
    for (const w of docs.filter((d) => ['Deployment', 'Job'].includes(d.kind))) {
      for (const c of w.spec.template.spec.containers)
        for (const e of c.env ?? []) if (e.valueFrom?.secretKeyRef) refs.add(`${e.name}:${e.valueFrom.secretKeyRef.name}`);
    }
    const secretName =
      overlay === 'prod'
        ? 'fairway-secrets'
        : ofKind(docs, 'Secret').find((s) => s.metadata.name.startsWith('fairway-secrets-'))!.metadata.name;
    const keys = ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'INTERNAL_SECRET', 'SMTP_URL', 'DEPLOY_TOKEN'];
    expect([...refs].sort()).toEqual(keys.map((k) => `${k}:${secretName}`).sort());
    if (overlay === 'dev') expect(Object.keys(named(docs, 'Secret', secretName).data).sort()).toEqual([...keys].sort());
    const envOf = (name: string) => named(docs, 'Deployment', name).spec.template.spec.containers[0].env;
    expect(envOf('gateway').map((e: any) => e.name)).not.toContain('DATABASE_URL');
    // The shell gets the database and the deploy token (its release channel; a session never
    // counts), and no other secret; the remotes get none.
    expect(envOf('shell').filter((e: any) => e.valueFrom?.secretKeyRef)).toEqual([
      { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: secretName, key: 'DATABASE_URL' } } },
      // Optional: without it the shell still serves, its channel closed (503).
      { name: 'DEPLOY_TOKEN', valueFrom: { secretKeyRef: { name: secretName, key: 'DEPLOY_TOKEN', optional: true } } },
    ]);
    for (const remote of FRONTEND.filter((name) => name !== 'shell')) {
      expect([remote, envOf(remote).filter((e: any) => e.valueFrom?.secretKeyRef)]).toEqual([remote, []]);
    }
    for (const s of SERVICES)
      expect(named(docs, 'Deployment', s).spec.template.spec.containers[0].env.map((e: any) => e.name)).not.toContain('SESSION_SECRET');
    if (overlay === 'prod') expect(ofKind(docs, 'Secret')).toEqual([]);
  });

  test('the Ingress sends / to the shell, /api to the gateway and each remote host of the remote map to that remote', () => {
    const ingress = named(docs, 'Ingress', 'fairway');
    const backendFor = (host: string, p: string) => {
      const rule = ingress.spec.rules.find((r: any) => r.host === host);
      const paths = (rule?.http.paths ?? [])
        .filter((x: any) => p.startsWith(x.path))
        .sort((a: any, b: any) => b.path.length - a.path.length);
      return paths[0]?.backend.service.name;
    };
    const appUrl = new URL(ofKind(docs, 'ConfigMap').find((c) => c.metadata.name.startsWith('fairway-config-'))!.data.APP_URL);
    expect(backendFor(appUrl.host, '/leagues/1')).toBe('shell');
    expect(backendFor(appUrl.host, '/api/leagues')).toBe('gateway');
    const remoteMap = ofKind(docs, 'ConfigMap').find((c) => c.metadata.name.startsWith('remote-map-'))!;
    expect(named(docs, 'Deployment', 'shell').spec.template.spec.containers[0].envFrom).toEqual([
      { configMapRef: { name: remoteMap.metadata.name } },
    ]);
    for (const [variable, app] of Object.entries(REMOTE_ENV)) {
      const url = new URL(remoteMap.data[variable]);
      expect([variable, backendFor(url.host, url.pathname)]).toEqual([variable, app]);
      expect(url.protocol).toBe(appUrl.protocol);
    }
    // The release channel takes builds from the remotes' hosts: each a bare origin of the app's scheme.
    const releaseOrigins = remoteMap.data.RELEASE_ORIGINS.split(',');
    expect(releaseOrigins.sort()).toEqual(
      Object.keys(REMOTE_ENV)
        .map((variable) => new URL(remoteMap.data[variable]).origin)
        .sort(),
    );
    if (overlay === 'prod') {
      const tlsHosts = ingress.spec.tls.flatMap((t: any) => t.hosts).sort();
      expect(tlsHosts).toEqual(ingress.spec.rules.map((r: any) => r.host).sort());
    }
  });
});

test('prod runs at least two replicas of every Deployment', () => {
  const docs = rendered.prod;
  for (const d of ofKind(docs, 'Deployment')) {
    const hpa = ofKind(docs, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === d.metadata.name);
    // An autoscaled Deployment leaves replicas to its HPA (re-applying must not reset the count).
    const least = hpa ? hpa.spec.minReplicas : d.spec.replicas;
    expect([d.metadata.name, least >= 2, hpa ? d.spec.replicas : undefined]).toEqual([d.metadata.name, true, undefined]);
  }
});

test('prod uses managed MySQL and Redis: no database workloads in the cluster', () => {
  expect(ofKind(rendered.prod, 'StatefulSet')).toEqual([]);
  expect(
    ofKind(rendered.dev, 'StatefulSet')
      .map((s) => s.metadata.name)
      .sort(),
  ).toEqual(['mysql', 'redis']);
});
