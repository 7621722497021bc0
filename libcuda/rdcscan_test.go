//go:build linux && amd64

package main

import (
	"os"
	"path/filepath"
	"testing"

	"cudasim/cubin"
)

// noSectionsNamed, the header-only scan cuInit makes of its executable, agrees with
// cubin.HostSections reading the whole file: true exactly when no section of the names exists.
// Files it does not read as ELF64 (text, a truncated header) answer false, so that the whole read
// decides for them.
func TestNoSectionsNamed(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	whole, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	for _, names := range [][]string{
		{".nv_fatbin", "__nv_relfatbin"},
		{".text"},
		{".nope", ".rodata"},
		{".nope"},
		{".shstrtab"},
	} {
		secs, err := cubin.HostSections(whole, names...)
		if err != nil {
			t.Fatal(err)
		}
		want := true
		for _, s := range secs {
			if s != nil {
				want = false
			}
		}
		if got := noSectionsNamed(exe, names...); got != want {
			t.Errorf("%v: noSectionsNamed %v, HostSections finds %v", names, got, !want)
		}
	}
	if !noSectionsNamed(exe, ".nv_fatbin", "__nv_relfatbin") {
		t.Error("the test binary has no device code, yet the scan sends it to the whole read")
	}
	if noSectionsNamed(exe, ".text") {
		t.Error("the scan misses .text")
	}
	dir := t.TempDir()
	for name, data := range map[string][]byte{"text": []byte("not an ELF file\n"), "short": whole[:40], "empty": nil} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if noSectionsNamed(path, ".nv_fatbin") {
			t.Errorf("%s: the scan answers for a file it cannot read as ELF64", name)
		}
	}
	if noSectionsNamed(filepath.Join(dir, "missing"), ".nv_fatbin") {
		t.Error("a missing file: the scan answers")
	}
}
