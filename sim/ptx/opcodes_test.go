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

// TestOperandRoles: every instruction operandRoleTable names is one of the PTX ISA's, once, and
// the by-index table holds its roles.
func TestOperandRoles(t *testing.T) {
	seen := map[string]bool{}
	for roles, ops := range operandRoleTable {
		for _, op := range ops {
			if i, ok := opcodeIndex[op]; !ok || isaOpcodes[i] != op || operandRoles[i] != roles || seen[op] {
				t.Errorf("%s: index %d (known %v), roles %q, want %q, listed before: %v", op, i, ok, operandRoles[i], roles, seen[op])
			}
			seen[op] = true
		}
	}
}
