#!/usr/bin/env bash
# Pact Broker flow of the consumer picks-web (contracts/README.md):
#   npm run contracts:broker                          publish, then can-i-deploy
#   npm run contracts:broker -- publish | can-i-deploy | record-deployment
# pact-broker reads PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN (or
# PACT_BROKER_USERNAME / PACT_BROKER_PASSWORD) from the environment itself.
set -euo pipefail

if [[ -z "${PACT_BROKER_BASE_URL:-}" ]]; then
  echo "contracts:broker: PACT_BROKER_BASE_URL is not set, broker flow skipped"
  exit 0
fi

cd "$(dirname "$0")/.."
# Node 24 and the pact-broker binary live here (see /work/shared/TOOLCHAIN.md).
export PATH="$PWD/node_modules/.bin:$PATH"

pacticipant=picks-web
version="${PACT_CONSUMER_VERSION:-$(git rev-parse HEAD)}"
# CI checkouts are often detached: let the pipeline name the branch.
branch="${PACT_BRANCH:-$(git rev-parse --abbrev-ref HEAD)}"
environment="${PACT_ENVIRONMENT:-production}"

publish() {
  # A pact that differs from the commit would be published under a false version.
  if [[ -n "$(git status --porcelain -- contracts/pacts)" ]]; then
    echo "contracts:broker: contracts/pacts has uncommitted changes; commit them first" >&2
    exit 1
  fi
  pact-broker publish contracts/pacts \
    --consumer-app-version "$version" --branch "$branch"
}

can_i_deploy() {
  pact-broker can-i-deploy --pacticipant "$pacticipant" --version "$version" \
    --to-environment "$environment" \
    --retry-while-unknown "${PACT_CAN_I_DEPLOY_RETRIES:-0}" --retry-interval 10
}

record_deployment() {
  pact-broker record-deployment --pacticipant "$pacticipant" \
    --version "$version" --environment "$environment"
}

case "${1:-default}" in
  default) publish && can_i_deploy ;;
  publish) publish ;;
  can-i-deploy) can_i_deploy ;;
  record-deployment) record_deployment ;;
  *)
    echo "usage: $0 [publish|can-i-deploy|record-deployment]" >&2
    exit 2
    ;;
esac
