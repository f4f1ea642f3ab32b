// Benchmarks live here; see scripts/bench.sh.
print("no benchmarks yet")
