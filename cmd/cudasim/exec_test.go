package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// elfHeader returns a minimal ELF file: the file header and, if interp, one
// PT_INTERP program header.
func elfHeader(class elf.Class, typ elf.Type, machine elf.Machine, interp bool) []byte {
	var b bytes.Buffer
	le := binary.LittleEndian
	b.Write([]byte{0x7f, 'E', 'L', 'F', byte(class), byte(elf.ELFDATA2LSB), byte(elf.EV_CURRENT)})
	b.Write(make([]byte, 9))
	binary.Write(&b, le, uint16(typ))
	binary.Write(&b, le, uint16(machine))
	binary.Write(&b, le, uint32(elf.EV_CURRENT))
	phnum := uint16(0)
	if interp {
		phnum = 1
	}
	if class == elf.ELFCLASS64 {
		binary.Write(&b, le, []uint64{0, 64, 0}) // entry, phoff, shoff
		binary.Write(&b, le, uint32(0))          // flags
		binary.Write(&b, le, []uint16{64, 56, phnum, 64, 0, 0})
		if interp {
			binary.Write(&b, le, []uint32{uint32(elf.PT_INTERP), uint32(elf.PF_R)})
			binary.Write(&b, le, []uint64{0, 0, 0, 0, 0, 1})
		}
	} else {
		binary.Write(&b, le, []uint32{0, 52, 0, 0})
		binary.Write(&b, le, []uint16{52, 32, phnum, 40, 0, 0})
		if interp {
			binary.Write(&b, le, []uint32{uint32(elf.PT_INTERP), 0, 0, 0, 0, 0, uint32(elf.PF_R), 1})
		}
	}
	return b.Bytes()
}

func TestCheckProgram(t *testing.T) {
	tests := []struct {
		name     string
		data     []byte
		warning  string
		errorMsg string
	}{
		{"dynamic", elfHeader(elf.ELFCLASS64, elf.ET_DYN, elf.EM_X86_64, true), "", ""},
		{"static", elfHeader(elf.ELFCLASS64, elf.ET_EXEC, elf.EM_X86_64, false), "is statically linked", ""},
		{"32-bit", elfHeader(elf.ELFCLASS32, elf.ET_EXEC, elf.EM_386, true), "", "is a 32-bit program"},
		{"arm64", elfHeader(elf.ELFCLASS64, elf.ET_DYN, elf.EM_AARCH64, true), "", "is a program for EM_AARCH64"},
		{"object", elfHeader(elf.ELFCLASS64, elf.ET_REL, elf.EM_X86_64, false), "", "is an object file"},
		{"script", []byte("#!/bin/sh\nexit 0\n"), "", ""},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		path := filepath.Join(dir, tt.name)
		if err := os.WriteFile(path, tt.data, 0o755); err != nil {
			t.Fatal(err)
		}
		if tt.name != "script" { // checkProgram passes files it cannot read as ELF
			f, err := elf.Open(path)
			if err != nil {
				t.Fatalf("%s: the test's ELF file does not parse: %v", tt.name, err)
			}
			f.Close()
		}
		warning, err := checkProgram(path)
		if tt.errorMsg == "" && err != nil || tt.errorMsg != "" && (err == nil || !strings.Contains(err.Error(), tt.errorMsg)) {
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.errorMsg)
		}
		if tt.warning == "" && warning != "" || !strings.Contains(warning, tt.warning) {
			t.Errorf("%s: warning %q, want %q", tt.name, warning, tt.warning)
		}
	}
}

// TestExecStatic runs a statically linked program: cudasim exec warns that
// it cannot load libcuda.so.1 and runs it anyway, passing on its status.
func TestExecStatic(t *testing.T) {
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no C compiler (cc)")
	}
	dir := t.TempDir()
	src, exe := filepath.Join(dir, "static.c"), filepath.Join(dir, "static")
	if err := os.WriteFile(src, []byte("#include <stdio.h>\nint main(void) { puts(\"static\"); return 7; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cc", "-static", "-o", exe, src).CombinedOutput(); err != nil {
		t.Skipf("cc -static: %v\n%s", err, out)
	}
	// A static program never loads the library: any file will do.
	lib := filepath.Join(dir, "lib")
	os.Mkdir(lib, 0o755)
	os.WriteFile(filepath.Join(lib, "libcuda.so.1"), nil, 0o644)
	var stdout, stderr bytes.Buffer
	code := run([]string{"exec", "--lib", lib, exe}, strings.NewReader(""), &stdout, &stderr)
	if code != 7 || stdout.String() != "static\n" {
		t.Errorf("exit status %d, stdout %q; want 7, %q", code, stdout.String(), "static\n")
	}
	if want := "warning: " + exe + " is statically linked: it cannot load a shared libcuda.so.1"; !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr %q, want it to say %q", stderr.String(), want)
	}
}

// TestExecPreloadsNVRTCShims: the shims built beside the library
// (buildNVRTCShims) are preloaded, each loaded under its soname, unless
// --nvrtc-shim=false; what the environment preloads stays after them.
func TestExecPreloadsNVRTCShims(t *testing.T) {
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no C compiler (cc)")
	}
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib")
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	if err := buildNVRTCShims(root, lib, os.Environ()); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(lib, "libcuda.so.1"), nil, 0o644) // never loaded
	src, exe := filepath.Join(dir, "pre.c"), filepath.Join(dir, "pre")
	prog := `#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
	const char *names[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so.11.2", "libnvJitLink.so.13", "libnvJitLink.so.12"};
	for (int i = 0; i < 5; i++) {
		void *h = dlopen(names[i], RTLD_LAZY | RTLD_NOLOAD);
		printf("%s %s\n", names[i], h && (dlsym(h, "cudasim_nvrtc_shim") || dlsym(h, "cudasim_nvjitlink_shim")) ? "shim" : "absent");
	}
	const char *p = getenv("LD_PRELOAD");
	printf("LD_PRELOAD %s\n", p ? p : "(unset)");
	return 0;
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cc", "-o", exe, src, "-ldl").CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	t.Setenv("LD_PRELOAD", "")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"exec", "--lib", lib, exe}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr.String())
	}
	var paths []string
	for _, s := range nvrtcShimSonames {
		paths = append(paths, filepath.Join(lib, s))
	}
	want := "libnvrtc.so.13 shim\nlibnvrtc.so.12 shim\nlibnvrtc.so.11.2 shim\nlibnvJitLink.so.13 shim\nlibnvJitLink.so.12 shim\nLD_PRELOAD " +
		strings.Join(paths, ":") + "\n"
	if stdout.String() != want {
		t.Errorf("with the shims:\n%s\nwant\n%s", stdout.String(), want)
	}
	stdout.Reset()
	if code := run([]string{"exec", "--lib", lib, "--nvrtc-shim=false", exe}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr.String())
	}
	if want := "libnvrtc.so.13 absent\nlibnvrtc.so.12 absent\nlibnvrtc.so.11.2 absent\nlibnvJitLink.so.13 absent\nlibnvJitLink.so.12 absent\nLD_PRELOAD \n"; stdout.String() != want {
		t.Errorf("--nvrtc-shim=false:\n%s\nwant\n%s", stdout.String(), want)
	}
	if got := preloadShims([]string{"/a/libnvrtc.so.13"}, "/x/libfoo.so"); got != "/a/libnvrtc.so.13:/x/libfoo.so" {
		t.Errorf("preloadShims = %q", got)
	}
	if got := preloadShims(nil, "/x/libfoo.so"); got != "" {
		t.Errorf("preloadShims(no shims) = %q", got)
	}
}
