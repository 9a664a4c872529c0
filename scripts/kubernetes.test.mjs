// deploy/kubernetes renders (kubectl kustomize) into objects that each pass the Kubernetes schema of
// their kind (kubernetes-models, offline), and holds what docs/operations.md promises: every service
// of services/ and the gateway as two replicas with probes, resources and a disruption budget, an
// autoscaler for the busy ones, the migration Job, the backup CronJob, an Ingress, settings and secrets.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { ROOT } from './stack.mjs';

const SERVICES = readdirSync(join(ROOT, 'services')).sort();
const AUTOSCALED = ['gateway', 'orders', 'inventory'];
let objects = [];

function kubectl(args, input) {
  try {
    return execFileSync('kubectl', args, { cwd: ROOT, input, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error(
        'kubectl is needed to render deploy/kubernetes (Debian: apt-get install kubernetes-client; .ci/run does)',
        { cause: error },
      );
    throw new Error(`kubectl ${args.join(' ')}: ${error.stderr}`, { cause: error });
  }
}

before(() => {
  const rendered = kubectl(['kustomize', 'deploy/kubernetes']);
  // An empty local patch prints each object as JSON, with no cluster to ask.
  const json = kubectl(
    ['patch', '--local', '-f', '-', '--type', 'merge', '-p', '{}', '-o', 'json'],
    rendered,
  );
  objects = json
    .split(/\n(?=\{\n)/)
    .filter((chunk) => chunk.trim())
    .map((chunk) => JSON.parse(chunk));
});

const ofKind = (kind) => objects.filter((object) => object.kind === kind);
const named = (kind, name) => ofKind(kind).find((object) => object.metadata.name === name);

test('every object passes the Kubernetes schema of its kind', async () => {
  assert.ok(objects.length > 20, `only ${objects.length} objects rendered`);
  for (const object of objects) {
    const [group, version] = object.apiVersion.includes('/')
      ? object.apiVersion.split('/')
      : [undefined, object.apiVersion];
    const models = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}`);
    const Model = models[object.kind];
    assert.ok(Model, `no schema for ${object.apiVersion} ${object.kind}`);
    assert.doesNotThrow(
      () => new Model(object).validate(),
      `${object.kind} ${object.metadata.name}`,
    );
    assert.equal(object.metadata.namespace ?? 'silkway', 'silkway');
  }
});

test('the gateway and every service: two replicas, health probes, resources, a disruption budget', () => {
  for (const name of ['gateway', ...SERVICES]) {
    const deployment = named('Deployment', name);
    assert.ok(deployment, `no Deployment ${name}`);
    assert.equal(deployment.spec.replicas, 2, name);
    const [container] = deployment.spec.template.spec.containers;
    for (const probe of ['readinessProbe', 'livenessProbe'])
      assert.equal(container[probe]?.httpGet?.path, '/healthz', `${name} ${probe}`);
    for (const bound of ['requests', 'limits'])
      assert.ok(
        container.resources?.[bound]?.cpu && container.resources[bound].memory,
        `${name} ${bound}`,
      );
    assert.deepEqual(
      container.envFrom.map((source) => source.configMapRef?.name ?? source.secretRef?.name),
      ['silkway-settings', 'silkway-secrets'],
    );
    assert.ok(named('Service', name), `no Service ${name}`);
    const budget = named('PodDisruptionBudget', name);
    assert.deepEqual(budget?.spec.selector, deployment.spec.selector, `${name}'s budget`);
  }
  const autoscaled = ofKind('HorizontalPodAutoscaler').map((hpa) => hpa.spec.scaleTargetRef.name);
  assert.deepEqual(autoscaled.sort(), [...AUTOSCALED].sort());
});

test('migrations as a Job for every service, the backup as a nightly CronJob', () => {
  const [command] = named('Job', 'migrate').spec.template.spec.containers[0].args;
  for (const service of SERVICES)
    assert.match(command, new RegExp(`services/${service}/dist/main\\.js --migrate-only`));
  const backup = named('CronJob', 'backup');
  assert.deepEqual(backup.spec.jobTemplate.spec.template.spec.containers[0].args, ['--keep', '14']);
  assert.equal(backup.spec.concurrencyPolicy, 'Forbid');
});

test('an Ingress to the gateway; settings and secrets are documented settings', () => {
  const [ingress] = ofKind('Ingress');
  assert.equal(ingress.spec.rules[0].http.paths[0].backend.service.name, 'gateway');
  const documented = new Set(
    [
      ...readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8').matchAll(/^\| `([A-Z0-9_]+)`/gm),
    ].map((match) => match[1]),
  );
  const given = [
    ...Object.keys(named('ConfigMap', 'silkway-settings').data),
    ...Object.keys(
      named('Secret', 'silkway-secrets').stringData ?? named('Secret', 'silkway-secrets').data,
    ),
  ];
  assert.deepEqual(
    given.filter((name) => !documented.has(name)),
    [],
  );
});
