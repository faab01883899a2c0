#!/usr/bin/env bash
# Installs (Debian packages), configures and starts what `npm test` expects on this machine:
#   PostgreSQL on 127.0.0.1:5432 with trust auth for local TCP connections (user postgres),
#   Redis on 127.0.0.1:6379.
# Idempotent: a server that already answers is left alone. Used by `.ci/run` and by a developer
# on a fresh machine (run as root, or through sudo): `bash scripts/test-services.sh`.
# Kafka, stripe-mock and MinIO are not started here: the test setup starts them itself from the
# git-ignored cache in tools/ (see tools/kafka, tools/go-servers).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

need=()
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  echo "test-services: installing ${need[*]}"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# PostgreSQL: the newest installed cluster version; create its main cluster if missing.
version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1 || true)"
if [ -z "$version" ]; then
  version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
  $SUDO pg_createcluster "$version" main >/dev/null
fi
conf="/etc/postgresql/$version/main"
hba="$conf/pg_hba.conf"
# Trust for loopback TCP (the tests' assumption); put first so it wins over Debian's defaults.
if ! grep -q '^# hearth-trust' "$hba"; then
  $SUDO cp "$hba" "$hba.orig"
  {
    echo '# hearth-trust: tests connect as postgres over loopback without a password'
    echo 'host all all 127.0.0.1/32 trust'
    echo 'host all all ::1/128 trust'
    echo 'local all all trust'
    cat "$hba.orig"
  } | $SUDO tee "$hba" >/dev/null
fi
# Port 5432, loopback only; more connections than the default 100 (2 Jest workers × services).
$SUDO tee "$conf/conf.d/hearth.conf" >/dev/null <<'EOF'
listen_addresses = '127.0.0.1'
port = 5432
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
EOF

if pg_isready -q -h 127.0.0.1 -p 5432; then
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main reload || true
else
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start
fi

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  $SUDO mkdir -p /var/lib/redis /var/log/redis
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/hearth-test.log
fi

for _ in $(seq 1 60); do
  if pg_isready -q -h 127.0.0.1 -p 5432 && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    # The libraries' tests share database `test` (libs/events/test/support.ts).
    if [ "$(psql -h 127.0.0.1 -U postgres -tAc "select 1 from pg_database where datname = 'test'")" != 1 ]; then
      psql -h 127.0.0.1 -U postgres -qc 'CREATE DATABASE test'
    fi
    echo "test-services: PostgreSQL $version on 127.0.0.1:5432 (trust), Redis on 127.0.0.1:6379"
    exit 0
  fi
  sleep 1
done
echo "test-services: PostgreSQL or Redis did not become ready within 60 s" >&2
exit 1
