package sim

import (
	"bytes"
	"os"
	"slices"
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

// A kernel whose body holds a form cudasim's parser does not know (ptx.FormError; the H200's
// ptxas accepts `[%rd+4+4]`: testdata/reference/lazyparse) is refused at launch alone, as an
// instruction the engine does not implement is, naming the statement and its line: the
// module's other kernels lower and run, with Compile (every kernel) as with CompileLazy, and a
// kernel that calls a function holding it is refused too.
func TestCompileUnknownForm(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.func helper(.param .b64 q)
{
	.reg .b64 %rd<3>;
	.reg .b32 %r<2>;
	ld.param.u64 %rd1, [q];
	ld.global.u32 %r1, [%rd1+4+4];
	ret;
}
.visible .entry good(.param .u64 p)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	ret;
}
.visible .entry bad(.param .u64 p)
{
	.reg .b64 %rd<2>;
	.reg .b32 %r<2>;
	ld.param.u64 %rd1, [p];
	ld.global.u32 %r1, [%rd1+(2*4)];
	ret;
}
.visible .entry caller(.param .u64 p)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	{
	.param .b64 param0;
	st.param.b64 [param0], %rd1;
	call.uni helper, (param0);
	}
	ret;
}
`
	m, err := ptx.ParseLazy([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ptx.Parse([]byte(src)); cu.Code(err) != cu.ErrorInvalidPTX {
		t.Fatalf("Parse: %v, want the whole module's CUDA_ERROR_INVALID_PTX", err)
	}
	for _, compile := range []func(*ptx.Module) (*Program, error){Compile, CompileLazy} {
		p, err := compile(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct{ name, want string }{
			{"good", ""},
			{"bad", `kernel bad uses "ld.global.u32 %r1, [%rd1+(2*4)]" (col 27: expected integer (at "(")), a form cudasim's PTX parser does not know, at PTX line 23`},
			{"caller", `kernel caller uses "ld.global.u32 %r1, [%rd1+4+4]" (col 28: expected "]" (at "+")), a form cudasim's PTX parser does not know, at PTX line 9`},
		} {
			k, err := p.Kernel(c.name)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			got := k.Unsupported()
			switch {
			case c.want == "" && got != nil:
				t.Errorf("%s: %v", c.name, got)
			case c.want != "" && (cu.Code(got) != cu.ErrorNotSupported || !strings.Contains(got.Error(), c.want)):
				t.Errorf("%s: %v\nwant CUDA_ERROR_NOT_SUPPORTED with %s", c.name, got, c.want)
			}
		}
	}
}

// Program.Lower lowers a kernel and answers its errors as Kernel does, but leaves its execution
// plans (the prologue, superinstructions, compiled runs) to the first Kernel: a whole module is
// lowered at its first launch, and only the launched kernel needs them. A kernel planned after
// being lowered runs as one planned at once.
func TestLowerLeavesPlansToKernel(t *testing.T) {
	src, err := os.ReadFile("testdata/bench/bench.ptx")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := CompileLazy(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Lower("vecadd"); err != nil {
		t.Fatal(err)
	}
	s := p.kernels["vecadd"]
	if s.k == nil || len(s.k.code) == 0 {
		t.Fatal("Lower did not lower vecadd")
	}
	if s.k.hot != nil || s.k.fast != nil {
		t.Error("Lower planned vecadd's execution")
	}
	if err := p.Lower("missing"); cu.Code(err) != cu.ErrorNotFound {
		t.Errorf("Lower(missing): %v", err)
	}
	k, err := p.Kernel("vecadd")
	if err != nil {
		t.Fatal(err)
	}
	if k != s.k || k.hot == nil || k.fast == nil {
		t.Fatalf("Kernel after Lower: the same kernel %v, hot %v, fast %v", k == s.k, k.hot != nil, k.fast != nil)
	}
	eager, err := Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := eager.Kernel("vecadd")
	if !slices.Equal(k.fast, e.fast) || !slices.Equal(k.hot, e.hot) {
		t.Error("vecadd planned after Lower differs from vecadd planned at once")
	}

	bad, err := ptx.Parse([]byte(`.version 8.0
.target sm_90
.address_size 64
.visible .entry bad()
{
	.reg .b32 %r<2>;
	mov.u32 %nope, 1;
	ret;
}
`))
	if err != nil {
		t.Fatal(err)
	}
	pb, err := CompileLazy(bad)
	if err != nil {
		t.Fatal(err)
	}
	lerr := pb.Lower("bad")
	_, kerr := pb.Kernel("bad")
	if cu.Code(lerr) != cu.ErrorInvalidPTX || kerr == nil || lerr.Error() != kerr.Error() {
		t.Errorf("bad: Lower %v, Kernel %v: want the same CUDA_ERROR_INVALID_PTX", lerr, kerr)
	}
}
