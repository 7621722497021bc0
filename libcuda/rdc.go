//go:build linux && amd64

package main

import (
	"fmt"
	"os"
	"sync"
	"syscall"

	"cudasim/cubin"
	"cudasim/driver"
)

var rdcOnce sync.Once

// registerExecutableRDC hands the driver the device code of an executable
// built with relocatable device code (nvcc -rdc=true), whose linked cubins
// carry no PTX (driver.RegisterRelocatableProgram): its .nv_fatbin and
// __nv_relfatbin sections. The executable is mapped, not read, so one
// without them costs the pages of its ELF and section headers; cubin's own
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
