package sim

import "testing"

func TestStoredOnceList(t *testing.T) {
	withCoalescing(t)
	bench := string(compileFileBytes(t, "testdata/bench/bench.ptx"))
	for _, name := range []string{"reduce", "vecadd", "sgemm", "hash"} {
		k := mustKernel(t, bench, name)
		t.Logf("%s: packed %v, stored once %v, fills %v", name, k.packList, k.onceList, k.ctaFills)
	}
}
