#!/usr/bin/env bash
# Builds the two libFuzzer targets (fixture-fuzzer, engine-fuzzer) into $OUT, with the fixture
# fuzzer's dictionary, options and seed corpus, as ClusterFuzzLite and OSS-Fuzz expect. Run by
# ClusterFuzzLite in its base-builder-swift image, and by .ci/run with OUT set to a scratch folder.
#
# The targets have a main of their own (they hand libFuzzer's driver their target), so the
# image's precompile_swift flags, which build a library-style target, are not used: the flags
# are the ones Invariants.md documents for a local build.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${OUT:?set OUT to the folder the fuzzers go to}"
SANITIZER="${SANITIZER:-address}"
case "$SANITIZER" in
    address) sanitize="fuzzer,address" ;;
    coverage) sanitize="fuzzer" ;;
    *) echo "build.sh: unsupported sanitizer '$SANITIZER' (address or coverage)" >&2; exit 1 ;;
esac
flags=(-Xswiftc "-sanitize=$sanitize" -Xswiftc -use-ld=lld)
if [ "$SANITIZER" = coverage ]; then
    flags+=(-Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping)
fi

export GESTURE_ARBITER_FUZZ=1
scratch="${FUZZ_SCRATCH:-.build-fuzz}"
for product in fixture-fuzzer engine-fuzzer; do
    swift build -c release --scratch-path "$scratch" --product "$product" "${flags[@]}"
    cp "$scratch/release/$product" "$OUT/"
done

cp Sources/fixture-fuzzer/fixture-keys.dict "$OUT/fixture-fuzzer.dict"
cat > "$OUT/fixture-fuzzer.options" <<'OPTIONS'
[libfuzzer]
dict = fixture-fuzzer.dict
max_len = 8192
timeout = 20
rss_limit_mb = 4096
OPTIONS
cat > "$OUT/engine-fuzzer.options" <<'OPTIONS'
[libfuzzer]
max_len = 2048
timeout = 20
rss_limit_mb = 4096
OPTIONS
# The fixtures checked by the tests are the fixture fuzzer's seed corpus.
find Tests/Fixtures -name '*.json' | sort | python3 -c '
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w") as corpus:
    for path in sys.stdin.read().split():
        corpus.write(path, path.replace("/", "_"))
' "$OUT/fixture-fuzzer_seed_corpus.zip"
