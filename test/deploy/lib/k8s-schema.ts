// Validates a Kubernetes object against the OpenAPI schema of its apiVersion/kind, offline, with
// the precompiled validators shipped by the `kubernetes-models` npm package (Kubernetes 1.30+
// definitions). Those schemas, like the API server's, do not forbid unknown fields; the API server
// does (kubectl's strict field validation), so unknown fields are found here too: the object is
// validated through a Proxy that records which properties the validator reads, and any property it
// never looked at is unknown to the schema (a typo such as `readinessProbes`).

type ValidatingModel = { prototype: { validate(this: unknown): void } };

async function modelFor(apiVersion: string, kind: string): Promise<ValidatingModel> {
  // kubernetes-models lays out classes as <group>/<version>/<Kind>, core as v1/<Kind>.
  try {
    const mod = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<
      string,
      ValidatingModel
    >;
    if (!mod[kind]) throw new Error('no export');
    return mod[kind];
  } catch {
    throw new Error(`no Kubernetes schema for apiVersion ${apiVersion}, kind ${kind}`);
  }
}

/** Problems of `obj` (schema errors, then unknown fields); empty when valid. */
export async function validateK8s(obj: unknown): Promise<string[]> {
  const o = obj as { apiVersion?: string; kind?: string };
  if (typeof o?.apiVersion !== 'string' || typeof o?.kind !== 'string')
    return ['missing apiVersion or kind'];
  let Model: ValidatingModel;
  try {
    Model = await modelFor(o.apiVersion, o.kind);
  } catch (e) {
    return [(e as Error).message];
  }
  const data = structuredClone(obj) as { kind?: string; data?: Record<string, unknown> };
  // kustomize writes long Secret values as base64 in lines of 70; the API server's decoder skips
  // those newlines, the schema's "byte" format does not.
  if (data.kind === 'Secret' && data.data) {
    for (const [k, v] of Object.entries(data.data))
      if (typeof v === 'string') data.data[k] = v.replace(/\n/g, '');
  }
  const accessed = new WeakMap<object, Set<string>>();
  const proxies = new WeakMap<object, object>();
  const wrap = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (proxies.has(v)) return proxies.get(v);
    const seen = new Set<string>();
    accessed.set(v, seen);
    const p = new Proxy(v, {
      get(t, k, r) {
        if (typeof k === 'string') seen.add(k);
        return wrap(Reflect.get(t, k, r));
      },
    });
    proxies.set(v, p);
    return p;
  };
  try {
    Model.prototype.validate.call(wrap(data));
  } catch (e) {
    return [`${o.kind}: ${(e as Error).message}`];
  }
  const unknown: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}/${i}`));
    const seen = accessed.get(v);
    for (const key of Object.keys(v)) {
      if (!seen?.has(key)) unknown.push(`${o.kind}: unknown field ${path}/${key}`);
      else walk((v as Record<string, unknown>)[key], `${path}/${key}`);
    }
  };
  walk(data, '');
  return unknown;
}
