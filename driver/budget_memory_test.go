package driver

import (
	"strings"
	"testing"

	"cudasim/cu"
)

// TestMemoryBudget: a 100 GiB cuMemsetD8 costs nothing (it used to end the
// process with Go's fatal out of memory): filled pages read as the pattern
// until written; writing device memory past the host-memory budget answers
// CUDA_ERROR_OUT_OF_MEMORY naming the budget, freeing gives the budget
// back, and a kernel store that needs a page past it faults with a message
// naming the budget.
func TestMemoryBudget(t *testing.T) {
	d, th, _ := setup(t, Config{})
	d.SetMemoryBudget(4 << 20)
	p, err := th.MemAlloc(100 << 30) // 100 GiB of an H200's 141
	if err != nil {
		t.Fatal(err)
	}
	if err := th.MemsetD8(p, 0, 100<<30); err != nil {
		t.Errorf("zero fill of 100 GiB: %v", err)
	}
	// A fill of whole pages costs no memory: they read as the pattern.
	if err := th.MemsetD8(p, 7, 100<<30); err != nil {
		t.Errorf("fill of 100 GiB with a 4 MiB budget: %v", err)
	}
	if _, used := d.mem.TouchBudget(); used != 0 {
		t.Errorf("the fill took %d bytes of pages", used)
	}
	end := make([]byte, 4)
	if err := th.MemcpyDtoH(end, p+(100<<30)-4); err != nil || string(end) != "\x07\x07\x07\x07" {
		t.Errorf("the last bytes of the fill: % x, %v", end, err)
	}
	// Writing gives a page its own bytes, from the budget.
	if err := th.MemcpyHtoD(p+(1<<30)+1, []byte{9}); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 3)
	th.MemcpyDtoH(got, p+(1<<30))
	if string(got) != "\x07\x09\x07" {
		t.Errorf("a byte written into a filled page: % x, want 07 09 07", got)
	}
	err = th.MemcpyHtoD(p+(50<<30), make([]byte, 8<<20))
	if cu.Code(err) != cu.ErrorOutOfMemory || !strings.Contains(err.Error(), "CUDASIM_MEMORY_BUDGET") {
		t.Errorf("an 8 MiB copy past a 4 MiB budget: %v, want CUDA_ERROR_OUT_OF_MEMORY naming CUDASIM_MEMORY_BUDGET", err)
	}
	// A partial-page fill past the budget needs a page too.
	d.SetMemoryBudget(1)
	if err := th.MemsetD8(p+(2<<30)+5, 3, 10); cu.Code(err) != cu.ErrorOutOfMemory {
		t.Errorf("a 10-byte fill inside an untouched page past the budget: %v, want CUDA_ERROR_OUT_OF_MEMORY", err)
	}
	d.SetMemoryBudget(4 << 20)
	if err := th.MemFree(p); err != nil {
		t.Fatal(err)
	}
	if _, used := d.mem.TouchBudget(); used != 0 {
		t.Errorf("%d bytes still counted after the free", used)
	}
	q, _ := th.MemAlloc(1 << 20)
	if err := th.MemsetD8(q, 7, 1<<20); err != nil {
		t.Errorf("1 MiB fill after the free: %v", err)
	}
	if err := th.MemFree(q); err != nil {
		t.Fatal(err)
	}

	// A kernel's store past the budget.
	d.SetMemoryBudget(1)
	r, _ := th.MemAlloc(1 << 20)
	m, err := th.ModuleLoadData([]byte(".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry st(.param .u64 p)\n{\n.reg .b64 %rd<3>;\n.reg .b32 %r<2>;\nld.param.u64 %rd1, [p];\ncvta.to.global.u64 %rd2, %rd1;\nmov.u32 %r1, 7;\nst.global.u32 [%rd2], %r1;\nret;\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	f, _ := th.ModuleGetFunction(m, "st")
	if err := th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(r), nil); err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorIllegalAddress || !strings.Contains(err.Error(), "budget") {
		t.Errorf("kernel store past the budget: %v, want CUDA_ERROR_ILLEGAL_ADDRESS naming the budget", err)
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]uint64{"123": 123, "64KiB": 64 << 10, "512MiB": 512 << 20, "8GiB": 8 << 30, "1T": 1 << 40, " 2 GB ": 2 << 30} {
		if got, ok := parseSize(in); !ok || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "x", "-1", "8XB", "99999999999999999999"} {
		if _, ok := parseSize(in); ok {
			t.Errorf("parseSize(%q) accepted", in)
		}
	}
}
