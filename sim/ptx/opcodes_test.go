package ptx

import "testing"

// TestTypeSize: the fast path for the {b,u,s,f}{16,32,64} forms answers as the table does,
// for every type the table knows and for near misses.
func TestTypeSize(t *testing.T) {
	names := []string{"", "b", "u3", "u8", "x32", "b31", "f17", "u328", "pred", "U32", "b12", "s0", "f8"}
	for n := range typeSizes {
		names = append(names, n)
	}
	for _, a := range "bufsxp" {
		for _, d := range []string{"16", "32", "64", "8", "28", "61", "128"} {
			names = append(names, string(a)+d)
		}
	}
	for _, n := range names {
		if got, want := TypeSize(n), typeSizes[n]; got != want {
			t.Errorf("TypeSize(%q) = %d, want %d", n, got, want)
		}
	}
}

// TestTypedOpcode: the by-index table of the type-checked opcodes holds exactly typedOpcodes.
func TestTypedOpcode(t *testing.T) {
	for i, n := range isaOpcodes {
		if opcodeIndex[n] == i && typedOpcode[i] != typedOpcodes[n] {
			t.Errorf("typedOpcode[%d] (%s) = %v", i, n, typedOpcode[i])
		}
	}
}
