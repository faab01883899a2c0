#!/usr/bin/env bash
# Builds the Go test servers that tests start on free ports (tools/go-servers/servers.mjs) into
# the machine's cache outside the clone, ${HEARTH_CACHE_DIR:-${XDG_CACHE_HOME:-~/.cache}/hearth}/
# go-servers/bin (so a fresh clone on the same machine builds nothing), from the Go module proxy,
# at the exact versions below:
#   stripe-mock  Stripe's official API stand-in (test/deploy/stripe-mock.test.ts)
#   minio        S3-compatible object store (services/restaurants/test/media-minio.test.ts)
#   promtool     Prometheus' rule checker and unit tester (test/deploy/observability.test.ts runs
#                `promtool check rules` and `promtool test rules` on deploy/observability/)
# Idempotent: a binary whose build info (`go version -m`) already names the pinned module version
# (and carries it in its own version string) is left alone. Needs Go >= 1.26 on PATH.
# Usage: bash tools/go-servers/build.sh
set -euo pipefail

# Exact versions (Go module versions; minio tags no semver releases, so a pseudo-version).
STRIPE_MOCK_MODULE=github.com/stripe/stripe-mock
STRIPE_MOCK_VERSION=v0.203.0
MINIO_MODULE=github.com/minio/minio
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
# Prometheus 3.x is tagged v0.3XX.Y as a Go module (3.16.0 = v0.316.0); promtool is its CLI.
PROMETHEUS_MODULE=github.com/prometheus/prometheus
PROMETHEUS_VERSION=v0.316.0

cache="${HEARTH_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/hearth}"
export GOBIN="$cache/go-servers/bin"
export GOFLAGS=-mod=mod
# Build outside the repository so no go.mod/go.work of ours (or of a parent) is picked up.
cd "$(mktemp -d)"
trap 'rm -rf "$PWD"' EXIT

if ! command -v go >/dev/null 2>&1; then
  echo "go-servers: Go not found on PATH (Go >= 1.26 is needed to build stripe-mock, minio and promtool)" >&2
  exit 2
fi
mkdir -p "$GOBIN"

# up_to_date BINARY MODULE VERSION: the binary exists, its build info (`go version -m`) says it
# was built from MODULE@VERSION, and its own `--version` line names VERSION (stamped in by our
# -ldflags; -trimpath keeps -ldflags out of the build info, so the binary is asked).
up_to_date() {
  [ -x "$1" ] || return 1
  go version -m "$1" 2>/dev/null |
    awk -v m="$2" -v v="$3" '$1 == "mod" && $2 == m && $3 == v { ok = 1 } END { exit !ok }' &&
    "$1" --version 2>/dev/null | grep -qF -- "$3"
}

# build NAME MODULE VERSION LDFLAGS [PACKAGE]: PACKAGE (default MODULE) is the main package.
build() {
  local name="$1" module="$2" version="$3" ldflags="$4" package="${5:-$2}" start
  if up_to_date "$GOBIN/$name" "$module" "$version"; then
    echo "go-servers: $name $version is up to date ($GOBIN/$name)"
    return
  fi
  echo "go-servers: building $name: go install -ldflags '$ldflags' $package@$version (GOBIN=$GOBIN)"
  start=$SECONDS
  go install -trimpath -ldflags "$ldflags" "$package@$version"
  up_to_date "$GOBIN/$name" "$module" "$version" || {
    echo "go-servers: $GOBIN/$name does not report $module $version after the build" >&2
    exit 1
  }
  echo "go-servers: built $name $version in $((SECONDS - start)) s"
}

build stripe-mock "$STRIPE_MOCK_MODULE" "$STRIPE_MOCK_VERSION" \
  "-X main.version=$STRIPE_MOCK_VERSION"
# The same -X settings minio's own release build (buildscripts/gen-ldflags.go) uses for its
# version line; the commit is the pseudo-version's.
minio_commit="${MINIO_VERSION##*-}"
build minio "$MINIO_MODULE" "$MINIO_VERSION" \
  "-X $MINIO_MODULE/cmd.ReleaseTag=$MINIO_VERSION -X $MINIO_MODULE/cmd.CommitID=$minio_commit -X $MINIO_MODULE/cmd.ShortCommitID=$minio_commit"
# promtool's --version line ("promtool, version v0.316.0 …") comes from prometheus/common.
build promtool "$PROMETHEUS_MODULE" "$PROMETHEUS_VERSION" \
  "-X github.com/prometheus/common/version.Version=$PROMETHEUS_VERSION" \
  "$PROMETHEUS_MODULE/cmd/promtool"
