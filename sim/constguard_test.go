package sim

import (
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// TestConstantGuardsExact: the random programs whose NaN payloads depend on which guards
// dropConstantGuards resolves must match the H200 bit for bit (TestHWRandom2/3 count a
// payload-only difference without failing). q106's `@!%p1 max.xorsign.abs.f16` follows the
// one setp of %p1 in its block, which a testp after a label writes again; r071's `@!%p1
// neg.f32` lies several labels after the one setp of %p1 (the canonical NaN on the H200). The
// block-local rule alone made both payload-only; pin.ptx's sections 109-116 (TestProducerTypedReads)
// need the block's last write over the predicate's other writes.
func TestConstantGuardsExact(t *testing.T) {
	for _, c := range []struct {
		file     string
		programs func() []hwProgram
		name     string
	}{
		{hwRandom2RecordingFile, hwPrograms2, "q106"},
		{hwRandom3RecordingFile, hwPrograms3, "r071"},
	} {
		data, err := gzfile.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range hwRecorded(t, data, c.programs()) {
			if r.name != c.name {
				continue
			}
			found = true
			out, err := hwRandomRun(r.src, hwRandomInput())
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			raw, _ := hwRandomWarpDigests(out)
			if want := strings.Split(r.fields[2], ","); strings.Join(raw, ",") != strings.Join(want, ",") {
				t.Errorf("%s: warp digests %v, H200 %v", c.name, raw, want)
			}
		}
		if !found {
			t.Errorf("%s: not in %s", c.name, c.file)
		}
	}
}
