package sim

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"testing"

	"cudasim/cu"
	"cudasim/sim/ptx"
)

// A lazily compiled program lowers a kernel at its first request, and only
// that kernel: a kernel that cannot be lowered fails its own requests, not
// its neighbours', while Compile fails the whole module on it.
func TestCompileLazy(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry good(.param .u64 p)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	ret;
}
.visible .entry bad()
{
	.reg .b32 %r<2>;
	mov.u32 %nope, 1;
	ret;
}
`
	m, err := ptx.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Compile(m); cu.Code(err) != cu.ErrorInvalidPTX {
		t.Fatalf("Compile: %v, want CUDA_ERROR_INVALID_PTX", err)
	}
	p, err := CompileLazy(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.Kernels(), ","); got != "good,bad" {
		t.Errorf("Kernels() = %s", got)
	}
	for _, s := range p.kernels {
		if s.k != nil || s.err != nil {
			t.Fatalf("%s lowered before it was asked for", s.decl.Name)
		}
	}
	k, err := p.Kernel("good")
	if err != nil || k.ParamSize() != 8 {
		t.Fatalf("good: %v", err)
	}
	if p.kernels["bad"].k != nil || p.kernels["bad"].err != nil {
		t.Error("lowering good lowered bad too")
	}
	for range 2 {
		if _, err := p.Kernel("bad"); cu.Code(err) != cu.ErrorInvalidPTX || !strings.Contains(err.Error(), "line 13") {
			t.Errorf("bad: %v, want CUDA_ERROR_INVALID_PTX at line 13", err)
		}
	}
	if _, err := p.Kernel("missing"); cu.Code(err) != cu.ErrorNotFound {
		t.Errorf("missing: %v", err)
	}
	dup := strings.Replace(src, ".entry bad", ".entry good", 1)
	if m, err := ptx.Parse([]byte(dup)); err != nil {
		t.Fatal(err)
	} else if _, err := CompileLazy(m); cu.Code(err) != cu.ErrorInvalidPTX {
		t.Errorf("a kernel defined twice: %v", err)
	}
}

// Kernels lowered lazily, from several goroutines at once, are the kernels
// Compile lowers (run with -race: lowering shares the module read-only).
func TestCompileLazyConcurrentSameCode(t *testing.T) {
	src, err := os.ReadFile("testdata/bench/bench.ptx")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	eager, err := Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	lazy, err := CompileLazy(m)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 4 {
		for _, name := range lazy.Kernels() {
			wg.Go(func() {
				if _, err := lazy.Kernel(name); err != nil {
					t.Error(err)
				}
			})
		}
	}
	wg.Wait()
	for _, name := range eager.Kernels() {
		a, _ := eager.Kernel(name)
		b, _ := lazy.Kernel(name)
		var ia, ib bytes.Buffer
		if err := a.WriteIR(&ia); err != nil {
			t.Fatal(err)
		}
		if err := b.WriteIR(&ib); err != nil {
			t.Fatal(err)
		}
		if ia.String() != ib.String() || ia.Len() == 0 {
			t.Errorf("%s: lazy lowering differs from Compile's", name)
		}
	}
}
