#!/usr/bin/env bash
# The first `swift build` (debug) of a fresh clone, as a newcomer runs it (BENCHMARKS.md "Swift
# sources"): clones COMMIT (default HEAD) into a temporary folder and times the build. Packages come
# from the machine's mirror, so this is compile time, not download time.
# Usage: Tests/Benchmarks/clean-build.sh [COMMIT]
set -euo pipefail
cd "$(dirname "$0")/../.."
commit="${1:-HEAD}"
folder=$(mktemp -d /tmp/livepeek-clean-XXXXXX)
git clone -q . "$folder"
git -C "$folder" checkout -q "$commit"
uptime
cd "$folder" && time swift build
rm -rf "$folder"
