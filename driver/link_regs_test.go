package driver

import (
	"testing"

	"cudasim/cubin"
	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// TestLinkedRegisters: the driver's linker compiles PTX relocatable (testdata/reference/reloc37),
// so a kernel of a linked image reports the relocatable estimate and the same PTX loaded whole
// the whole one (docs/cooperative.md, "Relocatable compiles"), over CUB device_reduce_by_key's
// kernels, some of which the two estimates tell apart.
func TestLinkedRegisters(t *testing.T) {
	src, err := gzfile.ReadFile(relocPTX)
	must(t, err)
	m, err := ptx.ParseLazy(src)
	must(t, err)
	_, th, _ := setup(t, Config{})
	loaded, err := th.ModuleLoadData(append(src, 0))
	must(t, err)
	s, err := th.LinkCreate(nil)
	must(t, err)
	must(t, th.LinkAddData(s, JITInputPTX, append(src, 0), strp("drbk.ptx"), nil))
	img, err := th.LinkComplete(s)
	must(t, err)
	linked, err := th.ModuleLoadData(img)
	must(t, err)
	differ := 0
	for _, f := range m.Functions {
		if !f.Entry {
			continue
		}
		whole, rel := cubin.EstimateRegisters(m, f, 0), cubin.EstimateRelocatableRegisters(m, f, 0)
		for _, c := range []struct {
			mod  Module
			want int
			how  string
		}{{loaded, whole, "loaded"}, {linked, rel, "linked"}} {
			fn, err := th.ModuleGetFunction(c.mod, f.Name)
			must(t, err)
			if got, _ := th.FuncGetAttribute(FuncAttributeNumRegs, fn); int(got) != c.want {
				t.Errorf("%s %s: NUM_REGS %d, want %d", c.how, f.Name, got, c.want)
			}
		}
		if whole != rel {
			differ++
		}
	}
	if differ == 0 {
		t.Error("no kernel whose relocatable estimate differs from the whole one")
	}
	must(t, th.LinkDestroy(s))
}

// relocPTX is CUB device_reduce_by_key's PTX (the regs36 corpus's device_reduce_by_key.0.ptx).
const relocPTX = "../testdata/reference/reloc38/drbk.ptx"
