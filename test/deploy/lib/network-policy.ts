// What the NetworkPolicies of a kustomize build allow, as a list of edges between the workloads
// of the namespace, read the way the NetworkPolicy API defines it:
//  - a pod selected by no policy of a type is open for that direction (edge from/to `*`);
//  - a pod selected by some policies gets exactly the union of their rules;
//  - a rule without `from`/`to` admits any peer (`*`), without `ports` any port (`*`);
//  - a peer with only a podSelector means pods of this namespace (here: the workloads of the
//    build whose pod template labels it selects; an empty selector is `pods(*)`);
//    a peer with a namespaceSelector means pods of other namespaces (`ns(…)/pods(…)`);
//    an ipBlock is `ip(cidr)`.
// Ingress edges `<source> -> <pod>:<port>/<protocol>` list the ports the rule names (named ports
// resolved on the selected pod). Egress edges `<pod> -> <destination>:<port>/<protocol>`: towards
// a workload of the build, only the ports that workload listens on (what can connect at all);
// towards anything else, the ports the rule names.

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type LabelSelector = {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};

export type Workload = {
  name: string;
  labels: Record<string, string>;
  /** container port by name and by number (TCP unless said otherwise) */
  ports: Map<string | number, { port: number; protocol: string }>;
};

const isEmpty = (s: LabelSelector | undefined) =>
  !s || (!Object.keys(s.matchLabels ?? {}).length && !(s.matchExpressions ?? []).length);

/** Whether `sel` selects an object with `labels` (an empty selector selects everything). */
export function selects(sel: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!sel) return true;
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of sel.matchExpressions ?? []) {
    const has = e.key in labels;
    const ok =
      e.operator === 'In'
        ? has && (e.values ?? []).includes(labels[e.key])
        : e.operator === 'NotIn'
          ? !has || !(e.values ?? []).includes(labels[e.key])
          : e.operator === 'Exists'
            ? has
            : e.operator === 'DoesNotExist'
              ? !has
              : (() => {
                  throw new Error(`unknown selector operator ${e.operator}`);
                })();
    if (!ok) return false;
  }
  return true;
}

/** `k=v,k2 In (a,b)`: a selector as text; `*` when empty. */
export function formatSelector(sel: LabelSelector | undefined): string {
  if (isEmpty(sel)) return '*';
  return [
    ...Object.entries(sel!.matchLabels ?? {}).map(([k, v]) => `${k}=${v}`),
    ...(sel!.matchExpressions ?? []).map(
      (e) => `${e.key} ${e.operator}${e.values ? ` (${e.values.join(',')})` : ''}`,
    ),
  ].join(',');
}

/** The pods of the build: Deployments, StatefulSets, DaemonSets, Jobs (template labels, ports). */
export function workloadsOf(objects: Obj[]): Workload[] {
  return objects
    .filter((o) => ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(o.kind))
    .map((o) => {
      const tpl = o.spec.template;
      const ports = new Map<string | number, { port: number; protocol: string }>();
      for (const c of tpl.spec.containers ?? [])
        for (const p of c.ports ?? []) {
          const v = { port: p.containerPort, protocol: p.protocol ?? 'TCP' };
          ports.set(p.containerPort, v);
          if (p.name) ports.set(p.name, v);
        }
      return { name: o.metadata.name, labels: tpl.metadata?.labels ?? {}, ports };
    });
}

const policiesOf = (objects: Obj[]) => objects.filter((o) => o.kind === 'NetworkPolicy');

/** policyTypes as the API defaults them: Ingress always, Egress when there are egress rules. */
const typesOf = (np: Obj): string[] =>
  np.spec.policyTypes ?? ['Ingress', ...(np.spec.egress ? ['Egress'] : [])];

/** The peers of one rule as edge ends: workload names, `pods(*)`, `ns(…)/pods(…)`, `ip(…)`, `*`. */
function peers(list: Obj[] | undefined, workloads: Workload[]): (string | Workload)[] {
  if (!list || !list.length) return ['*'];
  return list.flatMap((p): (string | Workload)[] => {
    if (p.ipBlock)
      return [
        `ip(${p.ipBlock.cidr}${p.ipBlock.except?.length ? ` except ${p.ipBlock.except.join(',')}` : ''})`,
      ];
    if (p.namespaceSelector)
      return [`ns(${formatSelector(p.namespaceSelector)})/pods(${formatSelector(p.podSelector)})`];
    if (isEmpty(p.podSelector)) return ['pods(*)'];
    return workloads.filter((w) => selects(p.podSelector, w.labels));
  });
}

type Port = { port?: number | string; endPort?: number; protocol?: string };

function portText(p: Port, on: Workload | undefined): string | undefined {
  const protocol = p.protocol ?? 'TCP';
  if (p.port === undefined) return `*/${protocol}`;
  if (typeof p.port === 'string') {
    const named = on?.ports.get(p.port);
    return named ? `${named.port}/${protocol}` : `${p.port}(unresolved)/${protocol}`;
  }
  return p.endPort ? `${p.port}-${p.endPort}/${protocol}` : `${p.port}/${protocol}`;
}

/** Every allowed incoming connection: `<source> -> <workload>:<port>/<protocol>`, sorted. */
export function ingressEdges(objects: Obj[]): string[] {
  const workloads = workloadsOf(objects);
  const edges = new Set<string>();
  for (const w of workloads) {
    const nps = policiesOf(objects).filter(
      (np) => typesOf(np).includes('Ingress') && selects(np.spec.podSelector, w.labels),
    );
    if (!nps.length) edges.add(`* -> ${w.name}:*`);
    for (const np of nps)
      for (const rule of np.spec.ingress ?? []) {
        const ports: string[] = rule.ports?.length
          ? rule.ports.map((p: Port) => portText(p, w))
          : ['*'];
        for (const src of peers(rule.from, workloads))
          for (const port of ports)
            edges.add(`${typeof src === 'string' ? src : src.name} -> ${w.name}:${port}`);
      }
  }
  return [...edges].sort();
}

/** Every allowed outgoing connection: `<workload> -> <destination>:<port>/<protocol>`, sorted. */
export function egressEdges(objects: Obj[]): string[] {
  const workloads = workloadsOf(objects);
  const edges = new Set<string>();
  for (const w of workloads) {
    const nps = policiesOf(objects).filter(
      (np) => typesOf(np).includes('Egress') && selects(np.spec.podSelector, w.labels),
    );
    if (!nps.length) edges.add(`${w.name} -> *:*`);
    for (const np of nps)
      for (const rule of np.spec.egress ?? []) {
        const ports: Port[] = rule.ports?.length ? rule.ports : [{}];
        for (const dst of peers(rule.to, workloads)) {
          if (typeof dst === 'string') {
            for (const p of ports) edges.add(`${w.name} -> ${dst}:${portText(p, undefined)}`);
            continue;
          }
          // towards a workload: the ports it listens on that the rule lets through
          for (const listening of new Set(dst.ports.values()))
            if (
              ports.some(
                (p) =>
                  (p.protocol ?? 'TCP') === listening.protocol &&
                  (p.port === undefined ||
                    (typeof p.port === 'string'
                      ? dst.ports.get(p.port)?.port === listening.port
                      : p.endPort
                        ? listening.port >= p.port && listening.port <= p.endPort
                        : p.port === listening.port)),
              )
            )
              edges.add(`${w.name} -> ${dst.name}:${listening.port}/${listening.protocol}`);
        }
      }
  }
  return [...edges].sort();
}

/** The policies that deny all ingress to every pod of the namespace (select all, no rules). */
export function defaultDenyIngress(objects: Obj[]): Obj[] {
  return policiesOf(objects).filter(
    (np) =>
      isEmpty(np.spec.podSelector) &&
      typesOf(np).includes('Ingress') &&
      !(np.spec.ingress ?? []).length,
  );
}
