package ptx

import (
	"errors"
	"reflect"
	"testing"

	"cudasim/cu"
)

// FuzzParse checks that no input makes the parser panic and that every failure carries a
// driver code.
func FuzzParse(f *testing.F) {
	f.Add([]byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n"))
	f.Add([]byte(".version 9.0\n.target sm_90\n.global .align 4 .b8 t[4] = {1,{2},3};\n.entry k(.param .u64 p) { .reg .b64 %rd<3>; ld.param.u64 %rd1, [p+-8]; @!%p1 bra L; L: ret; }"))
	f.Add(mustRead(f, "testdata/kernels.ptx"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse(src)
		if err != nil {
			if c := cu.Code(err); c != cu.ErrorInvalidPTX && c != cu.ErrorUnsupportedPTXVersion {
				t.Fatalf("code %v for %q", c, err)
			}
			return
		}
		if m == nil {
			t.Fatal("nil module without error")
		}
	})
}

// FuzzParseLazy checks the skeleton and the lazy bodies: no input panics, every failure carries
// a driver code (the skeleton's 218 or 222, a name's 218, a body's form 801), what Parse accepts
// the skeleton accepts, and then every body Stmts parses is Parse's.
func FuzzParseLazy(f *testing.F) {
	f.Add([]byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n"))
	f.Add([]byte(".version 9.0\n.target sm_90\n.global .align 4 .b8 t[4] = {1,{2},3};\n.entry k(.param .u64 p) { .reg .b64 %rd<3>; ld.param.u64 %rd1, [p+-8]; @!%p1 bra L; L: ret; }"))
	f.Add([]byte(".version 8.0\n.target sm_90\n.entry k(.param .u64 p) { .reg .b64 %rd<3>; ld.global.u32 %rd1, [%rd2+4+4]; { .reg .b32 %x; mov.u32 %x, %r9; } }"))
	f.Add(mustRead(f, "testdata/kernels.ptx"))
	f.Fuzz(func(t *testing.T, src []byte) {
		whole, werr := Parse(src)
		m, err := ParseLazy(src)
		if err != nil {
			if c := cu.Code(err); c != cu.ErrorInvalidPTX && c != cu.ErrorUnsupportedPTXVersion {
				t.Fatalf("code %v for %q", c, err)
			}
			if werr == nil {
				t.Fatalf("Parse accepts what ParseLazy refuses: %v", err)
			}
			return
		}
		if _, ierr := m.Invalid(); ierr != nil && cu.Code(ierr) != cu.ErrorInvalidPTX {
			t.Fatalf("name error %v", ierr)
		}
		for i, f := range m.Functions {
			body, err := f.Stmts()
			switch c := cu.Code(err); {
			case err == nil:
				if whole != nil && !reflect.DeepEqual(whole.Functions[i].Body, body) {
					t.Fatalf("%s: Stmts differs from Parse's Body", f.Name)
				}
			case c == cu.ErrorNotSupported:
				var fe *FormError
				if !errors.As(err, &fe) || fe.Func != f.Name {
					t.Fatalf("801 without a FormError: %v", err)
				}
			case c != cu.ErrorInvalidPTX:
				t.Fatalf("%s: code %v for %v", f.Name, c, err)
			}
		}
	})
}
