// A small, strict kustomize resolver for the deploy tests (no kustomize binary needed).
// It supports what k8s/ uses: resources (files and directories), namespace, labels,
// images, replicas, configMapGenerator/secretGenerator, and patches (strategic merge or
// JSON 6902, with or without target). Unlike kustomize it FAILS when something refers to nothing:
// a missing path, a patch or `replicas:`/`images:` entry that matches no object, a duplicate id,
// an unknown kustomization field — so a typo in k8s/ makes the test red.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Metadata = {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
  [k: string]: Json | undefined | Metadata;
};

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'metadata',
  'namespace',
  'resources',
  'components',
  'labels',
  'commonLabels',
  'commonAnnotations',
  'images',
  'replicas',
  'patches',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
]);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
]);
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'ReplicaSet', 'DaemonSet']);

/** Parses every YAML document of a file; throws on a YAML error. Empty documents are dropped. */
export function readYamlDocs(file: string): unknown[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'), { merge: true });
  const out: unknown[] = [];
  for (const doc of docs) {
    if (doc.errors.length)
      throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS();
    if (value !== null && value !== undefined) out.push(value);
  }
  return out;
}

export function kustomizationFile(dir: string): string {
  for (const name of ['kustomization.yaml', 'kustomization.yml', 'Kustomization']) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  throw new Error(`${dir}: no kustomization.yaml`);
}

const id = (o: K8sObject) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
const groupOf = (apiVersion: string) => (apiVersion.includes('/') ? apiVersion.split('/')[0] : '');
const versionOf = (apiVersion: string) => apiVersion.split('/').pop()!;
const clone = <T>(v: T): T => structuredClone(v);
const isObj = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export type Target = {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
  namespace?: string;
  labelSelector?: string;
  annotationSelector?: string;
};

function selectorMatches(
  selector: string | undefined,
  values: Record<string, string> | undefined,
): boolean {
  if (!selector) return true;
  return selector.split(',').every((term) => {
    const [k, v] = term.split(/!?=+/).map((s) => s.trim());
    const neg = term.includes('!=');
    if (v === undefined) return values?.[k] !== undefined; // existence
    return neg ? values?.[k] !== v : values?.[k] === v;
  });
}

export function matchesTarget(o: K8sObject, t: Target): boolean {
  return (
    (t.group === undefined || groupOf(o.apiVersion) === t.group) &&
    (t.version === undefined || versionOf(o.apiVersion) === t.version) &&
    (t.kind === undefined || o.kind === t.kind) &&
    (t.name === undefined || new RegExp(`^(?:${t.name})$`).test(o.metadata.name)) &&
    (t.namespace === undefined || o.metadata.namespace === t.namespace) &&
    selectorMatches(t.labelSelector, o.metadata.labels) &&
    selectorMatches(t.annotationSelector, o.metadata.annotations)
  );
}

/** Strategic merge (the subset kustomize uses for our kinds): maps merge, lists of objects that all
 *  have `name` merge by name, other lists and scalars replace; `null` deletes. */
export function strategicMerge(base: Json, patch: Json): Json {
  if (patch === null) return null;
  if (isObj(base) && isObj(patch)) {
    const out: Record<string, Json> = { ...base };
    for (const [k, v] of Object.entries(patch)) {
      if (k === '$patch')
        throw new Error('$patch directives are not supported by the test resolver');
      if (v === null) delete out[k];
      else out[k] = k in base ? strategicMerge(base[k], v) : clone(v);
    }
    return out;
  }
  const named = (l: Json[]) => l.every((e) => isObj(e) && typeof e.name === 'string');
  if (Array.isArray(base) && Array.isArray(patch) && named(base) && named(patch)) {
    const out = base.map((e) => clone(e));
    for (const p of patch as Record<string, Json>[]) {
      const i = out.findIndex((e) => (e as Record<string, Json>).name === p.name);
      if (i >= 0) out[i] = strategicMerge(out[i], p);
      else out.push(clone(p));
    }
    return out;
  }
  return clone(patch);
}

type Op = { op: string; path: string; value?: Json; from?: string };
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** RFC 6902 add/replace/remove/test on a JSON document (in place). Throws when a path does not resolve. */
export function applyJson6902(doc: Json, ops: Op[], where: string): void {
  for (const op of ops) {
    if (!['add', 'replace', 'remove', 'test'].includes(op.op))
      throw new Error(`${where}: unsupported op ${op.op}`);
    const parts = op.path.split('/').slice(1).map(unescape);
    const last = parts.pop()!;
    let parent: Json = doc;
    for (const p of parts) {
      const next: Json | undefined = Array.isArray(parent)
        ? parent[Number(p)]
        : isObj(parent)
          ? parent[p]
          : undefined;
      if (next === undefined) throw new Error(`${where}: path ${op.path} does not exist (at ${p})`);
      parent = next;
    }
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(i) || i < 0 || i > parent.length)
        throw new Error(`${where}: bad index in ${op.path}`);
      if (op.op === 'add') parent.splice(i, 0, clone(op.value!));
      else if (i >= parent.length) throw new Error(`${where}: path ${op.path} does not exist`);
      else if (op.op === 'replace') parent[i] = clone(op.value!);
      else if (op.op === 'remove') parent.splice(i, 1);
      else if (JSON.stringify(parent[i]) !== JSON.stringify(op.value))
        throw new Error(`${where}: test failed at ${op.path}`);
    } else if (isObj(parent)) {
      if (op.op !== 'add' && !(last in parent))
        throw new Error(`${where}: path ${op.path} does not exist`);
      if (op.op === 'add' || op.op === 'replace') parent[last] = clone(op.value!);
      else if (op.op === 'remove') delete parent[last];
      else if (JSON.stringify(parent[last]) !== JSON.stringify(op.value))
        throw new Error(`${where}: test failed at ${op.path}`);
    } else throw new Error(`${where}: path ${op.path} does not resolve to an object or array`);
  }
}

function parseKV(entry: string, where: string): [string, string] {
  const i = entry.indexOf('=');
  if (i <= 0) throw new Error(`${where}: bad literal ${entry}`);
  return [entry.slice(0, i), entry.slice(i + 1)];
}

type Generator = {
  name: string;
  literals?: string[];
  files?: string[];
  envs?: string[];
  behavior?: string;
  type?: string;
  namespace?: string;
};

function generate(
  kind: 'ConfigMap' | 'Secret',
  g: Generator,
  dir: string,
  where: string,
): K8sObject {
  const data: Record<string, string> = {};
  for (const l of g.literals ?? []) {
    const [k, v] = parseKV(l, where);
    data[k] = v;
  }
  for (const f of g.files ?? []) {
    const [k, p] = f.includes('=') ? parseKV(f, where) : [f.split('/').pop()!, f];
    const file = resolve(dir, p);
    if (!existsSync(file)) throw new Error(`${where}: generator file ${p} does not exist`);
    data[k] = readFileSync(file, 'utf8');
  }
  for (const e of g.envs ?? []) {
    const file = resolve(dir, e);
    if (!existsSync(file)) throw new Error(`${where}: generator env file ${e} does not exist`);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() && !line.trim().startsWith('#')) {
        const [k, v] = parseKV(line.trim(), where);
        data[k] = v;
      }
    }
  }
  const obj: K8sObject = { apiVersion: 'v1', kind, metadata: { name: g.name } };
  if (kind === 'Secret') {
    obj.type = g.type ?? 'Opaque';
    obj.data = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, kustomizeBase64(v)]));
  } else obj.data = data;
  return obj;
}

/**
 * Base64 as kustomize writes a generated Secret's value: an encoding of 70 characters or more
 * is cut into lines of 70, each ending in a newline (kyaml's encodeBase64).
 */
function kustomizeBase64(value: string): string {
  const b64 = Buffer.from(value).toString('base64');
  if (Math.floor(b64.length / 70) + 1 <= 1) return b64;
  return (b64.match(/.{1,70}/g) ?? []).map((line) => `${line}\n`).join('');
}

function podSpecs(o: K8sObject): Record<string, Json>[] {
  const spec = o.spec as Record<string, Json> | undefined;
  const tpl =
    spec && isObj(spec.template) ? (spec.template.spec as Record<string, Json>) : undefined;
  return tpl ? [tpl] : [];
}

function addLabels(
  o: K8sObject,
  pairs: Record<string, string>,
  templates: boolean,
  selectors: boolean,
) {
  o.metadata.labels = { ...(o.metadata.labels ?? {}), ...pairs };
  if (WORKLOADS.has(o.kind)) {
    const spec = o.spec as Record<string, Record<string, Record<string, Json>>>;
    if (templates || selectors) {
      const md = (spec.template.metadata ??= {}) as Record<string, Json>;
      md.labels = { ...((md.labels as Record<string, string>) ?? {}), ...pairs };
    }
    if (selectors)
      spec.selector.matchLabels = {
        ...((spec.selector.matchLabels as Record<string, string>) ?? {}),
        ...pairs,
      };
  }
  if (selectors && o.kind === 'Service') {
    const spec = o.spec as Record<string, Json>;
    spec.selector = { ...((spec.selector as Record<string, string>) ?? {}), ...pairs };
  }
}

export type BuildInfo = { objects: K8sObject[]; files: Set<string>; generated: Set<string> };

/** Builds the kustomization in `dir`. `files` collects every file the build read. */
export function build(
  dir: string,
  info: BuildInfo = { objects: [], files: new Set(), generated: new Set() },
): BuildInfo {
  const kfile = kustomizationFile(dir);
  info.files.add(resolve(kfile));
  const where = relative(process.cwd(), kfile);
  const [k] = readYamlDocs(kfile) as Record<string, Json>[];
  for (const key of Object.keys(k))
    if (!KNOWN_FIELDS.has(key)) throw new Error(`${where}: unknown field ${key}`);
  if (k.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || k.kind !== 'Kustomization')
    throw new Error(`${where}: not a v1beta1 Kustomization`);

  let objects: K8sObject[] = [];
  const add = (o: K8sObject, from: string) => {
    if (
      !o ||
      typeof o.apiVersion !== 'string' ||
      typeof o.kind !== 'string' ||
      typeof o.metadata?.name !== 'string'
    ) {
      throw new Error(`${from}: document without apiVersion/kind/metadata.name`);
    }
    if (objects.some((x) => id(x) === id(o))) throw new Error(`${from}: duplicate ${id(o)}`);
    objects.push(o);
  };
  for (const r of (k.resources as string[]) ?? []) {
    const p = resolve(dir, r);
    if (!existsSync(p)) throw new Error(`${where}: resource ${r} does not exist`);
    if (statSync(p).isDirectory()) {
      const sub = build(p, { objects: [], files: info.files, generated: info.generated });
      for (const o of sub.objects) add(o, `${where} -> ${r}`);
    } else {
      info.files.add(p);
      for (const o of readYamlDocs(p) as K8sObject[]) add(o, relative(process.cwd(), p));
    }
  }
  for (const [field, kind] of [
    ['configMapGenerator', 'ConfigMap'],
    ['secretGenerator', 'Secret'],
  ] as const) {
    for (const g of (k[field] as Generator[]) ?? []) {
      const o = generate(kind, g, dir, where);
      if (g.behavior === 'merge' || g.behavior === 'replace') {
        const existing = objects.find((x) => x.kind === kind && x.metadata.name === g.name);
        if (!existing)
          throw new Error(
            `${where}: ${field} ${g.name} (behavior ${g.behavior}) has nothing to ${g.behavior}`,
          );
        existing.data =
          g.behavior === 'merge'
            ? { ...(existing.data as Record<string, Json>), ...(o.data as Record<string, Json>) }
            : o.data;
      } else {
        add(o, where);
        info.generated.add(`${kind}/${g.name}`);
      }
    }
  }

  const patches = (k.patches as { path?: string; patch?: string; target?: Target }[]) ?? [];
  for (const [i, p] of patches.entries()) {
    const pw = `${where} patches[${i}]${p.path ? ` (${p.path})` : ''}`;
    let docs: unknown[];
    if (p.path) {
      const file = resolve(dir, p.path);
      if (!existsSync(file)) throw new Error(`${pw}: file does not exist`);
      info.files.add(file);
      docs = readYamlDocs(file);
    } else if (typeof p.patch === 'string') {
      docs = parseAllDocuments(p.patch).map((d) => d.toJS());
    } else throw new Error(`${pw}: needs path or patch`);
    if (docs.length === 1 && Array.isArray(docs[0])) {
      if (!p.target) throw new Error(`${pw}: a JSON 6902 patch needs a target`);
      const hits = objects.filter((o) => matchesTarget(o, p.target!));
      if (!hits.length)
        throw new Error(`${pw}: target ${JSON.stringify(p.target)} matches no object`);
      for (const o of hits)
        applyJson6902(o as unknown as Json, docs[0] as Op[], `${pw} on ${id(o)}`);
    } else {
      for (const d of docs as K8sObject[]) {
        const t: Target = p.target ?? {
          kind: d.kind,
          name: d.metadata?.name,
          group: groupOf(d.apiVersion ?? ''),
          version: versionOf(d.apiVersion ?? ''),
        };
        if (!p.target && (!d.kind || !d.metadata?.name))
          throw new Error(`${pw}: strategic merge patch without kind/metadata.name`);
        const hits = objects.filter((o) => matchesTarget(o, t));
        if (!hits.length) throw new Error(`${pw}: ${d.kind}/${d.metadata?.name} matches no object`);
        objects = objects.map((o) => {
          if (!hits.includes(o)) return o;
          const patch = p.target ? { ...d, metadata: { ...d.metadata, name: o.metadata.name } } : d;
          return strategicMerge(
            o as unknown as Json,
            patch as unknown as Json,
          ) as unknown as K8sObject;
        });
      }
    }
  }

  for (const img of (k.images as {
    name: string;
    newName?: string;
    newTag?: string;
    digest?: string;
  }[]) ?? []) {
    let hit = 0;
    for (const o of objects) {
      for (const ps of podSpecs(o)) {
        for (const c of [
          ...((ps.containers as Record<string, Json>[]) ?? []),
          ...((ps.initContainers as Record<string, Json>[]) ?? []),
        ]) {
          const image = String(c.image);
          const m = /^(.*?)(?::([^:/@]+))?(?:@(.+))?$/.exec(image)!;
          if (m[1] !== img.name) continue;
          hit++;
          c.image = `${img.newName ?? m[1]}${img.digest ? `@${img.digest}` : `:${img.newTag ?? m[2] ?? 'latest'}`}`;
        }
      }
    }
    if (!hit) throw new Error(`${where}: images entry ${img.name} matches no container`);
  }
  for (const r of (k.replicas as { name: string; count: number }[]) ?? []) {
    const hits = objects.filter((o) => WORKLOADS.has(o.kind) && o.metadata.name === r.name);
    if (!hits.length) throw new Error(`${where}: replicas entry ${r.name} matches no workload`);
    for (const o of hits) (o.spec as Record<string, Json>).replicas = r.count;
  }
  for (const l of (k.labels as {
    pairs: Record<string, string>;
    includeSelectors?: boolean;
    includeTemplates?: boolean;
  }[]) ?? []) {
    for (const o of objects) addLabels(o, l.pairs, !!l.includeTemplates, !!l.includeSelectors);
  }
  if (k.commonLabels)
    for (const o of objects) addLabels(o, k.commonLabels as Record<string, string>, true, true);
  if (typeof k.namespace === 'string') {
    for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
  }
  info.objects = objects;
  return info;
}
