//go:build linux && amd64

package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"

	"cudasim/cubin"
	"cudasim/driver"
)

var rdcOnce sync.Once

// registerExecutableRDC hands the driver the device code of an executable
// built with relocatable device code (nvcc -rdc=true), whose linked cubins
// carry no PTX (driver.RegisterRelocatableProgram): its .nv_fatbin and
// __nv_relfatbin sections. An executable without them is told from its
// headers alone (noSectionsNamed); one with them is mapped, not read; cubin's own
// ELF reader keeps debug/elf (and its zlib and DWARF tables) out of the
// drop-in's start-up. Failures are logged (CUDASIM_LOG): the program's
// launches then say its kernels have only SASS.
func registerExecutableRDC() {
	rdcOnce.Do(func() {
		err := registerMappedRDC("/proc/self/exe")
		if err != nil && logLevel >= logErrors {
			fmt.Fprintf(os.Stderr, "cudasim: relocatable device code of the executable: %v\n", err)
		}
	})
}

func registerMappedRDC(path string) error {
	if noSectionsNamed(path, ".nv_fatbin", "__nv_relfatbin") {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil // nothing to read: no relocatable device code
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.Size() == 0 || int64(int(st.Size())) != st.Size() {
		return nil
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return fmt.Errorf("mapping %s: %v", path, err)
	}
	defer syscall.Munmap(b)
	secs, err := cubin.HostSections(b, ".nv_fatbin", "__nv_relfatbin")
	if err != nil {
		return err
	}
	fat, rel := secs[0], secs[1]
	if fat == nil || rel == nil {
		return nil
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
