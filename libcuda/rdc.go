//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"sync"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"

	"cudasim/cubin"
	"cudasim/driver"
)

// rdcFiles are the files whose relocatable device code was handed to the
// driver (registerFileRDC), each once, and the image linked from the PTX of
// those whose linked fatbin is empty (driver.RegisterRelocatableProgram).
var rdcFiles = struct {
	sync.Mutex
	done   map[string]bool
	linked map[string][]byte
}{done: map[string]bool{}, linked: map[string][]byte{}}

// registerExecutableRDC hands the driver the device code of an executable
// built with relocatable device code (nvcc -rdc=true), whose linked cubins
// carry no PTX (driver.RegisterRelocatableProgram): its .nv_fatbin and
// __nv_relfatbin sections.
func registerExecutableRDC() {
	if exe, err := os.Readlink("/proc/self/exe"); err == nil {
		registerFileRDC(exe, "the executable")
	}
}

// registerImageRDC does for the shared library an image being loaded lies
// in (cudart hands the driver fatbins from the memory of the object that
// holds them) what registerExecutableRDC does for the executable: a library
// built with -rdc=true, linked with the program or loaded with dlopen,
// carries its own relocatable device code (flags25, docs/cudart.md).
func registerImageRDC(p unsafe.Pointer) string {
	var path [4096]C.char
	if p == nil || C.cudasim_mapped_path(C.uintptr_t(uintptr(p)), &path[0], C.size_t(len(path))) == 0 {
		return ""
	}
	file := C.GoString(&path[0])
	registerFileRDC(file, "")
	return file
}

// loadImage is the image a load at p hands the driver: image(p), after
// registerImageRDC for a fatbin (what the runtime registers); but for the empty linked fatbin of a program built with
// relocatable device code for virtual architectures only, the image linked
// from its relocatable fatbins' PTX, which the real driver JIT-links then.
func loadImage(p unsafe.Pointer) []byte {
	b := image(p)
	if f := cubin.Detect(b); f != cubin.FormatFatbin && f != cubin.FormatWrapper {
		return b // PTX or a cubin (a JIT's, from the heap): no host object's sections to read
	}
	file := registerImageRDC(p)
	rdcFiles.Lock()
	linked := rdcFiles.linked[file]
	rdcFiles.Unlock()
	if linked == nil {
		return b
	}
	fat := b
	if cubin.Detect(b) == cubin.FormatWrapper {
		// CUDA 13's runtime may hand over its fatbin wrapper
		if w, err := cubin.DecodeWrapper(b); err == nil && w.Data != 0 {
			fat = image(C.cudasim_ptr(C.uint64_t(w.Data)))
		}
	}
	if img, err := cubin.Parse(fat); err == nil && img.Format == cubin.FormatFatbin && len(img.Entries) == 0 {
		return linked
	}
	return b
}

// registerFileRDC registers path's relocatable device code once. A file
// without it is told from its headers alone (noSectionsNamed); one with it
// is mapped, not read; cubin's own ELF reader keeps debug/elf (and its zlib
// and DWARF tables) out of the drop-in's start-up. Failures are logged
// (CUDASIM_LOG): the program's launches then say its kernels have only SASS.
func registerFileRDC(path, what string) {
	rdcFiles.Lock()
	defer rdcFiles.Unlock()
	if rdcFiles.done[path] {
		return
	}
	rdcFiles.done[path] = true
	linked, err := registerMappedRDC(path)
	if linked != nil {
		rdcFiles.linked[path] = linked
	}
	if err != nil && logLevel >= logErrors {
		if what == "" {
			what = path
		}
		fmt.Fprintf(os.Stderr, "cudasim: relocatable device code of %s: %v\n", what, err)
	}
}

// registerMappedRDC hands the driver path's relocatable device code and
// returns the PTX to load in place of its empty linked fatbin, if it has one.
func registerMappedRDC(path string) ([]byte, error) {
	if noSectionsNamed(path, ".nv_fatbin", "__nv_relfatbin") {
		return nil, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil // nothing to read: no relocatable device code
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.Size() == 0 || int64(int(st.Size())) != st.Size() {
		return nil, nil
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, fmt.Errorf("mapping %s: %v", path, err)
	}
	defer syscall.Munmap(b)
	secs, err := cubin.HostSections(b, ".nv_fatbin", "__nv_relfatbin")
	if err != nil {
		return nil, err
	}
	fat, rel := secs[0], secs[1]
	if fat == nil || rel == nil {
		return nil, nil
	}
	// The driver keeps what it registers; the mapping goes away here.
	return driver.RegisterRelocatableProgram(append([]byte(nil), fat...), append([]byte(nil), rel...))
}

// noSectionsNamed reports whether the ELF64 little-endian file at path is
// one whose section headers name none of names, reading only its ELF
// header, section header table and section name table (three reads): the
// answer for nearly every program, found at every cuInit without the
// mapping, its page faults and its unmapping. Anything else (a section of
// those names, a file it cannot read, headers it does not expect) answers
// false, and the caller reads the file whole as before, with its checks and
// errors.
func noSectionsNamed(path string, names ...string) bool {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return false
	}
	defer unix.Close(fd)
	read := func(off, n uint64) []byte {
		if n > 1<<24 || off > 1<<62 {
			return nil
		}
		b := make([]byte, n)
		if got, err := unix.Pread(fd, b, int64(off)); err != nil || uint64(got) != n {
			return nil
		}
		return b
	}
	const headerSize, sectionSize = 64, 64
	h := read(0, headerSize)
	if h == nil || string(h[:4]) != "\x7fELF" || h[4] != 2 || h[5] != 1 {
		return false
	}
	le := binary.LittleEndian
	shoff, shentsize, shnum, shstrndx := le.Uint64(h[40:]), le.Uint16(h[58:]), uint64(le.Uint16(h[60:])), uint64(le.Uint16(h[62:]))
	if shoff == 0 || shentsize != sectionSize || shnum == 0 || shstrndx >= shnum {
		return false // no table, or extended numbering (e_shnum 0): the whole read decides
	}
	table := read(shoff, shnum*sectionSize)
	if table == nil {
		return false
	}
	strs := table[shstrndx*sectionSize:]
	strtab := read(le.Uint64(strs[24:]), le.Uint64(strs[32:]))
	if strtab == nil {
		return false
	}
	for i := range shnum {
		off := uint64(le.Uint32(table[i*sectionSize:]))
		if off >= uint64(len(strtab)) {
			return false
		}
		name := strtab[off:]
		if end := bytes.IndexByte(name, 0); end >= 0 {
			name = name[:end]
		} else {
			return false
		}
		if slices.Contains(names, string(name)) {
			return false
		}
	}
	return true
}
