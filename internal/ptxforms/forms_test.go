package ptxforms

import (
	"strings"
	"testing"
)

// TestNamesUnique: every module of All, Extra and the Variants has a name of its own (the
// recordings are keyed by it), and every variant names its form and plan.
func TestNamesUnique(t *testing.T) {
	seen := map[string]bool{}
	all := All()
	names := map[string]bool{}
	for _, f := range all[:200] {
		names[f.Name] = true
	}
	for _, f := range append(append(all, Extra()...), Variants(names)...) {
		if seen[f.Name] || strings.ContainsAny(f.Name, " \n") {
			t.Errorf("name %q repeated or not one word", f.Name)
		}
		seen[f.Name] = true
		if base, ok := VariantOf(f.Name); ok && !names[base] {
			t.Errorf("variant %q: no such form", f.Name)
		}
		if !strings.Contains(f.Module(), f.Target) {
			t.Errorf("%s: module without its target", f.Name)
		}
	}
}
