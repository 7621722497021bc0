package driver

import (
	"strings"
	"testing"
)

// FuzzDemangle gives demangle (the sanitizer's kernel names, read from the
// module, so outside input) arbitrary names: it never panics, leaves a name
// that is not _Z... as it is, and gives back either the name as it is or a
// function's signature, "NAME(TYPES)". The seeds are kernel names of the
// committed images (testdata/images) and names the fuzzer found:
// testdata/fuzz/FuzzDemangle/length-overflow, whose length field
// overflowed an int and sliced out of range.
func FuzzDemangle(f *testing.F) {
	for _, s := range []string{"_Z1kPiPKfdc", "_Z4kernPiPKf1Scdi", "_Z9oob_writePii", "_ZN2ns3fooEPKvRS0_", "kernel", "_Z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		got := demangle(name)
		switch {
		case !strings.HasPrefix(name, "_Z") && got != name:
			t.Fatalf("demangle(%q) = %q: not a mangled name, changed", name, got)
		case got != name && !strings.HasSuffix(got, ")"):
			t.Fatalf("demangle(%q) = %q: neither the name nor a signature", name, got)
		}
	})
}
